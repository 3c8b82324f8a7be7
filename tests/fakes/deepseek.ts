// Fake api.deepseek.com. OpenAI chat dialect at `/chat/completions` directly under the
// base URL (DeepSeek also accepts `/v1/...`, so both are served).
// SDK usage: createDeepSeek({ baseURL: fake.url, apiKey: fake.apiKey }).
// Dialect: usage (with prompt_cache_hit/miss_tokens) always rides on the final stream
// chunk, and `deepseek-reasoner` streams `reasoning_content` before the answer.
import {
  checkBearer,
  type FakeServer,
  type HttpError,
  type StartOptions,
  startFakeServer,
} from './fake-server';
import { openAIModelsRoute } from './models';
import { type ChatFlavor, chatCompletionsRoute } from './openai-chat';
import { openAIErrorBody } from './openai-errors';
import type { PromptView } from './reply';

export const DEFAULT_DEEPSEEK_KEY = 'sk-fake-deepseek-0000';
export const DEEPSEEK_MODELS = ['deepseek-chat', 'deepseek-reasoner'];

const DEEPSEEK_MESSAGES: Record<number, string> = {
  402: 'Insufficient Balance',
  429: 'Rate Limit Reached',
  500: 'Server Error',
  503: 'Server Overloaded',
};

export function deepSeekErrorBody(status: number, message?: string): unknown {
  return openAIErrorBody(status, message ?? DEEPSEEK_MESSAGES[status]);
}

const authError = (message: string): HttpError => ({
  status: 401,
  body: {
    error: { message, type: 'authentication_error', param: null, code: 'invalid_request_error' },
  },
});

/** deepseek-reasoner thinks before answering; other models do not. */
export function defaultDeepSeekReasoning(prompt: PromptView): string | undefined {
  return prompt.model === 'deepseek-reasoner'
    ? `Thinking about: ${prompt.lastUserText.slice(0, 80)}`
    : undefined;
}

export interface FakeDeepSeekOptions extends StartOptions {
  /** Expected bearer key; `null` accepts any request. */
  apiKey?: string | null;
  models?: string[];
  /** Reasoning text per prompt; default: only for `deepseek-reasoner`. */
  reasoning?: (prompt: PromptView) => string | undefined;
}

export type FakeDeepSeek = FakeServer & { readonly apiKey: string | undefined };

export async function startFakeDeepSeek(options: FakeDeepSeekOptions = {}): Promise<FakeDeepSeek> {
  const apiKey = options.apiKey === null ? undefined : (options.apiKey ?? DEFAULT_DEEPSEEK_KEY);
  const flavor: ChatFlavor = {
    idPrefix: '',
    streamUsage: 'on-final-chunk',
    openAIExtras: false,
    usageExtras: (counts) => ({
      prompt_cache_hit_tokens: 0,
      prompt_cache_miss_tokens: counts.promptTokens,
    }),
    reasoning: options.reasoning ?? defaultDeepSeekReasoning,
  };
  const models = options.models ?? DEEPSEEK_MODELS;
  const server = await startFakeServer(
    {
      name: 'deepseek',
      routes: [
        chatCompletionsRoute('/chat/completions', flavor),
        chatCompletionsRoute('/v1/chat/completions', flavor),
        openAIModelsRoute('/models', models, 'deepseek'),
        openAIModelsRoute('/v1/models', models, 'deepseek'),
      ],
      errorBody: deepSeekErrorBody,
      authenticate: (headers) =>
        checkBearer(headers, apiKey, {
          missing: () =>
            authError('Authentication Fails (auth header format should be Bearer sk-...)'),
          wrong: (presented) =>
            authError(`Authentication Fails, Your api key: ****${presented.slice(-4)} is invalid`),
        }),
    },
    options,
  );
  return Object.assign(server, { apiKey });
}
