// Fake local OpenAI-compatible server (Ollama, llama.cpp server, LM Studio, vLLM) at
// `/v1/chat/completions`. SDK usage:
// createOpenAICompatible({ name: 'local', baseURL: `${fake.url}/v1`, includeUsage: true }).
// Local servers usually ignore the key, so none is required unless `apiKey` is given.
// Note: @ai-sdk/openai-compatible only asks for streamed usage with `includeUsage: true`;
// without it, as with the real servers, the stream carries no usage.
import { checkBearer, type FakeServer, type StartOptions, startFakeServer } from './fake-server';
import { openAIModelsRoute } from './models';
import { chatCompletionsRoute } from './openai-chat';
import { openAIAuthErrors, openAIErrorBody } from './openai-errors';

export const LOCAL_MODELS = ['llama3.2:3b', 'qwen2.5:7b', 'mistral:7b'];

export interface FakeLocalLLMOptions extends StartOptions {
  /** Require this bearer key (like `llama-server --api-key`); default: no check. */
  apiKey?: string;
  models?: string[];
}

export type FakeLocalLLM = FakeServer & { readonly apiKey: string | undefined };

export async function startFakeLocalLLM(options: FakeLocalLLMOptions = {}): Promise<FakeLocalLLM> {
  const apiKey = options.apiKey;
  const server = await startFakeServer(
    {
      name: 'local',
      routes: [
        chatCompletionsRoute('/v1/chat/completions', {
          idPrefix: 'chatcmpl-',
          streamUsage: 'include-usage-chunk',
          openAIExtras: false,
        }),
        openAIModelsRoute('/v1/models', options.models ?? LOCAL_MODELS, 'library'),
      ],
      errorBody: openAIErrorBody,
      authenticate: (headers) => checkBearer(headers, apiKey, openAIAuthErrors),
    },
    options,
  );
  return Object.assign(server, { apiKey });
}
