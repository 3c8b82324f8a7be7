// Fake api.deepgram.com: POST /v1/listen with the raw audio as the body and its media type
// as Content-Type, `Authorization: Token <key>`; answers the pre-recorded JSON result.
// SDK usage: createDeepgram({ apiKey, fetch: fetchWithBaseUrl('https://api.deepgram.com', fake.url) }).
import { randomUUID } from 'node:crypto';
import { AudioScript, speechFakeHandle, wordTimings } from './audio';
import { type FakeServer, headerValue, type StartOptions, startFakeServer } from './fake-server';

export const DEFAULT_DEEPGRAM_KEY = 'deepgram-fake-key-0000';

export type FakeDeepgram = FakeServer & {
  readonly apiKey: string;
  readonly audio: AudioScript;
  readonly uploads: Buffer[];
};

/** Deepgram's error body: `{ err_code, err_msg, request_id }`. */
function deepgramError(status: number, message?: string) {
  const code =
    status === 401 ? 'INVALID_AUTH' : status === 400 ? 'Bad Request' : 'INTERNAL_SERVER_ERROR';
  return {
    err_code: code,
    err_msg: message ?? (status === 401 ? 'Invalid credentials.' : 'Request failed.'),
    request_id: randomUUID(),
  };
}

export async function startFakeDeepgram(
  options: StartOptions & { apiKey?: string } = {},
): Promise<FakeDeepgram> {
  const apiKey = options.apiKey ?? DEFAULT_DEEPGRAM_KEY;
  const audio = new AudioScript();
  const uploads: Buffer[] = [];
  const server = await startFakeServer(
    {
      name: 'deepgram',
      errorBody: deepgramError,
      authenticate: (headers) =>
        headerValue(headers, 'authorization') === `Token ${apiKey}`
          ? null
          : { status: 401, body: deepgramError(401) },
      routes: [
        {
          method: 'POST',
          path: '/v1/listen',
          async handle({ request, sendJson }) {
            const type = headerValue(request.headers, 'content-type') ?? '';
            if (request.rawBytes.length === 0 || !/^(audio|video)\//.test(type)) {
              await sendJson(
                deepgramError(
                  400,
                  'Bad Request: failed to process audio: corrupt or unsupported data',
                ),
                400,
              );
              return;
            }
            uploads.push(request.rawBytes);
            const model = new URL(request.path, 'http://fake').searchParams.get('model') ?? 'base';
            const words = wordTimings(audio.transcript);
            const id = randomUUID();
            await sendJson({
              metadata: {
                transaction_key: 'deprecated',
                request_id: id,
                sha256: 'fake',
                created: new Date().toISOString(),
                duration: Math.max(1, words.length * 0.5),
                channels: 1,
                models: [randomUUID()],
                model_info: {},
              },
              results: {
                channels: [
                  {
                    alternatives: [
                      {
                        transcript: audio.transcript,
                        confidence: 0.97,
                        words: words.map((word) => ({
                          ...word,
                          confidence: 0.97,
                          speaker: 0,
                          punctuated_word: word.word,
                        })),
                      },
                    ],
                  },
                ],
              },
              model,
            });
          },
        },
      ],
    },
    options,
  );
  return speechFakeHandle(server, apiKey, audio, uploads);
}
