// Fake api.assemblyai.com: POST /v2/upload (raw bytes) → { upload_url }; POST /v2/transcript
// { audio_url, speech_models } → { id, status: "queued" }; GET /v2/transcript/{id} until
// status is "completed" (or "error"). Auth: the bare key in `Authorization`.
// SDK usage: createAssemblyAI({ apiKey, fetch: fetchWithBaseUrl('https://api.assemblyai.com', fake.url) }).
import { randomUUID } from 'node:crypto';
import { AudioScript, speechFakeHandle, wordTimings } from './audio';
import { type FakeServer, headerValue, type StartOptions, startFakeServer } from './fake-server';

export const DEFAULT_ASSEMBLYAI_KEY = 'assemblyai-fake-key-0000';

export type FakeAssemblyAI = FakeServer & {
  readonly apiKey: string;
  readonly audio: AudioScript;
  readonly uploads: Buffer[];
};

/** AssemblyAI's error body: `{ error: "..." }`. */
function assemblyError(status: number, message?: string) {
  return {
    error:
      message ??
      (status === 401
        ? 'Authentication error, API token missing/invalid'
        : 'Internal server error'),
  };
}

export async function startFakeAssemblyAI(
  options: StartOptions & { apiKey?: string } = {},
): Promise<FakeAssemblyAI> {
  const apiKey = options.apiKey ?? DEFAULT_ASSEMBLYAI_KEY;
  const audio = new AudioScript();
  const uploads: Buffer[] = [];
  const files = new Set<string>();
  const jobs = new Map<string, { polls: number; audioUrl: string; model: string }>();

  const server = await startFakeServer(
    {
      name: 'assemblyai',
      errorBody: assemblyError,
      authenticate: (headers) =>
        headerValue(headers, 'authorization') === apiKey
          ? null
          : { status: 401, body: assemblyError(401) },
      routes: [
        {
          method: 'POST',
          path: '/v2/upload',
          async handle({ request, sendJson }) {
            if (request.rawBytes.length === 0) {
              await sendJson(assemblyError(400, 'Upload failed, please try again.'), 400);
              return;
            }
            uploads.push(request.rawBytes);
            const id = randomUUID();
            files.add(id);
            await sendJson({ upload_url: `https://cdn.assemblyai.com/upload/${id}` });
          },
        },
        {
          method: 'POST',
          path: '/v2/transcript',
          async handle({ body, sendJson }) {
            const audioUrl = String(body.audio_url ?? '');
            if (!files.has(audioUrl.split('/').pop() ?? '')) {
              await sendJson(assemblyError(400, 'Invalid audio_url'), 400);
              return;
            }
            const id = randomUUID();
            const models = Array.isArray(body.speech_models) ? body.speech_models : [];
            jobs.set(id, { polls: 0, audioUrl, model: String(models[0] ?? 'universal') });
            await sendJson({ id, status: 'queued', audio_url: audioUrl, text: null, words: null });
          },
        },
        {
          method: 'GET',
          path: '/v2/transcript/{id}',
          pattern: /^\/v2\/transcript\/[^/]+$/,
          async handle({ request, sendJson }) {
            const id = request.path.split('/').pop()!;
            const job = jobs.get(id);
            if (!job) {
              await sendJson(assemblyError(404, 'Transcript not found'), 404);
              return;
            }
            job.polls += 1;
            const base = { id, audio_url: job.audioUrl, speech_model_used: job.model };
            if (job.polls <= audio.pendingPolls) {
              await sendJson({
                ...base,
                status: job.polls === 1 ? 'queued' : 'processing',
                text: null,
              });
              return;
            }
            if (audio.jobFails) {
              await sendJson({
                ...base,
                status: 'error',
                error: 'Audio file could not be decoded',
              });
              return;
            }
            const words = wordTimings(audio.transcript);
            await sendJson({
              ...base,
              status: 'completed',
              text: audio.transcript,
              language_code: 'en_us',
              audio_duration: Math.max(1, Math.ceil(words.length * 0.5)),
              confidence: 0.95,
              words: words.map((w) => ({
                text: w.word,
                start: Math.round(w.start * 1000),
                end: Math.round(w.end * 1000),
                confidence: 0.95,
                speaker: null,
              })),
              utterances: null,
            });
          },
        },
      ],
    },
    options,
  );
  return speechFakeHandle(server, apiKey, audio, uploads);
}
