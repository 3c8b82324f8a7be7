import { checkWritingRequestSchema, checkWritingResponseSchema } from '@common/writing';
import type { AppContext, ZodApp } from '../../context';
import { writingDocs } from './api-docs';
import { createWritingChecker } from './checker';
import { checkWriting } from './service';

export function writingRoutes(app: ZodApp, _ctx: AppContext) {
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
}
