// Fake api.gladia.io, v2 pre-recorded flow: POST /v2/upload (multipart `audio`) →
// { audio_url }; POST /v2/pre-recorded { audio_url } → 201 { id, result_url }; GET the
// result_url until status is "done". URLs it hands out are on https://api.gladia.io, as the
// real service's are: clients reach them through their base URL override.
// SDK usage: createGladia({ apiKey, fetch: fetchWithBaseUrl('https://api.gladia.io', fake.url) }).
import { randomUUID } from 'node:crypto';
import { AudioScript, parseMultipart, speechFakeHandle } from './audio';
import { type FakeServer, headerValue, type StartOptions, startFakeServer } from './fake-server';

export const DEFAULT_GLADIA_KEY = 'gladia-fake-key-0000';
const ORIGIN = 'https://api.gladia.io';

export type FakeGladia = FakeServer & {
  readonly apiKey: string;
  readonly audio: AudioScript;
  /** Bytes of every file uploaded, in order. */
  readonly uploads: Buffer[];
};

function gladiaError(status: number, message?: string, path = '/v2') {
  return {
    timestamp: new Date().toISOString(),
    path,
    request_id: `G-${randomUUID().slice(0, 8)}`,
    statusCode: status,
    message: message ?? (status === 401 ? 'Invalid or missing x-gladia-key' : 'Request failed'),
  };
}

export async function startFakeGladia(
  options: StartOptions & { apiKey?: string } = {},
): Promise<FakeGladia> {
  const apiKey = options.apiKey ?? DEFAULT_GLADIA_KEY;
  const audio = new AudioScript();
  const uploads: Buffer[] = [];
  const files = new Set<string>();
  const jobs = new Map<string, { polls: number; audioUrl: string; createdAt: string }>();

  const server = await startFakeServer(
    {
      name: 'gladia',
      errorBody: (status, message) => gladiaError(status, message),
      authenticate: (headers) =>
        headerValue(headers, 'x-gladia-key') === apiKey
          ? null
          : { status: 401, body: gladiaError(401) },
      routes: [
        {
          method: 'POST',
          path: '/v2/upload',
          async handle({ request, sendJson }) {
            const form = await parseMultipart(request.headers, request.rawBytes);
            const file = form?.get('audio');
            if (!(file instanceof File) || file.size === 0) {
              await sendJson(gladiaError(400, 'audio file is required', '/v2/upload'), 400);
              return;
            }
            const bytes = Buffer.from(await file.arrayBuffer());
            uploads.push(bytes);
            const id = randomUUID();
            files.add(id);
            await sendJson({
              audio_url: `${ORIGIN}/file/${id}`,
              audio_metadata: {
                id,
                filename: file.name,
                extension: file.name.split('.').pop(),
                size: bytes.length,
                audio_duration: 1,
                number_of_channels: 1,
              },
            });
          },
        },
        {
          method: 'POST',
          path: '/v2/pre-recorded',
          async handle({ body, sendJson }) {
            const audioUrl = String(body.audio_url ?? '');
            if (!files.has(audioUrl.split('/').pop() ?? '')) {
              await sendJson(
                gladiaError(400, 'audio_url must be an uploaded file', '/v2/pre-recorded'),
                400,
              );
              return;
            }
            const id = randomUUID();
            jobs.set(id, { polls: 0, audioUrl, createdAt: new Date().toISOString() });
            await sendJson({ id, result_url: `${ORIGIN}/v2/pre-recorded/${id}` }, 201);
          },
        },
        {
          method: 'GET',
          path: '/v2/pre-recorded/{id}',
          pattern: /^\/v2\/pre-recorded\/[^/]+$/,
          async handle({ request, sendJson }) {
            const id = new URL(request.path, ORIGIN).pathname.split('/').pop()!;
            const job = jobs.get(id);
            if (!job) {
              await sendJson(gladiaError(404, 'Job not found', request.path), 404);
              return;
            }
            job.polls += 1;
            const base = {
              id,
              request_id: `G-${id.slice(0, 8)}`,
              kind: 'pre-recorded',
              created_at: job.createdAt,
              file: { id: job.audioUrl.split('/').pop(), source: job.audioUrl },
            };
            if (job.polls <= audio.pendingPolls) {
              await sendJson({
                ...base,
                status: job.polls === 1 ? 'queued' : 'processing',
                result: null,
              });
              return;
            }
            if (audio.jobFails) {
              await sendJson({ ...base, status: 'error', error_code: 500, result: null });
              return;
            }
            const text = audio.transcript;
            const words = text.split(/\s+/).filter(Boolean);
            await sendJson({
              ...base,
              status: 'done',
              completed_at: new Date().toISOString(),
              result: {
                metadata: {
                  audio_duration: Math.max(1, words.length * 0.5),
                  number_of_distinct_channels: 1,
                  billing_time: Math.max(1, words.length * 0.5),
                  transcription_time: 1.2,
                },
                transcription: {
                  full_transcript: text,
                  languages: ['en'],
                  utterances: text
                    ? [
                        {
                          start: 0,
                          end: words.length * 0.5,
                          text,
                          confidence: 0.93,
                          channel: 0,
                          speaker: 0,
                          language: 'en',
                          words: words.map((word, i) => ({
                            word: ` ${word}`,
                            start: i * 0.5,
                            end: i * 0.5 + 0.45,
                            confidence: 0.93,
                          })),
                        },
                      ]
                    : [],
                },
              },
            });
          },
        },
      ],
    },
    options,
  );
  return speechFakeHandle(server, apiKey, audio, uploads);
}
