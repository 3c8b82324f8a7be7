import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_TRANSCRIPT,
  type FakeAssemblyAI,
  type FakeDeepgram,
  type FakeGladia,
  type FakeOpenAI,
  startFakeAssemblyAI,
  startFakeDeepgram,
  startFakeGladia,
  startFakeOpenAI,
} from '../../../tests/fakes';
import { speechWav, WEBM_HEAD } from '../../../tests/support/speech-audio';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { NO_ENGINE_MESSAGE } from './service';

let server: TestServer;
let gladia: FakeGladia;
let openai: FakeOpenAI;
let deepgram: FakeDeepgram;
let assemblyai: FakeAssemblyAI;
let wav: Buffer;
const webm = Buffer.concat([WEBM_HEAD, Buffer.alloc(4000, 7)]);

beforeAll(async () => {
  [gladia, openai, deepgram, assemblyai] = await Promise.all([
    startFakeGladia(),
    startFakeOpenAI(),
    startFakeDeepgram(),
    startFakeAssemblyAI(),
  ]);
  wav = await speechWav('Dictation works.');
  server = await startTestServer(
    {},
    {
      GLADIA_BASE_URL: gladia.url,
      OPENAI_BASE_URL: `${openai.url}/v1`,
      DEEPGRAM_BASE_URL: deepgram.url,
      ASSEMBLYAI_BASE_URL: assemblyai.url,
    },
  );
});
afterAll(async () => {
  await server.close();
  await Promise.all([gladia, openai, deepgram, assemblyai].map((fake) => fake.close()));
});
beforeEach(() => {
  for (const fake of [gladia, openai, deepgram, assemblyai]) fake.reset();
});

const KEYS = {
  gladia: () => ({ GLADIA_API_KEY: gladia.apiKey }),
  whisper: () => ({ OPENAI_API_KEY: openai.apiKey! }),
  deepgram: () => ({ DEEPGRAM_API_KEY: deepgram.apiKey }),
  assemblyai: () => ({ ASSEMBLYAI_API_KEY: assemblyai.apiKey }),
};
type Engine = keyof typeof KEYS;

/** A visitor who entered the keys of these engines in Settings. */
async function visitorWith(...engines: Engine[]) {
  const browser = createBrowser(server.url);
  const keys = Object.assign({}, ...engines.map((engine) => KEYS[engine]()));
  if (engines.length > 0) expect((await browser('/api/keys', postJson(keys))).status).toBe(200);
  return browser;
}

function upload(audio: Buffer | null, fields: Record<string, string> = {}, type = 'audio/webm') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (audio) form.append('audio', new Blob([new Uint8Array(audio)], { type }), 'dictation.webm');
  return { method: 'POST', body: form } satisfies RequestInit;
}

describe('POST /api/transcribe with each engine', () => {
  it('Gladia (the default): uploads, starts a pre-recorded job and polls it until done', async () => {
    gladia.audio.pendingPolls = 1;
    const browser = await visitorWith('gladia');
    const response = await browser('/api/transcribe', upload(webm));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ text: DEFAULT_TRANSCRIPT, engine: 'gladia' });
    expect(gladia.uploads[0]?.equals(webm)).toBe(true);
    const paths = gladia.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths[0]).toBe('POST /v2/upload');
    expect(paths[1]).toBe('POST /v2/pre-recorded');
    expect(paths.filter((path) => path.startsWith('GET /v2/pre-recorded/')).length).toBe(2);
  });

  it('Whisper: sends the file to OpenAI audio transcriptions with whisper-1', async () => {
    openai.audio.setTranscript('Whisper heard this.');
    const browser = await visitorWith('whisper');
    const response = await browser(
      '/api/transcribe',
      upload(wav, { engine: 'whisper' }, 'audio/wav'),
    );
    expect(await response.json()).toEqual({ text: 'Whisper heard this.', engine: 'whisper' });
    expect(openai.audioUploads[0]?.equals(wav)).toBe(true);
    expect(openai.lastRequest?.rawBody).toContain('whisper-1');
  });

  it('Deepgram: posts the raw audio to /v1/listen with its media type', async () => {
    deepgram.audio.setTranscript('Deepgram heard this.');
    const browser = await visitorWith('deepgram');
    const response = await browser('/api/transcribe', upload(webm, { engine: 'deepgram' }));
    expect(await response.json()).toEqual({ text: 'Deepgram heard this.', engine: 'deepgram' });
    expect(deepgram.uploads[0]?.equals(webm)).toBe(true);
    expect(deepgram.lastRequest?.headers['content-type']).toBe('audio/webm');
    expect(deepgram.lastRequest?.path).toContain('model=nova-3');
  });

  it('AssemblyAI: uploads, submits a transcript and polls it until completed', async () => {
    assemblyai.audio.setTranscript('AssemblyAI heard this.');
    const browser = await visitorWith('assemblyai');
    const response = await browser(
      '/api/transcribe',
      upload(wav, { engine: 'assemblyai' }, 'audio/wav'),
    );
    expect(await response.json()).toEqual({ text: 'AssemblyAI heard this.', engine: 'assemblyai' });
    expect(assemblyai.uploads[0]?.equals(wav)).toBe(true);
    expect(assemblyai.requests.map((r) => r.method)).toEqual(['POST', 'POST', 'GET']);
  });

  it('answers an empty text when the engine heard no speech', async () => {
    deepgram.audio.setTranscript('');
    const browser = await visitorWith('deepgram');
    const response = await browser('/api/transcribe', upload(webm, { engine: 'deepgram' }));
    expect(await response.json()).toEqual({ text: '', engine: 'deepgram' });
  });
});

describe('the fallback order when the selected engine is unavailable', () => {
  it.each([
    ['gladia', ['whisper', 'deepgram'], 'whisper'],
    ['gladia', ['deepgram'], 'deepgram'],
    ['whisper', ['gladia', 'deepgram'], 'gladia'],
    ['whisper', ['deepgram'], 'deepgram'],
    ['deepgram', ['gladia', 'whisper'], 'gladia'],
    ['deepgram', ['whisper'], 'whisper'],
    ['assemblyai', ['gladia', 'whisper'], 'gladia'],
    ['gladia', ['assemblyai'], 'assemblyai'],
  ] as [Engine, Engine[], Engine][])(
    '%s without a key, with %j → %s',
    async (requested, available, used) => {
      const browser = await visitorWith(...available);
      const response = await browser('/api/transcribe', upload(webm, { engine: requested }));
      expect(response.status).toBe(200);
      expect((await response.json()).engine).toBe(used);
    },
  );

  it('without any speech key: 503 naming what to configure, and no provider is called', async () => {
    const browser = await visitorWith();
    const response = await browser('/api/transcribe', upload(webm));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: NO_ENGINE_MESSAGE });
    expect(gladia.requests.length + openai.requests.length + deepgram.requests.length).toBe(0);
  });

  it('a server key counts as well as a Settings key', async () => {
    const withEnvKey = await startTestServer(
      {},
      { DEEPGRAM_API_KEY: deepgram.apiKey, DEEPGRAM_BASE_URL: deepgram.url },
    );
    try {
      const response = await fetch(`${withEnvKey.url}/api/transcribe`, upload(webm));
      expect(await response.json()).toEqual({ text: DEFAULT_TRANSCRIPT, engine: 'deepgram' });
    } finally {
      await withEnvKey.close();
    }
  });
});

describe('bad input', () => {
  it.each([
    [
      'no file',
      () => upload(null, { engine: 'gladia' }),
      400,
      'No audio file was uploaded (field "audio")',
    ],
    ['an empty file', () => upload(Buffer.alloc(0)), 400, 'The audio file is empty'],
    [
      'a file that only claims to be audio',
      () => upload(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n'.repeat(20)), {}, 'audio/webm'),
      415,
      'The file is not audio. Accepted: webm, ogg, wav, mp3, mp4/m4a, aac or flac.',
    ],
    [
      'an unknown engine',
      () => upload(webm, { engine: 'siri' }),
      400,
      'Unknown speech engine (use gladia, whisper, deepgram, assemblyai)',
    ],
  ])('%s', async (_name, request, status, message) => {
    const browser = await visitorWith('gladia');
    const response = await browser('/api/transcribe', request());
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    expect(gladia.requests).toHaveLength(0);
  });

  it('a file over the upload limit: 413 stating the limit', async () => {
    const browser = await visitorWith('gladia');
    const big = Buffer.concat([webm, Buffer.alloc(25 * 1024 * 1024 + 1)]);
    const response = await browser('/api/transcribe', upload(big));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The audio file is too large (limit 25 MB)' });
  });

  it('a JSON body instead of a form: 415', async () => {
    const browser = await visitorWith('gladia');
    const response = await browser('/api/transcribe', postJson({ audio: 'base64...' }));
    expect(response.status).toBe(415);
    expect((await response.json()).message).toContain('multipart/form-data');
  });
});

describe('provider faults', () => {
  it.each([
    [
      { kind: 'status', status: 500 } as const,
      'Gladia could not transcribe the audio (500). Please try again.',
    ],
    [
      { kind: 'status', status: 401 } as const,
      'Gladia refused the API key (401). Please check it in Settings.',
    ],
    [
      { kind: 'status', status: 429 } as const,
      'Gladia is rate limiting requests (429). Please try again in a moment.',
    ],
    [{ kind: 'malformed' } as const, 'Gladia could not transcribe the audio. Please try again.'],
    [{ kind: 'drop' } as const, 'Gladia could not transcribe the audio. Please try again.'],
  ])('%j → 502 with a clear message', async (fault, message) => {
    gladia.setFault(fault);
    const browser = await visitorWith('gladia');
    const response = await browser('/api/transcribe', upload(webm));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message });
  });

  it('a failed AssemblyAI job → 502', async () => {
    assemblyai.audio.jobFails = true;
    const browser = await visitorWith('assemblyai');
    const response = await browser('/api/transcribe', upload(webm, { engine: 'assemblyai' }));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'AssemblyAI could not transcribe the audio. Please try again.',
    });
  });

  it('never logs a key or a stack trace', async () => {
    openai.setFault({ kind: 'status', status: 500 });
    const browser = await visitorWith('whisper');
    await browser('/api/transcribe', upload(webm, { engine: 'whisper' }));
    const logs = server.logs();
    expect(logs).not.toContain(openai.apiKey!);
    expect(logs).not.toContain(gladia.apiKey);
    expect(logs).not.toMatch(/\n\s+at /);
  });
});
