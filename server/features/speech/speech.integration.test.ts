import { MPEGDecoder } from 'mpg123-decoder';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ELEVENLABS_VOICES,
  type FakeElevenLabs,
  type FakeOpenAI,
  startFakeElevenLabs,
  startFakeOpenAI,
} from '../../../tests/fakes';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { mp3Duration, parseMp3 } from './mp3-frames';

let server: TestServer;
let elevenlabs: FakeElevenLabs;
let openai: FakeOpenAI;

beforeAll(async () => {
  [elevenlabs, openai] = await Promise.all([startFakeElevenLabs(), startFakeOpenAI()]);
  server = await startTestServer(
    {},
    { ELEVENLABS_BASE_URL: elevenlabs.url, OPENAI_BASE_URL: `${openai.url}/v1` },
  );
});
afterAll(async () => {
  await server.close();
  await Promise.all([elevenlabs.close(), openai.close()]);
});
beforeEach(() => {
  elevenlabs.reset();
  openai.reset();
});

async function visitorWith(keys: Record<string, string> = {}) {
  const browser = createBrowser(server.url);
  if (Object.keys(keys).length > 0) await browser('/api/keys', postJson(keys));
  return browser;
}

/** Decodes MP3 bytes with a real decoder (mpg123): the samples a player would play. */
async function decode(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    return decoder.decode(bytes);
  } finally {
    decoder.free();
  }
}

const LONG_TEXT = Array.from(
  { length: 60 },
  (_, i) => `Sentence number ${i + 1} explains one more idea in plain words.`,
).join(' ');

describe('GET /api/tts/voices', () => {
  it('lists the offline voices on a bare install, each with its engine', async () => {
    const response = await fetch(`${server.url}/api/tts/voices`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.problems).toEqual([]);
    expect(body.voices[0]).toEqual({
      voice_id: 'offline:en-us',
      name: 'English (America)',
      engine: 'offline',
    });
    expect(body.voices.every((voice: { engine: string }) => voice.engine === 'offline')).toBe(true);
    expect(body.voices.length).toBeGreaterThan(3);
  });

  it('adds the ElevenLabs account voices and the OpenAI voices when their keys are set', async () => {
    const browser = await visitorWith({
      ELEVENLABS_API_KEY: elevenlabs.apiKey,
      OPENAI_API_KEY: openai.apiKey!,
    });
    const body = await (await browser('/api/tts/voices')).json();
    const engines = body.voices.map((voice: { engine: string }) => voice.engine);
    expect(engines.slice(0, 2)).toEqual(['elevenlabs', 'elevenlabs']);
    expect(body.voices[0]).toEqual({
      voice_id: `elevenlabs:${ELEVENLABS_VOICES[0]!.voice_id}`,
      name: 'Rachel',
      engine: 'elevenlabs',
    });
    expect(body.voices).toContainEqual({
      voice_id: 'openai:alloy',
      name: 'Alloy',
      engine: 'openai',
    });
    expect(engines).toContain('offline');
    expect(elevenlabs.lastRequest?.headers['xi-api-key']).toBe(elevenlabs.apiKey);
  });

  it('lists only the ElevenLabs voices /api/tts accepts, and accepts every one it lists', async () => {
    const browser = await visitorWith({ ELEVENLABS_API_KEY: elevenlabs.apiKey });
    const body = await (await browser('/api/tts/voices')).json();
    const listed = body.voices
      .filter((voice: { engine: string }) => voice.engine === 'elevenlabs')
      .map((voice: { voice_id: string }) => voice.voice_id);
    expect(listed).toEqual([
      'elevenlabs:21m00Tcm4TLvDq8UxGE9',
      'elevenlabs:EXAVITQu4vr4xnSDxMaL',
      'elevenlabs:my_voice-2024',
    ]);
    for (const voiceId of listed) {
      const response = await browser('/api/tts', postJson({ text: 'Hi.', voiceId }));
      expect(response.status, voiceId).toBe(200);
      await response.arrayBuffer();
    }
    const unlisted = await browser(
      '/api/tts',
      postJson({ text: 'Hi.', voiceId: 'elevenlabs:odd.voice' }),
    );
    expect(unlisted.status).toBe(400);
    expect(await unlisted.json()).toEqual({ message: 'Unknown voice: elevenlabs:odd.voice' });
  });

  it('a refused ElevenLabs key is reported, and the other voices still come', async () => {
    const browser = await visitorWith({ ELEVENLABS_API_KEY: 'wrong-key' });
    const body = await (await browser('/api/tts/voices')).json();
    expect(body.problems).toEqual([
      {
        engine: 'elevenlabs',
        message: 'ElevenLabs refused the API key. Please check it in Settings.',
      },
    ]);
    expect(body.voices.length).toBeGreaterThan(0);
  });
});

describe('POST /api/tts', () => {
  it('speaks with the offline voice by default: real MP3 frames that decode to the speech', async () => {
    const response = await fetch(
      `${server.url}/api/tts`,
      postJson({ text: 'Hello from Redraft. This voice works offline.' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/mpeg');
    expect(response.headers.get('x-voice-engine')).toBe('offline');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { frames, complete } = parseMp3(bytes);
    expect(complete).toBe(true);
    expect(frames.length).toBeGreaterThan(50);
    expect(frames[0]).toMatchObject({ layer: 3, sampleRate: 22050, channels: 1 });
    const duration = mp3Duration(frames);
    expect(duration).toBeGreaterThan(2);
    expect(duration).toBeLessThan(8);
    const decoded = await decode(bytes);
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(22050);
    expect(decoded.samplesDecoded / decoded.sampleRate).toBeGreaterThan(2);
    // Speech, not silence: a good share of the samples carry sound.
    const loud = decoded.channelData[0]!.filter((sample) => Math.abs(sample) > 0.05).length;
    expect(loud / decoded.samplesDecoded).toBeGreaterThan(0.1);
  });

  it('speaks a short text with every offline voice it lists', async () => {
    const { voices } = await (await fetch(`${server.url}/api/tts/voices`)).json();
    const offline = voices.filter((voice: { engine: string }) => voice.engine === 'offline');
    expect(offline.map((voice: { name: string }) => voice.name)).toContain(
      'English (Great Britain)',
    );
    for (const voice of offline as { voice_id: string; name: string }[]) {
      const response = await fetch(
        `${server.url}/api/tts`,
        postJson({ text: 'Good morning.', voiceId: voice.voice_id }),
      );
      expect(response.status, voice.name).toBe(200);
      const decoded = await decode(new Uint8Array(await response.arrayBuffer()));
      expect(decoded.errors, voice.name).toEqual([]);
      expect(decoded.samplesDecoded / decoded.sampleRate, voice.name).toBeGreaterThan(0.4);
    }
  });

  it('narrates long text in pieces as one continuous stream, faster at speed 2', async () => {
    const text = LONG_TEXT.slice(0, 2000); // five pieces of the offline voice
    const normal = await fetch(
      `${server.url}/api/tts`,
      postJson({ text, voiceId: 'offline:en-us' }),
    );
    const fast = await fetch(
      `${server.url}/api/tts`,
      postJson({ text, voiceId: 'offline:en-us', speed: 2 }),
    );
    const normalMp3 = parseMp3(new Uint8Array(await normal.arrayBuffer()));
    const fastMp3 = parseMp3(new Uint8Array(await fast.arrayBuffer()));
    expect(normalMp3.complete).toBe(true);
    // ~320 words: about a minute and a half of speech, in one stream.
    expect(mp3Duration(normalMp3.frames)).toBeGreaterThan(80);
    expect(mp3Duration(fastMp3.frames)).toBeLessThan(mp3Duration(normalMp3.frames) * 0.65);
  });

  it('speaks with an ElevenLabs voice, joining the pieces into one MP3 without their headers', async () => {
    const browser = await visitorWith({ ELEVENLABS_API_KEY: elevenlabs.apiKey });
    const response = await browser(
      '/api/tts',
      postJson({
        text: LONG_TEXT,
        voiceId: `elevenlabs:${ELEVENLABS_VOICES[1]!.voice_id}`,
        speed: 2,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('x-voice-engine')).toBe('elevenlabs');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { frames, complete } = parseMp3(bytes);
    expect(complete).toBe(true);
    expect(frames[0]).toMatchObject({ sampleRate: 44100, bitrateKbps: 128 });
    const calls = elevenlabs.requests.filter((r) => r.method === 'POST');
    expect(calls.length).toBe(2); // ~3,800 characters in pieces of at most 2,500
    expect(calls[0]?.path).toBe(
      `/v1/text-to-speech/${ELEVENLABS_VOICES[1]!.voice_id}?output_format=mp3_44100_128`,
    );
    expect(calls[0]?.body).toMatchObject({
      model_id: 'eleven_multilingual_v2',
      voice_settings: { speed: 1.2 },
    });
    expect((await decode(bytes)).errors).toEqual([]);
  });

  it('speaks with an OpenAI voice through /v1/audio/speech, without the ID3 tag', async () => {
    const browser = await visitorWith({ OPENAI_API_KEY: openai.apiKey! });
    const response = await browser(
      '/api/tts',
      postJson({ text: 'Short and clear.', voiceId: 'openai:nova', speed: 0.5 }),
    );
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 3)).toString('latin1')).not.toBe('ID3');
    expect(parseMp3(bytes).frames[0]).toMatchObject({ sampleRate: 24000 });
    expect(openai.lastRequest?.body).toMatchObject({
      model: 'tts-1',
      input: 'Short and clear.',
      voice: 'nova',
      speed: 0.5,
      response_format: 'mp3',
    });
  });

  it.each([
    ['no text', {}, 'Text is required'],
    ['empty text', { text: '' }, 'Text is required'],
    ['speed 3', { text: 'Hi', speed: 3 }, 'Speed must be between 0.5 and 2'],
    ['speed 0.4', { text: 'Hi', speed: 0.4 }, 'Speed must be between 0.5 and 2'],
    [
      'text over the limit',
      { text: 'x'.repeat(100_001) },
      'Text is too long to narrate at once (limit 100,000 characters)',
    ],
    [
      'an unknown offline voice',
      { text: 'Hi', voiceId: 'offline:klingon' },
      'Unknown voice: offline:klingon',
    ],
    [
      'an OpenAI voice without the key',
      { text: 'Hi', voiceId: 'openai:nova' },
      'OpenAI API key is required for text-to-speech. Please add it in Settings.',
    ],
    [
      'an ElevenLabs voice without the key',
      { text: 'Hi', voiceId: 'elevenlabs:21m00Tcm4TLvDq8UxGE9' },
      'ElevenLabs API key is required for text-to-speech. Please add it in Settings.',
    ],
    [
      'a bare ElevenLabs voice id without the key',
      { text: 'Hi', voiceId: '21m00Tcm4TLvDq8UxGE9' },
      'ElevenLabs API key is required for text-to-speech. Please add it in Settings.',
    ],
  ])('%s → 400', async (_name, body, message) => {
    const response = await fetch(`${server.url}/api/tts`, postJson(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });

  it('a voice id that is not an ElevenLabs id never reaches its URL → 400', async () => {
    const browser = await visitorWith({ ELEVENLABS_API_KEY: elevenlabs.apiKey });
    const response = await browser(
      '/api/tts',
      postJson({ text: 'Hi', voiceId: 'elevenlabs:../../v1/user' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown voice: elevenlabs:../../v1/user' });
    expect(elevenlabs.requests).toHaveLength(0);
  });

  it('an unknown OpenAI voice with a key → 400', async () => {
    const browser = await visitorWith({ OPENAI_API_KEY: openai.apiKey! });
    const response = await browser('/api/tts', postJson({ text: 'Hi', voiceId: 'openai:robot' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Unknown voice: openai:robot' });
  });

  it.each([
    [
      { kind: 'status', status: 500 } as const,
      'ElevenLabs could not generate the speech (500). Please try again.',
    ],
    [
      { kind: 'status', status: 401 } as const,
      'ElevenLabs refused the API key (401). Please check it in Settings.',
    ],
    [
      { kind: 'status', status: 429, retryAfterMs: 1 } as const,
      'ElevenLabs is rate limiting requests (429). Please try again in a moment.',
    ],
    [{ kind: 'malformed' } as const, 'ElevenLabs sent audio that is not MP3. Please try again.'],
  ])('provider fault %j → 502 %s', async (fault, message) => {
    elevenlabs.setFault(fault);
    const browser = await visitorWith({ ELEVENLABS_API_KEY: elevenlabs.apiKey });
    const response = await browser(
      '/api/tts',
      postJson({ text: 'Hello.', voiceId: `elevenlabs:${ELEVENLABS_VOICES[0]!.voice_id}` }),
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message });
    expect(server.logs()).not.toContain(elevenlabs.apiKey);
  });

  it('a provider failing halfway ends the answer early and logs why, without the key', async () => {
    elevenlabs.setFault({ kind: 'status', status: 500, after: 1 });
    const browser = await visitorWith({ ELEVENLABS_API_KEY: elevenlabs.apiKey });
    const response = await browser(
      '/api/tts',
      postJson({ text: LONG_TEXT, voiceId: `elevenlabs:${ELEVENLABS_VOICES[0]!.voice_id}` }),
    );
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
    await expect
      .poll(() => server.logs())
      .toContain('ElevenLabs could not generate the speech (500). Please try again.');
    expect(server.logs()).not.toContain(elevenlabs.apiKey);
  });
});
