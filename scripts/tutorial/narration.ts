// The tutorial's voice: the same eSpeak-NG WebAssembly build the app's offline narration uses
// (no key, no network), asked here for raw PCM so every sentence's length is known exactly
// and the captions can be timed to it.
import type { ESpeakNGWorker } from '@echogarden/espeak-ng-emscripten';
import type { Placement } from './timeline';

export const VOICE = 'en-us';
/** A little slower than eSpeak's 175 words a minute: a tutorial is listened to while watching. */
const WORDS_PER_MINUTE = 160;

export interface Speech {
  sampleRate: number;
  samples: Int16Array;
}

export const durationOf = (speech: Speech) => speech.samples.length / speech.sampleRate;

async function loadVoice(): Promise<ESpeakNGWorker> {
  const { default: createModule } = await import('@echogarden/espeak-ng-emscripten');
  const module = await createModule({ print: () => {}, printErr: () => {} });
  const worker = new module.eSpeakNGWorker();
  if (worker.set_voice(VOICE) !== 0) throw new Error(`eSpeak-NG has no voice ${VOICE}`);
  worker.set_rate(WORDS_PER_MINUTE);
  return worker;
}

/** Trims the silence eSpeak puts around a sentence, so the captions start when the voice does. */
function trimSilence(samples: Int16Array, threshold = 300): Int16Array {
  let first = 0;
  let last = samples.length - 1;
  while (first < last && Math.abs(samples[first]!) < threshold) first++;
  while (last > first && Math.abs(samples[last]!) < threshold) last--;
  return samples.slice(first, last + 1);
}

/** Speaks each sentence on its own. */
export async function speakSentences(sentences: string[][]): Promise<Speech[][]> {
  const worker = await loadVoice();
  const sampleRate = worker.get_samplerate();
  return sentences.map((scene) =>
    scene.map((sentence) => {
      const pieces: Int16Array[] = [];
      worker.synthesize(sentence, (samples) => {
        if (samples && samples.length > 0) pieces.push(Int16Array.from(samples));
      });
      const joined = new Int16Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
      let at = 0;
      for (const piece of pieces) {
        joined.set(piece, at);
        at += piece.length;
      }
      return { sampleRate, samples: trimSilence(joined) };
    }),
  );
}

/** One mono track of `length` seconds with every sentence at its place. */
export function mixNarration(
  speech: Speech[][],
  placements: Placement[],
  length: number,
  sampleRate: number,
): Int16Array {
  const track = new Int16Array(Math.ceil(length * sampleRate));
  for (const place of placements) {
    const sentence = speech[place.scene]![place.sentence]!;
    track.set(
      sentence.samples.subarray(0, track.length - Math.round(place.start * sampleRate)),
      Math.round(place.start * sampleRate),
    );
  }
  return track;
}
