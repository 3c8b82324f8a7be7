// Writes JSON and SSE responses, applying the active delay / malformed / drop
// fault at the byte level so the real client parsers see what a broken upstream sends.
import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Fault } from './faults';
import { passGate } from './gates';

/** One server-sent event. `data` strings are written raw (e.g. `[DONE]`), anything else as JSON. */
export interface SseEvent {
  event?: string;
  data: unknown;
}

export interface WriteOptions {
  fault: Fault | null;
  /** Aborted when the client goes away; writers stop instead of writing into a dead socket. */
  signal: AbortSignal;
  /** Called right before the fake itself destroys the socket, so it is not counted as a client abort. */
  markServerDrop: () => void;
  headers?: Record<string, string>;
}

export function formatSse(event: SseEvent): string {
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  return `${event.event === undefined ? '' : `event: ${event.event}\n`}data: ${data}\n\n`;
}

/** Same event with its JSON cut in half: what a proxy that corrupts a line produces. */
function truncatedSse(event: SseEvent): string {
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
  const broken = data.slice(0, Math.max(1, Math.floor(data.length / 2)));
  return `${event.event === undefined ? '' : `event: ${event.event}\n`}data: ${broken}\n\n`;
}

/** Resolves false if the client went away while waiting. */
async function pause(ms: number | undefined, signal: AbortSignal): Promise<boolean> {
  if (ms === undefined || ms <= 0) return !signal.aborted;
  try {
    await sleep(ms, undefined, { signal });
    return true;
  } catch {
    return false;
  }
}

/**
 * Closes the TCP connection in the middle of the HTTP response. `end()` (FIN after the
 * bytes already written) rather than `destroy()`, which would discard still-buffered
 * chunks: the client must see the partial output first, then a body cut short.
 */
function dropConnection(res: ServerResponse, options: WriteOptions): void {
  options.markServerDrop();
  res.socket?.end();
}

export async function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  options: WriteOptions,
): Promise<void> {
  const { fault, signal } = options;
  if (fault?.kind === 'delay' && !(await pause(fault.firstChunkMs, signal))) return;
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', ...options.headers };
  if (fault?.kind === 'malformed') {
    // A 200 with a JSON content type whose body is cut off: not parseable.
    const broken = text.slice(0, Math.floor(text.length / 2));
    res.writeHead(200, { ...headers, 'content-length': String(Buffer.byteLength(broken)) });
    res.end(broken);
    return;
  }
  if (fault?.kind === 'drop') {
    // Promise the whole body, deliver half of it, then cut the connection.
    res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
    res.write(text.slice(0, Math.floor(text.length / 2)));
    dropConnection(res, options);
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(Buffer.byteLength(text)) });
  res.end(text);
}

export async function sendSse(
  res: ServerResponse,
  events: SseEvent[],
  options: WriteOptions,
): Promise<void> {
  const { fault, signal } = options;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    ...options.headers,
  });
  // Real providers flush headers at once and the first token later; clients rely on that
  // to distinguish "connected but slow" from "not connected".
  res.flushHeaders();

  const dropAfter =
    fault?.kind === 'drop' ? (fault.afterChunks ?? Math.max(1, Math.floor(events.length / 2))) : -1;
  for (const [index, event] of events.entries()) {
    const wait =
      fault?.kind === 'delay' ? (index === 0 ? fault.firstChunkMs : fault.perChunkMs) : undefined;
    if (!(await pause(wait, signal))) return;
    if (fault?.kind === 'gated' && index >= fault.afterEvents) {
      if (!(await passGate(fault.gate, signal))) return;
    }
    if (index === dropAfter) {
      dropConnection(res, options);
      return;
    }
    // The broken line goes before the second event, so the client has already seen
    // a valid start and the text after the bad line still arrives.
    if (fault?.kind === 'malformed' && index === 1) res.write(truncatedSse(event));
    res.write(formatSse(event));
  }
  res.end();
}

/** A binary answer (audio); `drop` cuts it in half, `delay` holds it back, `malformed` sends JSON instead. */
export async function sendBytes(
  res: ServerResponse,
  status: number,
  contentType: string,
  bytes: Uint8Array,
  options: WriteOptions,
): Promise<void> {
  const { fault, signal } = options;
  if (fault?.kind === 'delay' && !(await pause(fault.firstChunkMs, signal))) return;
  const headers = { 'content-type': contentType, ...options.headers };
  if (fault?.kind === 'malformed') {
    const text = '<html><body>Bad gateway</body></html>';
    res.writeHead(200, { ...headers, 'content-type': 'text/html' });
    res.end(text);
    return;
  }
  res.writeHead(status, { ...headers, 'content-length': String(bytes.length) });
  if (fault?.kind === 'drop') {
    res.write(bytes.subarray(0, Math.floor(bytes.length / 2)));
    dropConnection(res, options);
    return;
  }
  res.end(bytes);
}
