import type { QueryFunction } from '@tanstack/react-query';

/** A non-OK answer. Its message follows the spec: "{status}: {body text}" (status text if empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own `message`, when the body was the API's JSON error. */
    readonly serverMessage?: string,
    readonly statusText = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text()) || response.statusText;
  let serverMessage: string | undefined;
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    if (typeof parsed.message === 'string') serverMessage = parsed.message;
  } catch {
    // Not JSON: the body text itself is the message.
  }
  throw new ApiError(
    response.status,
    `${response.status}: ${body}`,
    serverMessage,
    response.statusText,
  );
}

/**
 * Every call sends credentials (the session cookie); a non-OK answer throws an ApiError.
 * A FormData body goes as multipart (uploads); anything else as JSON.
 */
export async function apiRequest(
  method: string,
  url: string,
  body?: unknown,
  init: { signal?: AbortSignal } = {},
): Promise<Response> {
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    headers: body === undefined || form ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfNotOk(response);
  return response;
}

export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  return (await response.json()) as T;
}

/** A query function for GET endpoints keyed by their URL; a 401 can mean "nobody" (returns null). */
export function getQueryFn<T>(options: { on401: 'returnNull' | 'throw' }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && response.status === 401) return null as T;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

/** What to tell a person about a failed call: the server's own words when it gave some. */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
