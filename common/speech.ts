import { z } from 'zod';
import { formatNumber } from './format-number';

export const TTS_ENGINES = ['elevenlabs', 'openai', 'offline'] as const;
export type TtsEngine = (typeof TTS_ENGINES)[number];

export const TTS_ENGINE_LABELS: Record<TtsEngine, string> = {
  elevenlabs: 'ElevenLabs',
  openai: 'OpenAI',
  offline: 'Offline voice',
};

/** Longest text narrated in one request: about two hours of speech. */
export const MAX_TTS_TEXT_LENGTH = 100_000;

/** Speech request (spec): text min 1 ('Text is required'); speed 0.5–2, default 1. */
export const ttsRequestSchema = z.object({
  text: z
    .string({ error: 'Text is required' })
    .min(1, 'Text is required')
    .max(
      MAX_TTS_TEXT_LENGTH,
      `Text is too long to narrate at once (limit ${formatNumber(MAX_TTS_TEXT_LENGTH)} characters)`,
    ),
  /** A voice_id from GET /api/tts/voices; absent means the first voice listed. */
  voiceId: z.string().max(200).optional(),
  speed: z
    .number({ error: 'Speed must be a number between 0.5 and 2' })
    .min(0.5, 'Speed must be between 0.5 and 2')
    .max(2, 'Speed must be between 0.5 and 2')
    .default(1),
});
export type TtsRequest = z.input<typeof ttsRequestSchema>;

/** A voice (spec: voice_id, name), with the engine that speaks it. */
export const voiceSchema = z.object({
  voice_id: z.string(),
  name: z.string(),
  engine: z.enum(TTS_ENGINES),
});
export type Voice = z.infer<typeof voiceSchema>;

/** Voices of every engine the caller can use; an engine whose list failed is in `problems`. */
export const voicesResponseSchema = z.object({
  voices: z.array(voiceSchema),
  problems: z.array(z.object({ engine: z.enum(TTS_ENGINES), message: z.string() })),
});
export type VoicesResponse = z.infer<typeof voicesResponseSchema>;

/** Voice ids carry their engine: `elevenlabs:<id>`, `openai:<voice>`, `offline:<voice>`. */
export function voiceIdOf(engine: TtsEngine, id: string): string {
  return `${engine}:${id}`;
}

/** A bare id (no known engine prefix) is an ElevenLabs voice id, as in the spec's voice list. */
export function parseVoiceId(voiceId: string): { engine: TtsEngine; id: string } {
  const colon = voiceId.indexOf(':');
  const prefix = colon > 0 ? voiceId.slice(0, colon) : '';
  if ((TTS_ENGINES as readonly string[]).includes(prefix)) {
    return { engine: prefix as TtsEngine, id: voiceId.slice(colon + 1) };
  }
  return { engine: 'elevenlabs', id: voiceId };
}

/** The spec's file name for downloaded narration. */
export const NARRATION_FILE_NAME = 'narration.mp3';
