import { createAssemblyAI } from '@ai-sdk/assemblyai';
import { createDeepgram } from '@ai-sdk/deepgram';
import { createGladia } from '@ai-sdk/gladia';
import { createOpenAI } from '@ai-sdk/openai';
import type { SpeechEngine } from '@common/dictation';
import type { ProviderKeyName } from '@common/keys';
import { experimental_transcribe as transcribe } from 'ai';
import type { AppConfig } from '../config';
import { fetchWithBaseUrl } from './base-url';

/** The key each speech engine needs (Whisper is OpenAI's). */
export const SPEECH_ENGINE_KEYS: Record<SpeechEngine, ProviderKeyName> = {
  gladia: 'GLADIA_API_KEY',
  whisper: 'OPENAI_API_KEY',
  deepgram: 'DEEPGRAM_API_KEY',
  assemblyai: 'ASSEMBLYAI_API_KEY',
};

/** Models used per engine: each provider's general-purpose transcription model. */
export const SPEECH_ENGINE_MODELS: Record<SpeechEngine, string> = {
  gladia: 'default',
  whisper: 'whisper-1',
  deepgram: 'nova-3',
  assemblyai: 'universal-2',
};

function transcriptionModel(engine: SpeechEngine, apiKey: string, config: AppConfig) {
  const { providers } = config;
  switch (engine) {
    case 'gladia':
      return createGladia({
        apiKey,
        fetch: fetchWithBaseUrl('https://api.gladia.io', providers.GLADIA.baseUrl),
      }).transcription();
    case 'whisper':
      return createOpenAI({ apiKey, baseURL: providers.OPENAI.baseUrl }).transcription(
        SPEECH_ENGINE_MODELS.whisper,
      );
    case 'deepgram':
      return createDeepgram({
        apiKey,
        fetch: fetchWithBaseUrl('https://api.deepgram.com', providers.DEEPGRAM.baseUrl),
      }).transcription(SPEECH_ENGINE_MODELS.deepgram);
    case 'assemblyai':
      return createAssemblyAI({
        apiKey,
        fetch: fetchWithBaseUrl('https://api.assemblyai.com', providers.ASSEMBLYAI.baseUrl),
      }).transcription(SPEECH_ENGINE_MODELS.assemblyai);
  }
}

/**
 * Sends the audio to one engine and returns its transcript (possibly empty: no speech) and
 * the audio's length in seconds when the engine reports it.
 */
export async function transcribeAudio(options: {
  engine: SpeechEngine;
  apiKey: string;
  config: AppConfig;
  audio: Uint8Array;
  signal: AbortSignal;
}): Promise<{ text: string; seconds?: number }> {
  const result = await transcribe({
    model: transcriptionModel(options.engine, options.apiKey, options.config),
    audio: options.audio,
    // One attempt: a retry would upload the whole recording again while the user waits.
    maxRetries: 0,
    abortSignal: options.signal,
  });
  return { text: result.text.trim(), seconds: result.durationInSeconds };
}
