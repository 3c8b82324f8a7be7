import { Readable } from 'node:stream';
import { NARRATION_FILE_NAME, ttsRequestSchema, voicesResponseSchema } from '@common/speech';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { callerKeys, callerPayer } from '../../plugins/caller';
import { resolveKey, type SessionKeys } from '../../providers/credentials';
import { speechDocs } from './api-docs';
import { listVoices, narrate, VOICE_KEY_NAMES, type VoiceKeys } from './service';

export function speechRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(speechDocs);
  const voiceKeysOf = (keys: SessionKeys): VoiceKeys => ({
    elevenlabs: resolveKey(VOICE_KEY_NAMES.elevenlabs, ctx.config, keys),
    openai: resolveKey(VOICE_KEY_NAMES.openai, ctx.config, keys),
  });

  app.get(
    '/api/tts/voices',
    { schema: { response: { 200: voicesResponseSchema } } },
    async (request) => listVoices(voiceKeysOf(await callerKeys(request, ctx)), ctx.config),
  );

  app.post('/api/tts', { schema: { body: ttsRequestSchema } }, async (request, reply) => {
    const payer = await callerPayer(request, ctx);
    const narration = await narrate({
      ...request.body,
      keys: voiceKeysOf(payer.ownKeys),
      config: ctx.config,
      signal: abortOnDisconnect(reply),
      payer,
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
