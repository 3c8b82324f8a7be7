// Fake api.openai.com: Chat Completions, Responses, model list and audio (transcriptions,
// speech: openai-audio.ts) under /v1.
// SDK usage: createOpenAI({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey }).
import { AudioScript } from './audio';
import { checkBearer, type FakeServer, type StartOptions, startFakeServer } from './fake-server';
import { openAIModelsRoute } from './models';
import { audioSpeechRoute, audioTranscriptionsRoute } from './openai-audio';
import { chatCompletionsRoute } from './openai-chat';
import { openAIAuthErrors, openAIErrorBody } from './openai-errors';
import { responsesRoute } from './openai-responses';

export const DEFAULT_OPENAI_KEY = 'sk-fake-openai-0000';
export const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-5-mini'];

export interface FakeOpenAIOptions extends StartOptions {
  /** Expected bearer key; `null` accepts any request, even without a key. */
  apiKey?: string | null;
  models?: string[];
}

export type FakeOpenAI = FakeServer & {
  readonly apiKey: string | undefined;
  /** What /v1/audio/transcriptions hears. */
  readonly audio: AudioScript;
  /** Files sent to /v1/audio/transcriptions, in order. */
  readonly audioUploads: Buffer[];
};

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const apiKey = options.apiKey === null ? undefined : (options.apiKey ?? DEFAULT_OPENAI_KEY);
  const audio = new AudioScript();
  const audioUploads: Buffer[] = [];
  const server = await startFakeServer(
    {
      name: 'openai',
      routes: [
        chatCompletionsRoute('/v1/chat/completions', {
          idPrefix: 'chatcmpl-',
          streamUsage: 'include-usage-chunk',
          openAIExtras: true,
        }),
        responsesRoute('/v1/responses'),
        openAIModelsRoute('/v1/models', options.models ?? OPENAI_MODELS, 'openai'),
        audioTranscriptionsRoute('/v1/audio/transcriptions', audio, audioUploads),
        audioSpeechRoute('/v1/audio/speech'),
      ],
      errorBody: openAIErrorBody,
      authenticate: (headers) => checkBearer(headers, apiKey, openAIAuthErrors),
    },
    options,
  );
  const reset = server.reset.bind(server);
  return Object.assign(server, {
    apiKey,
    audio,
    audioUploads,
    reset() {
      reset();
      audio.reset();
      audioUploads.length = 0;
    },
  });
}
