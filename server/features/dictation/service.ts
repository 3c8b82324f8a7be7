import type { Metered } from '@common/credits';
import {
  SPEECH_ENGINE_FALLBACKS,
  SPEECH_ENGINE_LABELS,
  type SpeechEngine,
  type TranscribeResponse,
} from '@common/dictation';
import { APICallError } from 'ai';
import type { AppConfig } from '../../config';
import { type Hold, type Payer, reserveFor } from '../../credits/metering';
import { AppError } from '../../lib/errors';
import { speechStatusMessage } from '../../providers/ai-errors';
import { resolveKey } from '../../providers/credentials';
import { SPEECH_ENGINE_KEYS, transcribeAudio } from '../../providers/speech-to-text';
import { ACCEPTED_AUDIO_DESCRIPTION, sniffAudio } from './audio-sniff';

export type TranscriptionHold = Hold<Extract<Metered, { service: 'transcription' }>>;

/**
 * The longest a recording of this size can play, for the credits held before it is sent: no
 * format the engines take carries speech in fewer than 1,000 bytes a second (8 kbit/s).
 */
export function longestDuration(bytes: number): number {
  return Math.ceil(bytes / 1000);
}

/**
 * The length charged when an engine does not report one: a recording from the browser
 * (Opus at about 32 kbit/s) is about 4,000 bytes a second.
 */
export function likelyDuration(bytes: number): number {
  return Math.ceil(bytes / 4000);
}

/** A transcription that takes longer than this is abandoned with a clear 502. */
export const TRANSCRIBE_TIMEOUT_MS = 180_000;

export const NO_ENGINE_MESSAGE =
  'No speech-to-text service is configured. Add a Gladia, OpenAI (Whisper), Deepgram or AssemblyAI API key in Settings.';

/** The engine to use: the requested one when it has a key, else the spec's fallback order. */
export function chooseEngine(
  requested: SpeechEngine,
  hasKey: (engine: SpeechEngine) => boolean,
): SpeechEngine | undefined {
  return SPEECH_ENGINE_FALLBACKS[requested].find(hasKey);
}

export async function transcribeRecording(options: {
  audio: Buffer;
  requested: SpeechEngine;
  config: AppConfig;
  signal?: AbortSignal;
  /** Who pays: the engine's most is held before the recording is sent (credits/metering.ts). */
  payer: Payer;
}): Promise<TranscribeResponse> {
  const keyFor = (candidate: SpeechEngine) =>
    resolveKey(SPEECH_ENGINE_KEYS[candidate], options.config, options.payer.ownKeys);
  if (options.audio.length === 0) throw new AppError(400, 'The audio file is empty');
  if (!(await sniffAudio(options.audio))) {
    throw new AppError(415, `The file is not audio. Accepted: ${ACCEPTED_AUDIO_DESCRIPTION}.`);
  }
  const engine = chooseEngine(options.requested, (candidate) => Boolean(keyFor(candidate)));
  if (!engine) throw new AppError(503, NO_ENGINE_MESSAGE);

  const hold: TranscriptionHold = await reserveFor(
    options.payer,
    SPEECH_ENGINE_KEYS[engine],
    SPEECH_ENGINE_LABELS[engine],
    { service: 'transcription', provider: engine, seconds: longestDuration(options.audio.length) },
  );
  const timeout = AbortSignal.timeout(TRANSCRIBE_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  // A recording the engine had in hand when the caller left or the wait ran out is charged;
  // one it refused or failed on is not.
  let seconds = 0;
  try {
    const result = await transcribeAudio({
      engine,
      apiKey: keyFor(engine)!,
      config: options.config,
      audio: options.audio,
      signal,
    });
    seconds = result.seconds ?? likelyDuration(options.audio.length);
    return { text: result.text, engine };
  } catch (error) {
    if (isNoTranscript(error) || signal.aborted) seconds = likelyDuration(options.audio.length);
    if (isNoTranscript(error)) return { text: '', engine };
    throw new AppError(502, transcriptionFailure(engine, error, timeout.aborted), undefined, error);
  } finally {
    await hold.settle({ seconds });
  }
}

function isNoTranscript(error: unknown): boolean {
  return error instanceof Error && error.name === 'AI_NoTranscriptGeneratedError';
}

/** The provider's fault in words a person can act on; never the provider's raw body. */
export function transcriptionFailure(
  engine: SpeechEngine,
  error: unknown,
  timedOut: boolean,
): string {
  const label = SPEECH_ENGINE_LABELS[engine];
  if (timedOut) {
    return `${label} did not finish transcribing within ${TRANSCRIBE_TIMEOUT_MS / 1000} s. Please try again.`;
  }
  if (APICallError.isInstance(error) && error.statusCode && error.statusCode >= 400) {
    return speechStatusMessage(label, error.statusCode, 'transcribe the audio');
  }
  if (APICallError.isInstance(error) && !error.statusCode) {
    return `${label} could not be reached. Please check the connection and try again.`;
  }
  return `${label} could not transcribe the audio. Please try again.`;
}
