// Real speech for tests, made with the offline voice (eSpeak-NG from npm): a WAV file a fake
// microphone can play, and WebM/MP3 headers to tell audio uploads from other files.
import createModule from '@echogarden/espeak-ng-emscripten';
import { wavFile } from '../../scripts/lib/wav';

/** 16-bit mono PCM WAV of the text spoken by eSpeak-NG (American English). */
export async function speechWav(text: string): Promise<Buffer> {
  const module = await createModule({ print: () => {}, printErr: () => {} });
  const worker = new module.eSpeakNGWorker();
  worker.set_voice('en-us');
  const pieces: Buffer[] = [];
  worker.synthesize(text, (samples) => {
    if (samples) pieces.push(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
  });
  return wavFile(Buffer.concat(pieces), worker.get_samplerate());
}

/** The first bytes of a WebM file as Chrome's MediaRecorder writes it (EBML, doctype webm). */
export const WEBM_HEAD = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);
