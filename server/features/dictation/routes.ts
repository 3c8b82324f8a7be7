import { transcribeEngineSchema, transcribeResponseSchema } from '@common/dictation';
import type { MultipartFile } from '@fastify/multipart';
import type { AppContext, ZodApp } from '../../context';
import { abortOnDisconnect } from '../../lib/disconnect';
import { AppError } from '../../lib/errors';
import { callerPayer } from '../../plugins/caller';
import { dictationDocs } from './api-docs';
import { transcribeRecording } from './service';

/** The upload limit of the multipart plugin (server/app.ts), stated in the message. */
const UPLOAD_LIMIT_MB = 25;

export function dictationRoutes(app: ZodApp, ctx: AppContext) {
  app.describeRoutes(dictationDocs);
  app.post(
    '/api/transcribe',
    { schema: { response: { 200: transcribeResponseSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'Send the recording as multipart/form-data with the file in the field "audio"',
        );
      }
      let audio: Buffer | undefined;
      let engineField: string | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'audio' || audio) {
              (part as MultipartFile).file.resume();
              continue;
            }
            audio = await part.toBuffer();
          } else if (part.fieldname === 'engine') {
            engineField = String(part.value);
          }
        }
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, `The audio file is too large (limit ${UPLOAD_LIMIT_MB} MB)`);
        }
        // The multipart plugin's own limits come with their status and message.
        const status = (error as { statusCode?: number }).statusCode;
        if (status && status >= 400 && status < 500) throw error;
        // A broken form (no boundary, cut short, bad part headers) is the sender's mistake.
        throw new AppError(
          400,
          'The upload could not be read: send the recording as multipart/form-data with the file in the field "audio"',
        );
      }
      if (!audio) throw new AppError(400, 'No audio file was uploaded (field "audio")');
      const engine = transcribeEngineSchema.safeParse(engineField || undefined);
      if (!engine.success) throw new AppError(400, engine.error.issues[0]!.message);

      return transcribeRecording({
        audio,
        requested: engine.data,
        config: ctx.config,
        signal: abortOnDisconnect(reply),
        payer: await callerPayer(request, ctx),
      });
    },
  );
}
