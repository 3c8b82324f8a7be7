/**
 * A fetch for AI SDK providers that take no `baseURL` option (Gladia, Deepgram, AssemblyAI,
 * ElevenLabs): requests to the provider's own origin go to `X_BASE_URL` instead, path and
 * query kept. Without a base URL the provider's default fetch is used.
 */
export function fetchWithBaseUrl(
  providerOrigin: string,
  baseUrl: string | undefined,
): typeof fetch | undefined {
  if (!baseUrl) return undefined;
  const target = baseUrl.replace(/\/+$/, '');
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const own = url === providerOrigin || url.startsWith(`${providerOrigin}/`);
    const rewritten = own ? target + url.slice(providerOrigin.length) : url;
    if (input instanceof Request) return fetch(new Request(rewritten, input), init);
    return fetch(rewritten, init);
  };
}
