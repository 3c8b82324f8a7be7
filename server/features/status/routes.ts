import { statusResponseSchema } from '@common/status';
import type { AppContext, ZodApp } from '../../context';
import { callerKeys } from '../../plugins/caller';
import { statusDocs } from './api-docs';
import { statusReader } from './service';

export function statusRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(statusDocs);
  const readStatus = statusReader(ctx.config);
  app.get('/api/status', { schema: { response: { 200: statusResponseSchema } } }, async (request) =>
    readStatus(await callerKeys(request, ctx), ctx.engines),
  );
}
