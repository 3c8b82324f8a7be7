// Starts every fake at once (for the serve CLI and for browser/e2e setups), and
// describes them as the JSON the app's test config needs: base URLs the SDK
// providers take, plus the keys the fakes expect.
import { type FakeAnthropic, startFakeAnthropic } from './anthropic';
import { type FakeDeepSeek, startFakeDeepSeek } from './deepseek';
import { type FakeLocalLLM, startFakeLocalLLM } from './local-llm';
import { type FakeOpenAI, startFakeOpenAI } from './openai';
import { type FakePerplexity, startFakePerplexity } from './perplexity';

export interface AllFakesPorts {
  openai?: number;
  anthropic?: number;
  deepseek?: number;
  perplexity?: number;
  local?: number;
}

export interface AllFakes {
  openai: FakeOpenAI;
  anthropic: FakeAnthropic;
  deepseek: FakeDeepSeek;
  perplexity: FakePerplexity;
  local: FakeLocalLLM;
  /** `{ openai: { url, baseURL, apiKey }, ... }`; baseURL is what the AI SDK provider wants. */
  describe(): Record<string, { url: string; baseURL: string; apiKey: string | null }>;
  close(): Promise<void>;
}

export async function startAllFakes(
  ports: AllFakesPorts = {},
  host = '127.0.0.1',
): Promise<AllFakes> {
  const [openai, anthropic, deepseek, perplexity, local] = await Promise.all([
    startFakeOpenAI({ port: ports.openai, host }),
    startFakeAnthropic({ port: ports.anthropic, host }),
    startFakeDeepSeek({ port: ports.deepseek, host }),
    startFakePerplexity({ port: ports.perplexity, host }),
    startFakeLocalLLM({ port: ports.local, host }),
  ]);
  const entry = (server: { url: string; apiKey: string | undefined }, basePath: string) => ({
    url: server.url,
    baseURL: server.url + basePath,
    apiKey: server.apiKey ?? null,
  });
  return {
    openai,
    anthropic,
    deepseek,
    perplexity,
    local,
    describe: () => ({
      openai: entry(openai, '/v1'),
      anthropic: entry(anthropic, '/v1'),
      deepseek: entry(deepseek, ''),
      perplexity: entry(perplexity, ''),
      local: entry(local, '/v1'),
    }),
    close: async () => {
      await Promise.all(
        [openai, anthropic, deepseek, perplexity, local].map((fake) => fake.close()),
      );
    },
  };
}
