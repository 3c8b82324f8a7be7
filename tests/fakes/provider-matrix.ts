// Every fake paired with the real AI SDK model that talks to it, so fault tests can
// run the same scenario against each wire format.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import type { LanguageModel } from 'ai';
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
  model(fake: AnyFake): LanguageModel;
}

export const PROVIDER_CASES: ProviderCase[] = [
  {
    name: 'openai responses',
    start: () => startFakeOpenAI(),
    model: (fake) =>
      createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey })('gpt-4o-mini'),
  },
  {
    name: 'openai chat',
    start: () => startFakeOpenAI(),
    model: (fake) =>
      createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey }).chat('gpt-4o-mini'),
  },
  {
    name: 'anthropic',
    start: () => startFakeAnthropic(),
    model: (fake) =>
      createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey })('claude-sonnet-4-5'),
  },
  {
    name: 'deepseek',
    start: () => startFakeDeepSeek(),
    model: (fake) => createDeepSeek({ baseURL: fake.url, apiKey: fake.apiKey })('deepseek-chat'),
  },
  {
    name: 'perplexity',
    start: () => startFakePerplexity(),
    model: (fake) => createPerplexity({ baseURL: fake.url, apiKey: fake.apiKey })('sonar'),
  },
  {
    name: 'local openai-compatible',
    start: () => startFakeLocalLLM(),
    model: (fake) =>
      createOpenAICompatible({ name: 'local', baseURL: `${fake.url}/v1`, includeUsage: true })(
        'llama3.2:3b',
      ),
  },
];
