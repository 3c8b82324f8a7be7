// Starts every fake at once (for the serve CLI and for browser/e2e setups), and
// describes them as the JSON the app's test config needs: base URLs the SDK
// providers take, plus the keys the fakes expect.
import { type FakeAnthropic, startFakeAnthropic } from './anthropic';
import { type FakeAssemblyAI, startFakeAssemblyAI } from './assemblyai';
import { type FakeDeepgram, startFakeDeepgram } from './deepgram';
import { type FakeDeepSeek, startFakeDeepSeek } from './deepseek';
import { type FakeElevenLabs, startFakeElevenLabs } from './elevenlabs';
import { type FakeGladia, startFakeGladia } from './gladia';
import { type FakeLocalLLM, startFakeLocalLLM } from './local-llm';
import { type FakeOpenAI, startFakeOpenAI } from './openai';
import { type FakePerplexity, startFakePerplexity } from './perplexity';

export interface AllFakesPorts {
  openai?: number;
  anthropic?: number;
  deepseek?: number;
  perplexity?: number;
  local?: number;
  gladia?: number;
  deepgram?: number;
  assemblyai?: number;
  elevenlabs?: number;
}

export interface AllFakes {
  openai: FakeOpenAI;
  anthropic: FakeAnthropic;
  deepseek: FakeDeepSeek;
  perplexity: FakePerplexity;
  local: FakeLocalLLM;
  gladia: FakeGladia;
  deepgram: FakeDeepgram;
  assemblyai: FakeAssemblyAI;
  elevenlabs: FakeElevenLabs;
  /** `{ openai: { url, baseURL, apiKey }, ... }`; baseURL is what the AI SDK provider wants. */
  describe(): Record<string, { url: string; baseURL: string; apiKey: string | null }>;
  close(): Promise<void>;
}

export async function startAllFakes(
  ports: AllFakesPorts = {},
  host = '127.0.0.1',
): Promise<AllFakes> {
  const [openai, anthropic, deepseek, perplexity, local, gladia, deepgram, assemblyai, elevenlabs] =
    await Promise.all([
      startFakeOpenAI({ port: ports.openai, host }),
      startFakeAnthropic({ port: ports.anthropic, host }),
      startFakeDeepSeek({ port: ports.deepseek, host }),
      startFakePerplexity({ port: ports.perplexity, host }),
      startFakeLocalLLM({ port: ports.local, host }),
      startFakeGladia({ port: ports.gladia, host }),
      startFakeDeepgram({ port: ports.deepgram, host }),
      startFakeAssemblyAI({ port: ports.assemblyai, host }),
      startFakeElevenLabs({ port: ports.elevenlabs, host }),
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
    gladia,
    deepgram,
    assemblyai,
    elevenlabs,
    describe: () => ({
      openai: entry(openai, '/v1'),
      anthropic: entry(anthropic, '/v1'),
      deepseek: entry(deepseek, ''),
      perplexity: entry(perplexity, ''),
      local: entry(local, '/v1'),
      // The speech providers' SDKs take no base URL; Redraft rewrites their origin to this one.
      gladia: entry(gladia, ''),
      deepgram: entry(deepgram, ''),
      assemblyai: entry(assemblyai, ''),
      elevenlabs: entry(elevenlabs, ''),
    }),
    close: async () => {
      await Promise.all(
        [
          openai,
          anthropic,
          deepseek,
          perplexity,
          local,
          gladia,
          deepgram,
          assemblyai,
          elevenlabs,
        ].map((fake) => fake.close()),
      );
    },
  };
}

/**
 * The environment that points every text provider of the server at these fakes, with the keys
 * they expect: what a server under test needs to call any of its text models.
 */
export function textProviderEnv(fakes: AllFakes, localModel = 'llama3.2'): NodeJS.ProcessEnv {
  const endpoints = fakes.describe();
  return {
    ANTHROPIC_API_KEY: fakes.anthropic.apiKey!,
    ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
    OPENAI_API_KEY: fakes.openai.apiKey!,
    OPENAI_BASE_URL: endpoints.openai!.baseURL,
    DEEPSEEK_API_KEY: fakes.deepseek.apiKey!,
    DEEPSEEK_BASE_URL: endpoints.deepseek!.baseURL,
    PERPLEXITY_API_KEY: fakes.perplexity.apiKey!,
    PERPLEXITY_BASE_URL: endpoints.perplexity!.baseURL,
    LOCAL_LLM_BASE_URL: endpoints.local!.baseURL,
    LOCAL_LLM_MODEL: localModel,
  };
}
