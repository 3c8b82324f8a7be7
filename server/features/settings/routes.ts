import { keysResponseSchema, saveKeysRequestSchema } from '@common/keys';
import type { AppContext, ZodApp } from '../../context';
import { settingsDocs } from './api-docs';
import { listConfiguredKeys, saveSessionKeys } from './service';

export function settingsRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(settingsDocs);
  app.get('/api/keys', { schema: { response: { 200: keysResponseSchema } } }, async (request) => {
    const session = await request.getSession();
    return { configured: session ? await listConfiguredKeys(ctx.db, session.id) : [] };
  });

  app.post(
    '/api/keys',
    { schema: { body: saveKeysRequestSchema, response: { 200: keysResponseSchema } } },
    async (request, reply) => {
      const session = await request.ensureSession(reply);
      return { configured: await saveSessionKeys(ctx.db, ctx.secretBox, session.id, request.body) };
    },
  );
}
