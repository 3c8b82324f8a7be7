import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** The status poll every open page makes every 30 s: logged at debug, not at info. */
const QUIET_PATHS = new Set(['/api/status']);

const failures = new WeakMap<FastifyRequest, unknown>();

/** What the error handler answered a 5xx for; the request's one log line names it. */
export function recordFailure(request: FastifyRequest, error: unknown) {
  failures.set(request, error);
}

/**
 * One log line per request, written when the answer is finished, instead of Fastify's two
 * ('incoming request' and 'request completed', each running pino's req/res serializers):
 * method, path, status and milliseconds. A 5xx is logged at error level with its cause; status
 * polls at debug level. This is about a third of what the two lines cost
 * (docs/decisions/080-per-request-cost-log-serializers-headers.md).
 */
export class RequestLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const statusCode = reply.raw.statusCode;
    const line = {
      method: request.method,
      url: request.url,
      statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    const cause = error ?? failures.get(request);
    if (statusCode >= 500 || error) {
      reply.log.error({ ...line, err: cause }, 'request failed');
    } else if (QUIET_PATHS.has(request.routeOptions.url ?? '')) {
      reply.log.debug(line, 'request');
    } else {
      reply.log.info(line, 'request');
    }
  }

  /** The error handler (plugins/errors.ts) answers every error; nothing more to log here. */
  override defaultErrorLog() {}
}
