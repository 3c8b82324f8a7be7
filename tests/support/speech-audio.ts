// Real speech for tests, made with the offline voice (eSpeak-NG from npm): a WAV file a fake
// microphone can play, and WebM/MP3 headers to tell audio uploads from other files.
import createModule from '@echogarden/espeak-ng-emscripten';

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

export function wavFile(pcm: Buffer, sampleRate: number): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** The first bytes of a WebM file as Chrome's MediaRecorder writes it (EBML, doctype webm). */
export const WEBM_HEAD = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701ffffffffffffff',
  'hex',
);
