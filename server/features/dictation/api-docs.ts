import { SPEECH_ENGINES } from '@common/dictation';
import { z } from 'zod';
import { errorDoc, type FeatureDocs } from '../../openapi/route-docs';
import { ACCEPTED_AUDIO_DESCRIPTION } from './audio-sniff';
import { NO_ENGINE_MESSAGE } from './service';

export const dictationDocs: FeatureDocs = {
  tag: 'Dictation',
  description:
    'A recording transcribed by a speech-to-text service: Gladia, OpenAI (Whisper), Deepgram or AssemblyAI.',
  routes: {
    'POST /api/transcribe': {
      summary: 'Transcribe a recording',
      description:
        'The recording is judged by its bytes, not its name or type. When the chosen engine has no key, the first engine that has one is used instead, and named in the answer. One transcription may take up to 180 s; it is not retried.',
      bodies: [
        {
          contentType: 'multipart/form-data',
          schema: z.object({
            audio: z
              .file()
              .describe(`The recording, at most 25 MB: ${ACCEPTED_AUDIO_DESCRIPTION}.`),
            engine: z.enum(SPEECH_ENGINES).optional().describe('Default gladia.'),
          }),
        },
      ],
      responses: {
        200: {
          description: 'The text, and the engine that actually transcribed it.',
          examples: {
            Transcribed: { text: 'Dear committee, thank you for your time.', engine: 'whisper' },
          },
        },
        400: errorDoc(
          'No file, an empty file, or an unknown engine.',
          'No audio file was uploaded (field "audio")',
          'The audio file is empty',
          'Unknown speech engine (use gladia, whisper, deepgram, assemblyai)',
        ),
        401: errorDoc(
          'With CREDITS_ENFORCED=true, an anonymous caller without a key of their own.',
          'Please log in to use the AI tools: they are paid for with credits.',
        ),
        402: errorDoc(
          'With CREDITS_ENFORCED=true, a balance that cannot cover the recording’s longest possible length.',
          'Not enough credits: your balance cannot cover a Gladia request. Buy credits to continue.',
        ),
        413: errorDoc('Past the upload limit.', 'The audio file is too large (limit 25 MB)'),
        415: errorDoc(
          'Not audio, or not a multipart form.',
          `The file is not audio. Accepted: ${ACCEPTED_AUDIO_DESCRIPTION}.`,
          'Send the recording as multipart/form-data with the file in the field "audio"',
        ),
        502: errorDoc(
          'The engine failed or did not finish in time.',
          'Gladia could not transcribe the audio. Please try again.',
          'Whisper (OpenAI) did not finish transcribing within 180 s. Please try again.',
        ),
        503: errorDoc('No engine has a key.', NO_ENGINE_MESSAGE),
      },
    },
  },
};
