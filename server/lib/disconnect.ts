import type { FastifyReply } from 'fastify';

/**
 * Aborts when the browser goes away before the answer is complete (closed tab, cancel button),
 * so a provider call nobody will read is stopped rather than finished and paid for.
 */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
