// Drives the speech fakes with the real AI SDK clients, reaching them the way Redraft does
// (an origin-rewriting fetch for the SDKs that take no base URL), to prove their wire format.
import { createAssemblyAI } from '@ai-sdk/assemblyai';
import { createDeepgram } from '@ai-sdk/deepgram';
import { createElevenLabs } from '@ai-sdk/elevenlabs';
import { createGladia } from '@ai-sdk/gladia';
import { createOpenAI } from '@ai-sdk/openai';
import {
  APICallError,
  experimental_generateSpeech as generateSpeech,
  experimental_transcribe as transcribe,
} from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMp3 } from '../../server/features/speech/mp3-frames';
import { fetchWithBaseUrl } from '../../server/providers/base-url';
import { speechWav } from '../support/speech-audio';
import { type FakeAssemblyAI, startFakeAssemblyAI } from './assemblyai';
import { type FakeDeepgram, startFakeDeepgram } from './deepgram';
import { ELEVENLABS_VOICES, type FakeElevenLabs, startFakeElevenLabs } from './elevenlabs';
import { type FakeGladia, startFakeGladia } from './gladia';
import { type FakeOpenAI, startFakeOpenAI } from './openai';

let gladia: FakeGladia;
let deepgram: FakeDeepgram;
let assemblyai: FakeAssemblyAI;
let elevenlabs: FakeElevenLabs;
let openai: FakeOpenAI;
let audio: Buffer;

beforeAll(async () => {
  [gladia, deepgram, assemblyai, elevenlabs, openai] = await Promise.all([
    startFakeGladia(),
    startFakeDeepgram(),
    startFakeAssemblyAI(),
    startFakeElevenLabs(),
    startFakeOpenAI(),
  ]);
  audio = await speechWav('Testing one two three.');
});
afterAll(async () => {
  await Promise.all([gladia, deepgram, assemblyai, elevenlabs, openai].map((fake) => fake.close()));
});

async function statusOf(promise: Promise<unknown>): Promise<number | undefined> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return APICallError.isInstance(error) ? error.statusCode : undefined;
}

describe('speech-to-text fakes with the real SDKs', () => {
  it('Gladia: polls a job that is first queued, then processing, then done', async () => {
    gladia.reset();
    gladia.audio.pendingPolls = 2;
    gladia.audio.setTranscript('Testing one two three.');
    const provider = createGladia({
      apiKey: gladia.apiKey,
      fetch: fetchWithBaseUrl('https://api.gladia.io', gladia.url),
    });
    const result = await transcribe({ model: provider.transcription(), audio });
    expect(result.text).toBe('Testing one two three.');
    expect(result.segments[0]?.text).toBe('Testing one two three.');
    expect(gladia.requests.every((r) => r.headers['x-gladia-key'] === gladia.apiKey)).toBe(true);
    expect(gladia.requests).toHaveLength(5);
  }, 10_000);

  it('Gladia: a wrong key is a 401 in its error shape', async () => {
    const provider = createGladia({
      apiKey: 'wrong',
      fetch: fetchWithBaseUrl('https://api.gladia.io', gladia.url),
    });
    expect(await statusOf(transcribe({ model: provider.transcription(), audio }))).toBe(401);
  });

  it('Deepgram: transcript, words and duration; a wrong key is a 401', async () => {
    deepgram.reset();
    const fetch = fetchWithBaseUrl('https://api.deepgram.com', deepgram.url);
    const good = createDeepgram({ apiKey: deepgram.apiKey, fetch });
    const result = await transcribe({ model: good.transcription('nova-3'), audio });
    expect(result.text).toBe(deepgram.audio.transcript);
    expect(result.segments.length).toBe(deepgram.audio.transcript.split(' ').length);
    expect(result.durationInSeconds).toBeGreaterThan(0);
    const bad = createDeepgram({ apiKey: 'wrong', fetch });
    expect(await statusOf(transcribe({ model: bad.transcription('nova-3'), audio }))).toBe(401);
  });

  it('AssemblyAI: upload, submit and a completed transcript with millisecond word timings', async () => {
    assemblyai.reset();
    const provider = createAssemblyAI({
      apiKey: assemblyai.apiKey,
      fetch: fetchWithBaseUrl('https://api.assemblyai.com', assemblyai.url),
    });
    const result = await transcribe({ model: provider.transcription('universal-2'), audio });
    expect(result.text).toBe(assemblyai.audio.transcript);
    expect(result.segments[1]?.startSecond).toBe(0.5);
    expect(assemblyai.uploads[0]?.equals(audio)).toBe(true);
    expect(assemblyai.requests[1]?.body).toMatchObject({ speech_models: ['universal-2'] });
  });

  it('OpenAI: verbose_json when asked, and a missing file is a 400', async () => {
    openai.reset();
    const provider = createOpenAI({ apiKey: openai.apiKey, baseURL: `${openai.url}/v1` });
    const result = await transcribe({
      model: provider.transcription('whisper-1'),
      audio,
      providerOptions: { openai: { timestampGranularities: ['segment'] } },
    });
    expect(result.text).toBe(openai.audio.transcript);
    expect(result.durationInSeconds).toBeGreaterThan(0);
    const empty = await fetch(`${openai.url}/v1/audio/transcriptions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${openai.apiKey}` },
      body: formWithModelOnly(),
    });
    expect(empty.status).toBe(400);
  });
});

function formWithModelOnly() {
  const form = new FormData();
  form.append('model', 'whisper-1');
  return form;
}

describe('text-to-speech fakes with the real SDKs', () => {
  it('ElevenLabs: MP3 at 44.1 kHz / 128 kb/s; an unknown voice is a 404', async () => {
    const provider = createElevenLabs({
      apiKey: elevenlabs.apiKey,
      fetch: fetchWithBaseUrl('https://api.elevenlabs.io', elevenlabs.url),
    });
    const speech = await generateSpeech({
      model: provider.speech('eleven_multilingual_v2'),
      text: 'Hello there.',
      voice: ELEVENLABS_VOICES[0]!.voice_id,
      outputFormat: 'mp3',
    });
    const { frames, complete } = parseMp3(speech.audio.uint8Array);
    expect(complete).toBe(true);
    expect(frames[0]).toMatchObject({ sampleRate: 44100, bitrateKbps: 128 });
    expect(
      await statusOf(
        generateSpeech({
          model: provider.speech('eleven_multilingual_v2'),
          text: 'Hello.',
          voice: 'nobody',
          maxRetries: 0,
        }),
      ),
    ).toBe(404);
  });

  it('OpenAI speech: MP3 behind an ID3 tag; input over 4096 characters is a 400', async () => {
    const provider = createOpenAI({ apiKey: openai.apiKey, baseURL: `${openai.url}/v1` });
    const speech = await generateSpeech({
      model: provider.speech('tts-1'),
      text: 'Hi.',
      voice: 'alloy',
    });
    const bytes = speech.audio.uint8Array;
    expect(Buffer.from(bytes.subarray(0, 3)).toString('latin1')).toBe('ID3');
    expect(parseMp3(bytes).complete).toBe(true);
    expect(
      await statusOf(
        generateSpeech({
          model: provider.speech('tts-1'),
          text: 'x'.repeat(4097),
          voice: 'alloy',
          maxRetries: 0,
        }),
      ),
    ).toBe(400);
  });
});

describe('fetchWithBaseUrl', () => {
  it("rewrites only the provider's own origin and keeps path and query", async () => {
    const seen: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      seen.push(String(input instanceof Request ? input.url : input));
      return new Response('{}');
    }) as typeof fetch;
    try {
      const rewrite = fetchWithBaseUrl('https://api.gladia.io', 'http://127.0.0.1:9/proxy/')!;
      await rewrite('https://api.gladia.io/v2/upload?x=1');
      await rewrite('https://elsewhere.example/file');
      await rewrite('https://api.gladia.io.elsewhere.example/file');
      expect(seen).toEqual([
        'http://127.0.0.1:9/proxy/v2/upload?x=1',
        'https://elsewhere.example/file',
        'https://api.gladia.io.elsewhere.example/file',
      ]);
      expect(fetchWithBaseUrl('https://api.gladia.io', undefined)).toBeUndefined();
    } finally {
      globalThis.fetch = original;
    }
  });
});
