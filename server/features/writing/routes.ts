import {
  addDictionaryWordsRequestSchema,
  checkWritingRequestSchema,
  checkWritingResponseSchema,
  dictionaryResponseSchema,
  dictionaryWordParamsSchema,
} from '@common/writing';
import type { AppContext, ZodApp } from '../../context';
import { requireUserId } from '../../plugins/caller';
import { writingDocs } from './api-docs';
import { createWritingChecker } from './checker';
import { addDictionaryWords, dictionaryWords, removeDictionaryWord } from './dictionary';
import { checkWriting } from './service';

export function writingRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(writingDocs);
  const checker = createWritingChecker();
  app.addHook('onClose', () => checker.close());

  app.post(
    '/api/check-writing',
    {
      schema: { body: checkWritingRequestSchema, response: { 200: checkWritingResponseSchema } },
    },
    async (request) => checkWriting(checker, request.body.text, request.body.dialect),
  );

  // The personal dictionary of the signed-in user; a visitor's stays in the browser.
  const signedIn = (request: Parameters<typeof requireUserId>[0]) =>
    requireUserId(request, 'Sign in to keep your dictionary with your account');
  const dictionary = { response: { 200: dictionaryResponseSchema } };

  app.get('/api/writing/dictionary', { schema: dictionary }, async (request) => ({
    words: await dictionaryWords(ctx.db, await signedIn(request)),
  }));

  app.post(
    '/api/writing/dictionary',
    { schema: { ...dictionary, body: addDictionaryWordsRequestSchema } },
    async (request) => ({
      words: await addDictionaryWords(ctx.db, await signedIn(request), request.body.words),
    }),
  );

  app.delete(
    '/api/writing/dictionary/:word',
    { schema: { ...dictionary, params: dictionaryWordParamsSchema } },
    async (request) => ({
      words: await removeDictionaryWord(ctx.db, await signedIn(request), request.params.word),
    }),
  );
}
