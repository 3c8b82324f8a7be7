import { createElevenLabs } from '@ai-sdk/elevenlabs';
import { createOpenAI } from '@ai-sdk/openai';
import { experimental_generateSpeech as generateSpeech } from 'ai';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { fetchWithBaseUrl } from './base-url';

const ELEVENLABS_ORIGIN = 'https://api.elevenlabs.io';
/** ElevenLabs' multilingual model reads English prose most naturally. */
export const ELEVENLABS_MODEL = 'eleven_multilingual_v2';
export const OPENAI_SPEECH_MODEL = 'tts-1';
/** ElevenLabs accepts speeds from 0.7 to 1.2 only; the request's speed is clamped to them. */
const ELEVENLABS_SPEED = { min: 0.7, max: 1.2 };
const VOICE_LIST_TIMEOUT_MS = 15_000;
export const SPEECH_PIECE_TIMEOUT_MS = 120_000;

/**
 * OpenAI's speech API has no voice list endpoint; these are the voices its documentation
 * names for tts-1, each accepted by the API as `voice`.
 */
export const OPENAI_VOICES = [
  'alloy',
  'ash',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
] as const;

const elevenLabsVoicesSchema = z.object({
  voices: z.array(z.object({ voice_id: z.string(), name: z.string() })),
});

export class VoiceServiceError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
    this.name = 'VoiceServiceError';
  }
}

/**
 * The one rule for ElevenLabs voice ids, for the list and for narration alike: the id becomes
 * part of ElevenLabs' URL path, so only letters, digits, '_' and '-' may pass (no '.', '/', '%').
 * A voice outside it is not listed, so the list never offers what /api/tts refuses.
 */
export const isElevenLabsVoiceId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** GET /v1/voices of the caller's ElevenLabs account, the voices Redraft can speak with. */
export async function listElevenLabsVoices(
  apiKey: string,
  config: AppConfig,
): Promise<{ id: string; name: string }[]> {
  const base = (config.providers.ELEVENLABS.baseUrl ?? ELEVENLABS_ORIGIN).replace(/\/+$/, '');
  let response: Response;
  try {
    response = await fetch(`${base}/v1/voices`, {
      headers: { 'xi-api-key': apiKey, accept: 'application/json' },
      signal: AbortSignal.timeout(VOICE_LIST_TIMEOUT_MS),
    });
  } catch {
    throw new VoiceServiceError('ElevenLabs could not be reached');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new VoiceServiceError(`ElevenLabs answered ${response.status}`, response.status);
  }
  const parsed = elevenLabsVoicesSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new VoiceServiceError('ElevenLabs sent a voice list that could not be read');
  return parsed.data.voices
    .filter((voice) => isElevenLabsVoiceId(voice.voice_id))
    .map((voice) => ({ id: voice.voice_id, name: voice.name }));
}

/** One piece of narration from ElevenLabs or OpenAI, as the MP3 file the provider returns. */
export async function speakPiece(options: {
  engine: 'elevenlabs' | 'openai';
  apiKey: string;
  config: AppConfig;
  text: string;
  voice: string;
  speed: number;
  signal?: AbortSignal;
}): Promise<Uint8Array> {
  const timeout = AbortSignal.timeout(SPEECH_PIECE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const model =
    options.engine === 'elevenlabs'
      ? createElevenLabs({
          apiKey: options.apiKey,
          fetch: fetchWithBaseUrl(ELEVENLABS_ORIGIN, options.config.providers.ELEVENLABS.baseUrl),
        }).speech(ELEVENLABS_MODEL)
      : createOpenAI({
          apiKey: options.apiKey,
          baseURL: options.config.providers.OPENAI.baseUrl,
        }).speech(OPENAI_SPEECH_MODEL);
  const speed =
    options.engine === 'elevenlabs'
      ? Math.min(ELEVENLABS_SPEED.max, Math.max(ELEVENLABS_SPEED.min, options.speed))
      : options.speed;
  const result = await generateSpeech({
    model,
    text: options.text,
    voice: options.voice,
    speed,
    outputFormat: 'mp3',
    maxRetries: 1,
    abortSignal: signal,
  });
  return result.audio.uint8Array;
}
