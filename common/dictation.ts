import { z } from 'zod';

/** The speech engines of the spec; gladia is the default. */
export const SPEECH_ENGINES = ['gladia', 'whisper', 'deepgram', 'assemblyai'] as const;
export type SpeechEngine = (typeof SPEECH_ENGINES)[number];
export const DEFAULT_SPEECH_ENGINE: SpeechEngine = 'gladia';

/**
 * When the selected engine is unavailable, the spec's order applies (Gladia → Whisper →
 * Deepgram; Whisper → Gladia → Deepgram; Deepgram → Gladia → Whisper). AssemblyAI, an engine
 * the spec names without an order, comes last in each, and falls back like Gladia itself.
 */
export const SPEECH_ENGINE_FALLBACKS: Record<SpeechEngine, readonly SpeechEngine[]> = {
  gladia: ['gladia', 'whisper', 'deepgram', 'assemblyai'],
  whisper: ['whisper', 'gladia', 'deepgram', 'assemblyai'],
  deepgram: ['deepgram', 'gladia', 'whisper', 'assemblyai'],
  assemblyai: ['assemblyai', 'gladia', 'whisper', 'deepgram'],
};

export const SPEECH_ENGINE_LABELS: Record<SpeechEngine, string> = {
  gladia: 'Gladia',
  whisper: 'Whisper (OpenAI)',
  deepgram: 'Deepgram',
  assemblyai: 'AssemblyAI',
};

/** The multipart form field `engine` of POST /api/transcribe; absent means the default. */
export const transcribeEngineSchema = z
  .enum(SPEECH_ENGINES, { error: `Unknown speech engine (use ${SPEECH_ENGINES.join(', ')})` })
  .default(DEFAULT_SPEECH_ENGINE);

/** POST /api/transcribe answers the text and the engine that produced it. */
export const transcribeResponseSchema = z.object({
  text: z.string(),
  engine: z.enum(SPEECH_ENGINES),
});
export type TranscribeResponse = z.infer<typeof transcribeResponseSchema>;

/** The recording the browser uploads (spec). */
export const RECORDING_FILE_NAME = 'dictation.webm';
/** MediaRecorder timeslice (spec). */
export const RECORDER_TIMESLICE_MS = 1000;
/** After stop, the status returns to Ready after this long (spec). */
export const STOP_TO_READY_MS = 500;
/** Live recognition language (spec). */
export const RECOGNITION_LANGUAGE = 'en-US';
