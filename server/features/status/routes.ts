import { statusResponseSchema } from '../../../common/status';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { getStatus } from './service';

export function statusRoutes(app: ZodApp, ctx: AppContext) {
  app.get('/api/status', { schema: { response: { 200: statusResponseSchema } } }, async (request) =>
    getStatus(ctx.config, await callerKeys(request, ctx), ctx.engines),
  );
}
