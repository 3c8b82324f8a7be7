import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';

// Connections to a provider are kept open between calls, as undici's fetch keeps them.
const agents = {
  'http:': new HttpAgent({ keepAlive: true }),
  'https:': new HttpsAgent({ keepAlive: true }),
};
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * The `fetch` the text providers call through: a JSON request on node:http(s), answered as a
 * web `Response` whose body streams as it arrives. undici's `fetch` reaches a stream's first
 * piece about half a millisecond later (docs/decisions/121-relay-stream-without-streamtext.md), on
 * every streamed rewrite.
 * What this does not cover (a `Request` object, a form body) goes to the global `fetch`.
 * Failures look like `fetch`'s, so the SDK's retries and errors are unchanged: a connection
 * that fails is a `TypeError('fetch failed')` with the cause, an abort rejects with the
 * signal's reason. No redirect is followed (provider APIs send none) and no compression is
 * asked for.
 */
export const providerFetch: typeof fetch = (input, init = {}) => {
  const body = init.body;
  if (
    input instanceof Request ||
    (body != null && typeof body !== 'string' && !(body instanceof Uint8Array))
  ) {
    return fetch(input, init);
  }
  const url = new URL(String(input));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = agents[url.protocol as keyof typeof agents];
  const signal = init.signal ?? undefined;
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const headers = Object.fromEntries(new Headers(init.headers));
    if (body != null) headers['content-length'] = String(Buffer.byteLength(body));
    const outgoing = send(url, { method: init.method ?? 'GET', headers, agent });
    let answer: IncomingMessage | undefined;
    const onAbort = () => {
      // The reason reaches whoever waits: the response's promise, or the body's reader.
      if (answer) answer.destroy(signal!.reason);
      else reject(signal!.reason);
      outgoing.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const stopListening = () => signal?.removeEventListener('abort', onAbort);
    outgoing.on('error', (cause) => {
      stopListening();
      if (!answer) reject(new TypeError('fetch failed', { cause }));
    });
    outgoing.on('response', (incoming) => {
      answer = incoming;
      incoming.once('close', stopListening);
      resolve(toResponse(incoming));
    });
    outgoing.end(body);
  });
};

function toResponse(incoming: IncomingMessage): Response {
  const headers = new Headers();
  const raw = incoming.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) headers.append(raw[i]!, raw[i + 1]!);
  const status = incoming.statusCode ?? 502;
  const init = { status, statusText: incoming.statusMessage, headers };
  if (NULL_BODY_STATUSES.has(status)) {
    incoming.resume();
    return new Response(null, init);
  }
  return new Response(Readable.toWeb(incoming) as ReadableStream<Uint8Array>, init);
}
