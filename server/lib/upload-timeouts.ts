import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How slowly a client may send a request before the server hangs up
 * (docs/decisions/057-hardening-time-and-memory-bounded.md). A real
 * upload of the largest file (25 MB, or 33.5 MB as base64 JSON) on a 1 Mbit/s line streams
 * 125 KB/s for 200–270 s; a client that sends its headers and then a byte every few seconds
 * holds a connection (and a parser) for nothing and is cut off.
 */
export interface RequestTimeouts {
  /** Headers must arrive within this (Node's headersTimeout). */
  headersMs: number;
  /** The whole request, headers and body, must arrive within this (Node's requestTimeout). */
  requestMs: number;
  /** While a body is arriving: no byte for this long ends the connection. */
  bodyIdleMs: number;
  /** And on average at least this many bytes a second, after the first bodyIdleMs. */
  bodyMinBytesPerSecond: number;
}

export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 30_000,
  // 600 s: the largest upload passes down to about 0.45 Mbit/s.
  requestMs: 600_000,
  bodyIdleMs: 30_000,
  // 1 KB/s: a 2G mobile line sends 5 KB/s; a byte every few seconds is cut off at about 30 s.
  bodyMinBytesPerSecond: 1024,
};

const TOO_SLOW = JSON.stringify({
  message: 'The request arrived too slowly, so the connection was closed. Please try again.',
});

function hangUp(socket: Socket, response: import('node:http').ServerResponse) {
  if (!response.headersSent && !socket.destroyed) {
    response.writeHead(408, { 'content-type': 'application/json', connection: 'close' });
    response.end(TOO_SLOW);
  }
  setImmediate(() => socket.destroy());
}

/**
 * Watches each request's body as it arrives (the socket's byte count, so the body stream is
 * left to its parser) and hangs up on one that stalls or trickles. Answers stream for as long
 * as they need: once the request is in, nothing here applies.
 */
export function registerRequestTimeouts(app: FastifyInstance, timeouts: RequestTimeouts) {
  app.server.headersTimeout = timeouts.headersMs;
  app.server.requestTimeout = timeouts.requestMs;
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody =
      Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] != null;
    if (!hasBody || raw.complete) return done();
    const started = Date.now();
    const startBytes = socket.bytesRead;
    let lastBytes = startBytes;
    let lastByteAt = started;
    const check = () => {
      if (raw.complete || socket.destroyed) return;
      const now = Date.now();
      if (socket.bytesRead !== lastBytes) {
        lastBytes = socket.bytesRead;
        lastByteAt = now;
      }
      const received = lastBytes - startBytes;
      const owed = ((now - started - timeouts.bodyIdleMs) / 1000) * timeouts.bodyMinBytesPerSecond;
      if (now - lastByteAt >= timeouts.bodyIdleMs || received < owed) {
        request.log.info({ received }, 'request body too slow: connection closed');
        return hangUp(socket, reply.raw);
      }
      timer = setTimeout(check, Math.min(1000, timeouts.bodyIdleMs / 4));
      timer.unref();
    };
    let timer = setTimeout(check, Math.min(1000, timeouts.bodyIdleMs / 4));
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
    done();
  });
}
