// Shared base of all provider fakes: a node:http server on 127.0.0.1 that records
// requests, applies injected faults, notices client aborts, and dispatches to the
// provider's routes. Providers only describe routes and their error/auth rules.
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Fault, FaultState } from './faults';
import { type JsonReplySource, type PromptView, ReplyScript, type ReplySource } from './reply';
import { type SseEvent, sendBytes, sendJson, sendSse } from './respond';

export interface RecordedRequest {
  method: string;
  /** Path with query string, e.g. `/v1/chat/completions`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body; the raw text when it is not JSON; undefined when empty. */
  body: unknown;
  rawBody: string;
  /** The body's exact bytes (audio uploads, multipart forms). */
  rawBytes: Buffer;
  receivedAt: number;
  /** Set to true if the client closed the connection before the response was complete. */
  clientAborted: boolean;
}

export interface HttpError {
  status: number;
  body: unknown;
}

export interface RouteContext {
  request: RecordedRequest;
  /** The JSON body as an object ({} when missing or not an object). */
  body: Record<string, unknown>;
  reply: ReplyScript;
  sendJson(body: unknown, status?: number): Promise<void>;
  sendSse(events: SseEvent[]): Promise<void>;
  /** Sends a binary body (audio) with its content type. */
  sendBytes(contentType: string, bytes: Uint8Array, status?: number): Promise<void>;
  /** Sends `errorBody(status, message)` of this provider. */
  sendError(status: number, message?: string): Promise<void>;
}

export interface Route {
  method: 'GET' | 'POST';
  path: string;
  /** For paths with an id in them (`/v2/transcript/{id}`): matches instead of `path`. */
  pattern?: RegExp;
  handle(ctx: RouteContext): Promise<void>;
}

export interface FakeProviderSpec {
  /** Used in logs and the serve CLI output. */
  name: string;
  routes: Route[];
  /** The provider's error JSON for a status (used for faults, 404s, validation errors). */
  errorBody(status: number, message?: string): unknown;
  /** Returns the exact error the real API gives for a missing or wrong key, or null if accepted. */
  authenticate?(headers: IncomingHttpHeaders): HttpError | null;
}

export interface StartOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

/** Common handle returned by every `startFake*()`. */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  readonly reply = new ReplyScript();
  readonly #faults = new FaultState();
  /** Faults that apply only to requests whose body contains a marker (parallel tests stay apart). */
  readonly #markedFaults = new Map<string, Fault>();
  readonly #spec: FakeProviderSpec;
  readonly #server = createServer((req, res) => void this.#handle(req, res));
  #clientAborts = 0;
  #closing = false;
  #abortWaiters: { count: number; resolve: () => void }[] = [];
  #url = '';

  constructor(spec: FakeProviderSpec) {
    this.#spec = spec;
  }

  get name(): string {
    return this.#spec.name;
  }

  /** `http://127.0.0.1:<port>`, no trailing slash. */
  get url(): string {
    return this.#url;
  }

  /** Requests whose connection the client closed before the response was complete. */
  get clientAborts(): number {
    return this.#clientAborts;
  }

  get lastRequest(): RecordedRequest | undefined {
    return this.requests.at(-1);
  }

  async listen(options: StartOptions = {}): Promise<this> {
    const host = options.host ?? '127.0.0.1';
    await new Promise<void>((resolve, reject) => {
      this.#server.once('error', reject);
      this.#server.listen(options.port ?? 0, host, () => {
        this.#server.off('error', reject);
        resolve();
      });
    });
    const { port } = this.#server.address() as AddressInfo;
    this.#url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    return this;
  }

  async close(): Promise<void> {
    // Hanging requests and keep-alive sockets would otherwise keep close() waiting forever.
    this.#closing = true;
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  setFault(fault: Fault | null): void {
    this.#faults.set(fault);
  }

  /** Applies `fault` to every request whose raw body contains `marker`; null removes it. */
  setFaultWhen(marker: string, fault: Fault | null): void {
    if (fault) this.#markedFaults.set(marker, fault);
    else this.#markedFaults.delete(marker);
  }

  setReply(reply: ReplySource | undefined): void {
    this.reply.setReply(reply);
  }

  /** Object returned when a request asks for JSON output: a value, or a function of the prompt. */
  setJsonReply(value: (prompt: PromptView) => unknown): void;
  setJsonReply(value: unknown): void;
  setJsonReply(value: JsonReplySource): void {
    this.reply.setJsonReply(value);
  }

  setChunkCount(count: number): void {
    this.reply.setChunkCount(count);
  }

  /** Clears recorded requests, abort count, fault and reply settings. */
  reset(): void {
    this.requests.length = 0;
    this.#clientAborts = 0;
    this.#faults.set(null);
    this.#markedFaults.clear();
    this.reply.reset();
  }

  /**
   * Resolves once at least `count` client aborts have been seen since the last reset
   * (immediately if they already happened), so a test cannot miss an early abort. It waits up
   * to 10 s: on a loaded machine the hang-up can take seconds to reach the fake.
   */
  waitForClientAbort(options: { count?: number; timeoutMs?: number } = {}): Promise<void> {
    const count = options.count ?? 1;
    if (this.#clientAborts >= count) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#abortWaiters = this.#abortWaiters.filter((w) => w !== waiter);
        reject(
          new Error(
            `${this.name} fake: expected ${count} client abort(s), saw ${this.#clientAborts}`,
          ),
        );
      }, options.timeoutMs ?? 10_000);
      const waiter = {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      this.#abortWaiters.push(waiter);
    });
  }

  #noteClientAbort(request: RecordedRequest): void {
    request.clientAborted = true;
    this.#clientAborts += 1;
    const ready = this.#abortWaiters.filter((w) => this.#clientAborts >= w.count);
    this.#abortWaiters = this.#abortWaiters.filter((w) => this.#clientAborts < w.count);
    for (const waiter of ready) waiter.resolve();
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const rawBytes = await readBody(req).catch(() => null);
    if (rawBytes === null) return; // client vanished while sending the body; nothing to answer
    const rawBody = rawBytes.toString('utf8');
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body: parseBody(rawBody),
      rawBody,
      rawBytes,
      receivedAt: Date.now(),
      clientAborted: false,
    };
    this.requests.push(request);

    const closed = new AbortController();
    let serverDropped = false;
    res.on('close', () => {
      closed.abort();
      if (!res.writableEnded && !serverDropped && !this.#closing) this.#noteClientAbort(request);
    });

    const pathname = new URL(request.path, 'http://fake').pathname;
    const route = this.#spec.routes.find(
      (r) =>
        r.method === request.method && (r.pattern ? r.pattern.test(pathname) : r.path === pathname),
    );
    const marked = [...this.#markedFaults].find(([marker]) => rawBody.includes(marker))?.[1];
    const fault = route === undefined ? null : (marked ?? this.#faults.take());
    const write = {
      fault,
      signal: closed.signal,
      markServerDrop: () => (serverDropped = true),
      headers: { 'x-request-id': `req_fake_${this.requests.length}` },
    };
    // Error answers are never delayed, truncated or dropped.
    const plain = { ...write, fault: null };
    const sendError = (status: number, message?: string) =>
      sendJson(res, status, this.#spec.errorBody(status, message), plain);

    // Order: routing, then the injected fault (so a test can force any status, even 401,
    // whatever the key), then the provider's auth check, then the route itself.
    try {
      if (route === undefined) {
        await sendError(404, `Invalid URL (${request.method} ${pathname})`);
        return;
      }
      if (fault?.kind === 'hang') return; // keep the socket open; only the client can end this
      if (fault?.kind === 'status') {
        const headers: Record<string, string> = { ...write.headers };
        if (fault.retryAfter !== undefined) headers['retry-after'] = String(fault.retryAfter);
        if (fault.retryAfterMs !== undefined)
          headers['retry-after-ms'] = String(fault.retryAfterMs);
        const body = fault.body ?? this.#spec.errorBody(fault.status);
        await sendJson(res, fault.status, body, { ...plain, headers });
        return;
      }
      const authError = this.#spec.authenticate?.(req.headers) ?? null;
      if (authError !== null) {
        await sendJson(res, authError.status, authError.body, plain);
        return;
      }
      const body = isObject(request.body) ? request.body : {};
      await route.handle({
        request,
        body,
        reply: this.reply,
        sendJson: (json, status = 200) => sendJson(res, status, json, write),
        sendSse: (events) => sendSse(res, events, write),
        sendBytes: (contentType, bytes, status = 200) =>
          sendBytes(res, status, contentType, bytes, write),
        sendError,
      });
    } catch (error) {
      // A bug in a fake must show up as a loud 500, not as a hanging test.
      if (!res.headersSent) await sendError(500, `fake ${this.name} crashed: ${String(error)}`);
      else res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

export async function startFakeServer(
  spec: FakeProviderSpec,
  options: StartOptions = {},
): Promise<FakeServer> {
  return new FakeServer(spec).listen(options);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseBody(raw: string): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A header value as a single string (node gives string[] for repeated headers). */
export function headerValue(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** `Authorization: Bearer <key>` check used by the OpenAI-style fakes. */
export function checkBearer(
  headers: IncomingHttpHeaders,
  expectedKey: string | undefined,
  errors: { missing: () => HttpError; wrong: (presented: string) => HttpError },
): HttpError | null {
  if (expectedKey === undefined) return null;
  const auth = headerValue(headers, 'authorization');
  const match = auth?.match(/^Bearer\s+(.+)$/i);
  if (!match?.[1]) return errors.missing();
  return match[1] === expectedKey ? null : errors.wrong(match[1]);
}
