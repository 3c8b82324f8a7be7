import type { ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import { createMp3Encoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/**
 * The offline voice: eSpeak-NG compiled to WebAssembly (shipped in its npm package with its
 * voice data, so nothing is downloaded) and LAME, also WebAssembly, for the MP3. It needs no
 * key and no network, so narration works on a fresh install.
 */
export interface OfflineVoice {
  id: string;
  name: string;
}

/** eSpeak's default speaking rate in words per minute; `speed` scales it. */
const BASE_WORDS_PER_MINUTE = 175;
/** Mono speech at 22.05 kHz: 48 kb/s keeps it clear and small. */
const MP3_BITRATE = 48;

let engine: Promise<ESpeakNGWorker> | undefined;

function loadEngine(): Promise<ESpeakNGWorker> {
  engine ??= import('@echogarden/espeak-ng-emscripten')
    .then(async ({ default: createModule }) => {
      const module = await createModule({ print: () => {}, printErr: () => {} });
      return new module.eSpeakNGWorker();
    })
    .catch((error) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

interface InstalledVoice extends OfflineVoice {
  /** eSpeak's name for the voice file ('gmw/en'), which is what `set_voice` takes. */
  file: string;
}

/**
 * The English voices of the installed data. A voice is offered under its first language
 * ('en-gb'), a stable id for the API, but selected by its file: eSpeak's `set_voice` looks
 * for a voice file of that name, and the British voice's file is 'gmw/en', not 'en-gb'.
 */
async function installedVoices(): Promise<InstalledVoice[]> {
  const worker = await loadEngine();
  return worker
    .list_voices()
    .filter((voice) => /^English/.test(voice.name) && voice.languages[0])
    .map((voice) => ({ id: voice.languages[0]!.name, name: voice.name, file: voice.identifier }));
}

/** The English voices the installed eSpeak-NG data provides, American first. */
export async function listOfflineVoices(): Promise<OfflineVoice[]> {
  const english = (await installedVoices()).map(({ id, name }) => ({ id, name }));
  return english.sort((a, b) => rank(a.id) - rank(b.id) || a.name.localeCompare(b.name));
}

const rank = (id: string) => (id === 'en-us' ? 0 : id.startsWith('en-us') ? 1 : 2);

export async function hasOfflineVoice(id: string): Promise<boolean> {
  return (await listOfflineVoices()).some((voice) => voice.id === id);
}

/**
 * Speaks the pieces one after another into one MP3 stream: a single encoder across all of
 * them, so the joins carry no encoder padding and the listener hears one continuous voice.
 * Between pieces it yields to the event loop, so one long narration never stalls other
 * requests for more than one piece's worth of synthesis.
 */
export async function* synthesizeOffline(options: {
  pieces: string[];
  voiceId: string;
  speed: number;
  signal?: AbortSignal;
}): AsyncGenerator<Uint8Array> {
  const worker = await loadEngine();
  const voice = (await installedVoices()).find((each) => each.id === options.voiceId);
  if (!voice) throw new Error(`Offline voice ${options.voiceId} is not installed`);
  const status = worker.set_voice(voice.file);
  if (status !== 0) {
    throw new Error(
      `eSpeak could not load voice ${voice.file} (${options.voiceId}): status ${status}`,
    );
  }
  const encoder = await createMp3Encoder();
  worker.set_rate(Math.round(BASE_WORDS_PER_MINUTE * options.speed));
  encoder.configure({ channels: 1, sampleRate: worker.get_samplerate(), bitrate: MP3_BITRATE });
  for (const piece of options.pieces) {
    options.signal?.throwIfAborted();
    const encoded = encodePiece(worker, encoder, piece);
    if (encoded.length > 0) yield encoded;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const tail = encoder.finalize();
  if (tail.length > 0) yield Uint8Array.from(tail);
}

function encodePiece(
  worker: ESpeakNGWorker,
  encoder: WasmMediaEncoder<'audio/mpeg'>,
  text: string,
): Uint8Array {
  const out: Uint8Array[] = [];
  worker.synthesize(text, (samples) => {
    if (!samples || samples.length === 0) return;
    const floats = new Float32Array(samples.length);
    for (let i = 0; i < samples.length; i++) floats[i] = samples[i]! / 32768;
    // The encoder's buffer is reused on the next call: copy what it returns.
    out.push(Uint8Array.from(encoder.encode([floats])));
  });
  return Buffer.concat(out);
}

/** Offline synthesis is CPU-bound: one narration at a time, a few waiting, the rest refused. */
const MAX_WAITING = 4;
let active = false;
const waiters: (() => void)[] = [];

export class OfflineVoiceBusyError extends Error {
  constructor() {
    super('The offline voice is busy with other narrations. Please try again in a moment.');
    this.name = 'OfflineVoiceBusyError';
  }
}

/** Narrations waiting for the offline voice, and whether one is speaking (for the metrics). */
export function offlineVoiceLoad() {
  return { queued: waiters.length, busy: active ? 1 : 0 };
}

async function acquire(): Promise<void> {
  if (!active) {
    active = true;
    return;
  }
  if (waiters.length >= MAX_WAITING) throw new OfflineVoiceBusyError();
  await new Promise<void>((resolve) => waiters.push(resolve));
}

function release(): void {
  const next = waiters.shift();
  if (next) next();
  else active = false;
}

/** `synthesizeOffline` in turn with the other narrations; the turn ends when the stream does. */
export async function* queuedOfflineSynthesis(
  options: Parameters<typeof synthesizeOffline>[0],
): AsyncGenerator<Uint8Array> {
  await acquire();
  try {
    yield* synthesizeOffline(options);
  } finally {
    release();
  }
}
