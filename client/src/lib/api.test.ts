import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, describeError, getQueryFn } from './api';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const status = Number(
      new URL(request.url ?? '/', 'http://x').searchParams.get('status') ?? 200,
    );
    const body = new URL(request.url ?? '/', 'http://x').searchParams.get('body') ?? '';
    response.writeHead(status, { 'content-type': 'text/plain' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the spec error format', () => {
  it('is "{status}: {body}" for a non-OK answer with a body', async () => {
    const error = await apiRequest('GET', `${base}/?status=409&body=Taken`).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('409: Taken');
    expect(error.status).toBe(409);
  });

  it('uses the status text when the body is empty', async () => {
    const error = await apiRequest('GET', `${base}/?status=503`).catch((e) => e);
    expect(error.message).toBe('503: Service Unavailable');
  });

  it("keeps the server's JSON message apart for people", async () => {
    const body = encodeURIComponent(JSON.stringify({ message: 'Text is required' }));
    const error = await apiRequest('GET', `${base}/?status=400&body=${body}`).catch((e) => e);
    expect(error.message).toBe('400: {"message":"Text is required"}');
    expect(describeError(error, 'fallback')).toBe('Text is required');
  });

  it('reads a 401 as "no user" when asked to', async () => {
    const query = getQueryFn<unknown>({ on401: 'returnNull' });
    const result = await query({
      queryKey: [`${base}/?status=401&body=nope`],
      signal: new AbortController().signal,
    } as never);
    expect(result).toBeNull();
    const strict = getQueryFn<unknown>({ on401: 'throw' });
    await expect(
      strict({
        queryKey: [`${base}/?status=401&body=nope`],
        signal: new AbortController().signal,
      } as never),
    ).rejects.toThrow('401: nope');
  });
});
