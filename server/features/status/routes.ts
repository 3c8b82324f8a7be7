import { statusResponseSchema } from '../../../common/status';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { statusReader } from './service';

export function statusRoutes(app: ZodApp, ctx: AppContext) {
  const readStatus = statusReader(ctx.config);
  app.get('/api/status', { schema: { response: { 200: statusResponseSchema } } }, async (request) =>
    readStatus(await callerKeys(request, ctx), ctx.engines),
  );
}
