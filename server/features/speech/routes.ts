import { Readable } from 'node:stream';
import {
  NARRATION_FILE_NAME,
  TTS_ENGINE_LABELS,
  ttsRequestSchema,
  voicesResponseSchema,
} from '../../../common/speech';
import type { AppContext, ZodApp } from '../../context';
import { reserve } from '../../credits/metering';
import { abortOnDisconnect } from '../../lib/disconnect';
import { callerKeys, callerUserId } from '../../plugins/caller';
import { operatorKeyUsed, resolveKey } from '../../providers/credentials';
import { listVoices, narrate, type ReserveVoice, type VoiceKeys } from './service';

const VOICE_KEY_NAMES = { elevenlabs: 'ELEVENLABS_API_KEY', openai: 'OPENAI_API_KEY' } as const;

export function speechRoutes(app: ZodApp, ctx: AppContext) {
  const voiceKeys = async (request: Parameters<typeof callerKeys>[0]): Promise<VoiceKeys> => {
    const keys = await callerKeys(request, ctx);
    return {
      elevenlabs: resolveKey('ELEVENLABS_API_KEY', ctx.config, keys),
      openai: resolveKey('OPENAI_API_KEY', ctx.config, keys),
    };
  };

  app.get(
    '/api/tts/voices',
    { schema: { response: { 200: voicesResponseSchema } } },
    async (request) => listVoices(await voiceKeys(request), ctx.config),
  );

  app.post('/api/tts', { schema: { body: ttsRequestSchema } }, async (request, reply) => {
    const sessionKeys = await callerKeys(request, ctx);
    const userId = await callerUserId(request);
    const reserveVoice: ReserveVoice = (engine, characters) =>
      reserve(ctx, {
        userId,
        operatorPays: operatorKeyUsed(VOICE_KEY_NAMES[engine], sessionKeys),
        label: TTS_ENGINE_LABELS[engine],
        most: { service: 'voice', provider: engine, characters },
      });
    const narration = await narrate({
      ...request.body,
      keys: await voiceKeys(request),
      config: ctx.config,
      signal: abortOnDisconnect(reply),
      reserveVoice,
      logFailure: (cause, message) =>
        request.log.error({ err: cause }, `narration failed: ${message}`),
    });
    return reply
      .type('audio/mpeg')
      .header('content-disposition', `attachment; filename="${NARRATION_FILE_NAME}"`)
      .header('x-voice-engine', narration.engine)
      .header('cache-control', 'no-store')
      .send(Readable.from(narration.audio, { objectMode: false }));
  });
}
