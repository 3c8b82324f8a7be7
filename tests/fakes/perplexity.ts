// Fake api.perplexity.ai: OpenAI chat dialect at `/chat/completions` under the base URL.
// SDK usage: createPerplexity({ baseURL: fake.url, apiKey: fake.apiKey }).
// Dialect: `citations` (URL list) and `search_results` on the completion and on every
// chunk, usage always on the final chunk (no stream_options), search counters in usage,
// and errors whose `code` is the numeric HTTP status (the SDK's schema requires a number).
import {
  checkBearer,
  type FakeServer,
  type HttpError,
  type StartOptions,
  startFakeServer,
} from './fake-server';
import { type ChatFlavor, chatCompletionsRoute } from './openai-chat';

export const DEFAULT_PERPLEXITY_KEY = 'pplx-fake-0000';
export const DEFAULT_CITATIONS = [
  'https://example.com/redraft/style-guide',
  'https://example.org/redraft/grammar',
];

const ERROR_TYPES: Record<number, string> = {
  400: 'invalid_request_error',
  401: 'invalid_api_key',
  429: 'rate_limit_exceeded',
  500: 'internal_server_error',
};

export function perplexityErrorBody(status: number, message?: string): unknown {
  const type =
    ERROR_TYPES[status] ?? (status >= 500 ? 'internal_server_error' : 'invalid_request_error');
  return {
    error: { message: message ?? `Request failed with status ${status}`, type, code: status },
  };
}

const authError = (message: string): HttpError => ({
  status: 401,
  body: perplexityErrorBody(401, message),
});

export interface FakePerplexityOptions extends StartOptions {
  /** Expected bearer key; `null` accepts any request. */
  apiKey?: string | null;
  citations?: string[];
}

export type FakePerplexity = FakeServer & {
  readonly apiKey: string | undefined;
  /** URLs returned as `citations` (and `search_results`) until the next reset(). */
  setCitations(urls: string[]): void;
};

export async function startFakePerplexity(
  options: FakePerplexityOptions = {},
): Promise<FakePerplexity> {
  const apiKey = options.apiKey === null ? undefined : (options.apiKey ?? DEFAULT_PERPLEXITY_KEY);
  const initialCitations = options.citations ?? DEFAULT_CITATIONS;
  let citations = initialCitations;
  const flavor: ChatFlavor = {
    idPrefix: '',
    streamUsage: 'on-final-chunk',
    openAIExtras: false,
    usageExtras: () => ({
      search_context_size: 'low',
      citation_tokens: 0,
      num_search_queries: citations.length > 0 ? 1 : 0,
    }),
    responseExtras: () => ({
      citations,
      search_results: citations.map((url, i) => ({ title: `Source ${i + 1}`, url, date: null })),
    }),
  };
  const server = await startFakeServer(
    {
      name: 'perplexity',
      routes: [chatCompletionsRoute('/chat/completions', flavor)],
      errorBody: perplexityErrorBody,
      authenticate: (headers) =>
        checkBearer(headers, apiKey, {
          missing: () => authError('Missing API key'),
          wrong: () => authError('Invalid API key'),
        }),
    },
    options,
  );
  const baseReset = server.reset.bind(server);
  return Object.assign(server, {
    apiKey,
    setCitations(urls: string[]) {
      citations = urls;
    },
    reset() {
      baseReset();
      citations = initialCitations;
    },
  });
}
