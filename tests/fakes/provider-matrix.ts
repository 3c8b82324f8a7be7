// Every fake paired with the real AI SDK model that talks to it, so fault tests can
// run the same scenario against each wire format.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { startFakeAnthropic } from './anthropic';
import { startFakeDeepSeek } from './deepseek';
import type { FakeServer } from './fake-server';
import { startFakeLocalLLM } from './local-llm';
import { startFakeOpenAI } from './openai';
import { startFakePerplexity } from './perplexity';

export type AnyFake = FakeServer & { readonly apiKey: string | undefined };

export interface ProviderCase {
  name: string;
  start(): Promise<AnyFake>;
  /** The real provider model that calls `fake`, through `fetch` when one is given. */
  model(fake: AnyFake, fetch?: typeof globalThis.fetch): LanguageModelV3;
}

export const PROVIDER_CASES: ProviderCase[] = [
  {
    name: 'openai responses',
    start: () => startFakeOpenAI(),
    model: (fake, fetch) =>
      createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey, fetch })('gpt-4o-mini'),
  },
  {
    name: 'openai chat',
    start: () => startFakeOpenAI(),
    model: (fake, fetch) =>
      createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey, fetch }).chat('gpt-4o-mini'),
  },
  {
    name: 'anthropic',
    start: () => startFakeAnthropic(),
    model: (fake, fetch) =>
      createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey, fetch })(
        'claude-sonnet-4-5',
      ),
  },
  {
    name: 'deepseek',
    start: () => startFakeDeepSeek(),
    model: (fake, fetch) =>
      createDeepSeek({ baseURL: fake.url, apiKey: fake.apiKey, fetch })('deepseek-chat'),
  },
  {
    name: 'perplexity',
    start: () => startFakePerplexity(),
    model: (fake, fetch) =>
      createPerplexity({ baseURL: fake.url, apiKey: fake.apiKey, fetch })('sonar'),
  },
  {
    name: 'local openai-compatible',
    start: () => startFakeLocalLLM(),
    model: (fake, fetch) =>
      createOpenAICompatible({
        name: 'local',
        baseURL: `${fake.url}/v1`,
        includeUsage: true,
        fetch,
      })('llama3.2:3b'),
  },
];
