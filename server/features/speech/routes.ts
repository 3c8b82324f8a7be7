import { Readable } from 'node:stream';
import {
  NARRATION_FILE_NAME,
  ttsRequestSchema,
  voicesResponseSchema,
} from '../../../common/speech';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { resolveKey } from '../../providers/credentials';
import { listVoices, narrate, type VoiceKeys } from './service';

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
    const narration = await narrate({
      ...request.body,
      keys: await voiceKeys(request),
      config: ctx.config,
      signal: abortOnDisconnect(reply),
    });
    return reply
      .type('audio/mpeg')
      .header('content-disposition', `attachment; filename="${NARRATION_FILE_NAME}"`)
      .header('x-voice-engine', narration.engine)
      .header('cache-control', 'no-store')
      .send(Readable.from(narration.audio, { objectMode: false }));
  });
}
