// Shared by the speech fakes: what they transcribe, how long their jobs stay pending, and
// real MP3 audio for their text-to-speech answers (a tone as long as the text would take).
import { createMp3Encoder } from 'wasm-media-encoders';

export const DEFAULT_TRANSCRIPT = 'This is what the fake speech service heard.';

/** Per-fake settings a test can change; reset() returns to the defaults. */
export class AudioScript {
  transcript = DEFAULT_TRANSCRIPT;
  /** Polls answered "queued"/"processing" before a job is done (Gladia, AssemblyAI). */
  pendingPolls = 0;
  /** When set, a transcription job ends with status "error" (Gladia, AssemblyAI). */
  jobFails = false;

  setTranscript(text: string): void {
    this.transcript = text;
  }

  reset(): void {
    this.transcript = DEFAULT_TRANSCRIPT;
    this.pendingPolls = 0;
    this.jobFails = false;
  }
}

/** Words of a transcript with made-up but ordered timings, half a second each. */
export function wordTimings(text: string): { word: string; start: number; end: number }[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => ({ word, start: index * 0.5, end: index * 0.5 + 0.45 }));
}

const toneCache = new Map<string, Uint8Array>();

/**
 * A real MP3 file of a 220 Hz tone: 20 ms per character of text (at most 20 s), so longer
 * text gives longer audio, as real speech would.
 */
export async function speechMp3(text: string, sampleRate: 44100 | 24000, bitrate: 128 | 64) {
  const seconds = Math.min(20, Math.max(0.3, text.length * 0.02));
  const key = `${seconds}/${sampleRate}/${bitrate}`;
  const cached = toneCache.get(key);
  if (cached) return cached;
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate, bitrate });
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    samples[i] = 0.3 * Math.sin((2 * Math.PI * 220 * i) / sampleRate);
  }
  const body = Buffer.concat([
    Buffer.from(encoder.encode([samples])),
    Buffer.from(encoder.finalize()),
  ]);
  toneCache.set(key, body);
  return body;
}

/** An ID3v2.4 tag naming the encoder, as ffmpeg (and so OpenAI's speech) puts before MP3. */
export function id3Tag(encoder: string): Buffer {
  const text = Buffer.from(`\u0003${encoder}`, 'latin1');
  const frame = Buffer.concat([
    Buffer.from('TSSE'),
    size32(text.length, true),
    Buffer.from([0, 0]),
    text,
  ]);
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0]),
    size32(frame.length, true),
    frame,
  ]);
}

function size32(value: number, syncsafe: boolean): Buffer {
  const out = Buffer.alloc(4);
  if (!syncsafe) out.writeUInt32BE(value);
  else for (let i = 0; i < 4; i++) out[3 - i] = (value >> (7 * i)) & 0x7f;
  return out;
}

/** Parses a multipart/form-data body the way a real server does (WHATWG FormData). */
export async function parseMultipart(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): Promise<FormData | null> {
  const type = headers['content-type'];
  if (typeof type !== 'string' || !type.startsWith('multipart/form-data')) return null;
  try {
    return await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    return null;
  }
}

/**
 * The handle every speech-to-text fake returns: the server, its key, the scripted transcript
 * and the audio it received, with `reset()` clearing those too.
 */
export function speechFakeHandle<S extends { reset(): void }>(
  server: S,
  apiKey: string,
  audio: AudioScript,
  uploads: Buffer[],
) {
  const reset = server.reset.bind(server);
  return Object.assign(server, {
    apiKey,
    audio,
    uploads,
    reset() {
      reset();
      audio.reset();
      uploads.length = 0;
    },
  });
}
