// The audio part of the OpenAI fake: POST /v1/audio/transcriptions (multipart `file` and
// `model`; answers `{ text }`, or verbose_json with segments) and POST /v1/audio/speech
// (JSON { model, input, voice, response_format, speed } → audio/mpeg, an MP3 with an ID3 tag
// as OpenAI's are).
import { type AudioScript, id3Tag, parseMultipart, speechMp3 } from './audio';
import type { Route } from './fake-server';

export const OPENAI_TTS_VOICES = [
  'alloy',
  'ash',
  'ballad',
  'coral',
  'echo',
  'fable',
  'nova',
  'onyx',
  'sage',
  'shimmer',
  'verse',
];

export function audioTranscriptionsRoute(
  path: string,
  audio: AudioScript,
  uploads: Buffer[],
): Route {
  return {
    method: 'POST',
    path,
    async handle({ request, sendJson, sendError }) {
      const form = await parseMultipart(request.headers, request.rawBytes);
      const file = form?.get('file');
      if (!form?.get('model')) return sendError(400, 'you must provide a model parameter');
      if (!(file instanceof File) || file.size === 0) {
        return sendError(
          400,
          'Invalid file format. Supported formats: flac, m4a, mp3, mp4, mpeg, mpga, oga, ogg, wav, webm',
        );
      }
      uploads.push(Buffer.from(await file.arrayBuffer()));
      const text = audio.transcript;
      if (form.get('response_format') === 'verbose_json') {
        const duration = Math.max(1, text.split(/\s+/).length * 0.5);
        await sendJson({
          task: 'transcribe',
          language: 'english',
          duration,
          text,
          segments: text
            ? [
                {
                  id: 0,
                  seek: 0,
                  start: 0,
                  end: duration,
                  text,
                  tokens: [],
                  temperature: 0,
                  avg_logprob: -0.2,
                  compression_ratio: 1,
                  no_speech_prob: 0.01,
                },
              ]
            : [],
        });
        return;
      }
      await sendJson({
        text,
        usage: { type: 'duration', seconds: Math.max(1, Math.ceil(text.length / 15)) },
      });
    },
  };
}

export function audioSpeechRoute(path: string): Route {
  return {
    method: 'POST',
    path,
    async handle({ body, sendError, sendBytes }) {
      const input = typeof body.input === 'string' ? body.input : '';
      if (!input) return sendError(400, "Missing required parameter: 'input'.");
      if (input.length > 4096)
        return sendError(
          400,
          "[{'type': 'string_too_long', 'loc': ('body', 'input'), 'msg': 'String should have at most 4096 characters'}]",
        );
      if (!OPENAI_TTS_VOICES.includes(String(body.voice))) {
        return sendError(
          400,
          `Invalid value: '${String(body.voice)}'. Supported values are: ${OPENAI_TTS_VOICES.map((v) => `'${v}'`).join(', ')}.`,
        );
      }
      const speed = typeof body.speed === 'number' ? body.speed : 1;
      if (speed < 0.25 || speed > 4) return sendError(400, 'speed must be between 0.25 and 4.0');
      const mp3 = await speechMp3(input, 24000, 64);
      await sendBytes('audio/mpeg', Buffer.concat([id3Tag('Lavf60.16.100'), mp3]));
    },
  };
}
