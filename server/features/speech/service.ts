import type { Metered } from '@common/credits';
import {
  parseVoiceId,
  TTS_ENGINE_LABELS,
  type TtsEngine,
  type Voice,
  type VoicesResponse,
  voiceIdOf,
} from '@common/speech';
import { APICallError, RetryError } from 'ai';
import type { AppConfig } from '../../config';
import { type Hold, type Payer, reserveFor } from '../../credits/metering';
import { AppError } from '../../lib/errors';
import { speechStatusMessage } from '../../providers/ai-errors';
import {
  isElevenLabsVoiceId,
  listElevenLabsVoices,
  OPENAI_VOICES,
  speakPiece,
  VoiceServiceError,
} from '../../providers/cloud-voices';
import {
  hasOfflineVoice,
  listOfflineVoices,
  OfflineVoiceBusyError,
  queuedOfflineSynthesis,
} from '../../providers/offline-voice';
import { audioFramesOf } from './mp3-frames';
import { splitIntoPieces } from './pieces';

/** The voice keys of this caller (Settings key or server key). */
export interface VoiceKeys {
  elevenlabs?: string;
  openai?: string;
}

/**
 * Longest piece sent per request: OpenAI takes at most 4096 characters; ElevenLabs pieces
 * are kept shorter so the first audio comes back sooner; offline pieces are short so that
 * the server stays responsive between them.
 */
export const PIECE_CHARS: Record<TtsEngine, number> = {
  openai: 4000,
  elevenlabs: 2500,
  offline: 400,
};

export const missingKeyMessage = (engine: 'elevenlabs' | 'openai') =>
  `${TTS_ENGINE_LABELS[engine]} API key is required for text-to-speech. Please add it in Settings.`;

/**
 * Voices of every engine this caller can use, the engine named on each: ElevenLabs (the
 * account's voices), OpenAI, and the offline voices, which are always there. An engine whose
 * list cannot be fetched is reported in `problems` rather than hiding the others.
 */
export async function listVoices(keys: VoiceKeys, config: AppConfig): Promise<VoicesResponse> {
  const voices: Voice[] = [];
  const problems: VoicesResponse['problems'] = [];
  if (keys.elevenlabs) {
    try {
      for (const voice of await listElevenLabsVoices(keys.elevenlabs, config)) {
        voices.push({
          voice_id: voiceIdOf('elevenlabs', voice.id),
          name: voice.name,
          engine: 'elevenlabs',
        });
      }
    } catch (error) {
      const message =
        error instanceof VoiceServiceError && (error.statusCode === 401 || error.statusCode === 403)
          ? 'ElevenLabs refused the API key. Please check it in Settings.'
          : `Could not fetch the ElevenLabs voices (${error instanceof Error ? error.message : 'unknown error'}).`;
      problems.push({ engine: 'elevenlabs', message });
    }
  }
  if (keys.openai) {
    for (const voice of OPENAI_VOICES) {
      voices.push({
        voice_id: voiceIdOf('openai', voice),
        name: voice[0]!.toUpperCase() + voice.slice(1),
        engine: 'openai',
      });
    }
  }
  for (const voice of await listOfflineVoices()) {
    voices.push({ voice_id: voiceIdOf('offline', voice.id), name: voice.name, engine: 'offline' });
  }
  return { voices, problems };
}

export type VoiceHold = Hold<Extract<Metered, { service: 'voice' }>>;

/** The key each cloud voice is called with. */
export const VOICE_KEY_NAMES = {
  elevenlabs: 'ELEVENLABS_API_KEY',
  openai: 'OPENAI_API_KEY',
} as const;

export interface Narration {
  engine: TtsEngine;
  /** MP3 bytes, one continuous stream; the first chunk is already made (errors came first). */
  audio: AsyncIterable<Uint8Array>;
}

/**
 * Narrates the text with the chosen voice (by default the first voice listed). Long text is
 * spoken in pieces that are joined into one MP3 stream. The first piece is made before the
 * answer starts, so a missing key or a provider fault still gets a proper error status.
 */
export async function narrate(options: {
  text: string;
  voiceId?: string;
  speed: number;
  keys: VoiceKeys;
  config: AppConfig;
  signal?: AbortSignal;
  /** Who pays: a cloud voice's most is held before it is asked for anything (the offline voice is free). */
  payer: Payer;
  /** Records why a narration failed: the user's message is plain, the log keeps the cause. */
  logFailure?: (cause: unknown, message: string) => void;
}): Promise<Narration> {
  const voiceId =
    options.voiceId ?? (await listVoices(options.keys, options.config)).voices[0]!.voice_id;
  const { engine, id } = parseVoiceId(voiceId);
  const fail = (error: unknown) => {
    const failure = speechFailure(engine, error);
    if (failure !== error && failure.statusCode >= 500)
      options.logFailure?.(error, failure.message);
    return failure;
  };
  const pieces = splitIntoPieces(options.text, PIECE_CHARS[engine]);
  if (pieces.length === 0) throw new AppError(400, 'Text is required');

  let stream: AsyncGenerator<Uint8Array>;
  if (engine === 'offline') {
    if (!(await hasOfflineVoice(id))) throw new AppError(400, `Unknown voice: ${voiceId}`);
    stream = queuedOfflineSynthesis({
      pieces,
      voiceId: id,
      speed: options.speed,
      signal: options.signal,
    });
  } else {
    const apiKey = options.keys[engine];
    if (!apiKey) throw new AppError(400, missingKeyMessage(engine));
    // The id becomes part of ElevenLabs' URL path: the list's own rule decides.
    if (engine === 'elevenlabs' && !isElevenLabsVoiceId(id)) {
      throw new AppError(400, `Unknown voice: ${voiceId}`);
    }
    if (engine === 'openai' && !(OPENAI_VOICES as readonly string[]).includes(id)) {
      throw new AppError(400, `Unknown voice: ${voiceId}`);
    }
    const characters = pieces.reduce((sum, piece) => sum + piece.length, 0);
    const hold: VoiceHold = await reserveFor(
      options.payer,
      VOICE_KEY_NAMES[engine],
      TTS_ENGINE_LABELS[engine],
      { service: 'voice', provider: engine, characters },
    );
    stream = cloudNarration({ ...options, engine, apiKey, voice: id, pieces, hold });
  }
  const first = await stream.next().catch((error) => {
    throw fail(error);
  });
  return {
    engine,
    audio: (async function* () {
      if (!first.done) yield first.value;
      try {
        yield* stream;
      } catch (error) {
        // Too late for a status: the answer ends early, and the log says why in plain words.
        throw fail(error);
      }
    })(),
  };
}

async function* cloudNarration(options: {
  engine: 'elevenlabs' | 'openai';
  apiKey: string;
  voice: string;
  speed: number;
  pieces: string[];
  config: AppConfig;
  signal?: AbortSignal;
  hold: VoiceHold;
}): AsyncGenerator<Uint8Array> {
  // Charged: every piece the voice made, and the one in hand when the listener left.
  let characters = 0;
  try {
    for (const piece of options.pieces) {
      const mp3 = await speakPiece({ ...options, text: piece }).catch((error: unknown) => {
        if (options.signal?.aborted) characters += piece.length;
        throw error;
      });
      characters += piece.length;
      // Each piece is a whole MP3 file; only its audio frames go into the joined stream.
      const frames = audioFramesOf(mp3);
      if (frames.length === 0)
        throw new VoiceServiceError(
          `${TTS_ENGINE_LABELS[options.engine]} sent audio that is not MP3`,
        );
      yield frames;
    }
  } finally {
    await options.hold.settle({ characters });
  }
}

/** A provider's fault in words a person can act on; never the provider's raw body. */
export function speechFailure(engine: TtsEngine, thrown: unknown): AppError {
  // After its retry the SDK wraps the provider's last answer in a RetryError.
  const error = RetryError.isInstance(thrown) ? thrown.lastError : thrown;
  if (error instanceof AppError) return error;
  if (error instanceof OfflineVoiceBusyError) return new AppError(503, error.message);
  const label = TTS_ENGINE_LABELS[engine];
  if (APICallError.isInstance(error) && error.statusCode && error.statusCode >= 400) {
    return new AppError(
      502,
      speechStatusMessage(label, error.statusCode, 'generate the speech'),
      undefined,
      error,
    );
  }
  if (APICallError.isInstance(error) && !error.statusCode) {
    return new AppError(
      502,
      `${label} could not be reached. Please check the connection and try again.`,
      undefined,
      error,
    );
  }
  if (error instanceof VoiceServiceError)
    return new AppError(502, `${error.message}. Please try again.`, undefined, error);
  if (error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError')) {
    return new AppError(
      502,
      `${label} took too long to answer. Please try again.`,
      undefined,
      error,
    );
  }
  return new AppError(
    502,
    `${label} could not generate the speech. Please try again.`,
    undefined,
    error,
  );
}
