// Offline narration speed: seconds of speech produced per second of CPU, for a 1000-word
// text, through the same path POST /api/tts takes (pieces → eSpeak-NG → one MP3 encoder).
// Baseline in the same run: encoding the same amount of pre-made PCM to MP3 alone, so the
// figure can be read as "synthesis costs N× what encoding alone costs".
import { createMp3Encoder } from 'wasm-media-encoders';
import { mp3Duration, parseMp3 } from '../server/features/speech/mp3-frames';
import { splitIntoPieces } from '../server/features/speech/pieces';
import { PIECE_CHARS } from '../server/features/speech/service';
import { synthesizeOffline } from '../server/providers/offline-voice';

const SENTENCES = [
  'Dictation turns spoken thoughts into a first draft that can be shaped later.',
  'A good rewrite keeps the meaning and makes every sentence carry its weight.',
  'Students often explain an idea better aloud than they first manage on paper.',
  'Short sentences in plain words help a reader follow a difficult argument.',
  'Examples make abstract claims concrete, and definitions keep terms honest.',
];

function thousandWords(): string {
  const words: string[] = [];
  for (let i = 0; words.length < 1000; i++)
    words.push(...SENTENCES[i % SENTENCES.length]!.split(' '));
  return words
    .slice(0, 1000)
    .join(' ')
    .replace(/([^.])$/, '$1.');
}

function cpuSeconds(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}

async function narrate(text: string) {
  const chunks: Uint8Array[] = [];
  const pieces = splitIntoPieces(text, PIECE_CHARS.offline);
  for await (const chunk of synthesizeOffline({ pieces, voiceId: 'en-us', speed: 1 }))
    chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function encodeOnly(seconds: number, sampleRate: number) {
  const encoder = await createMp3Encoder();
  encoder.configure({ channels: 1, sampleRate, bitrate: 48 });
  const block = new Float32Array(sampleRate).map(
    (_, i) => 0.3 * Math.sin(i / 8) * Math.sin(i / 900),
  );
  const out: Uint8Array[] = [];
  for (let s = 0; s < seconds; s++) out.push(Uint8Array.from(encoder.encode([block])));
  out.push(Uint8Array.from(encoder.finalize()));
  return Buffer.concat(out);
}

const text = thousandWords();
await narrate('Warm up.'); // loads eSpeak-NG and its voice data once, as a running server has

const runs = 3;
let speech = 0;
let synthCpu = 0;
let synthWall = 0;
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const mp3 = await narrate(text);
  synthCpu += cpuSeconds(cpu);
  synthWall += (performance.now() - wall) / 1000;
  speech += mp3Duration(parseMp3(mp3).frames);
  bytes += mp3.length;
}
const audioPerRun = speech / runs;

let encodeCpu = 0;
for (let i = 0; i < runs; i++) {
  const cpu = process.cpuUsage();
  await encodeOnly(Math.round(audioPerRun), 22050);
  encodeCpu += cpuSeconds(cpu);
}

const speed = speech / synthCpu;
const baseline = (audioPerRun * runs) / encodeCpu;
console.log(
  `Offline narration of ${text.split(' ').length} words (${runs} runs, eSpeak-NG + LAME, WebAssembly)`,
);
console.log(
  `  audio per run:            ${audioPerRun.toFixed(1)} s of speech, ${(bytes / runs / 1024).toFixed(0)} KiB MP3`,
);
console.log(
  `  synthesis + MP3:          ${speed.toFixed(1)} s of audio per CPU second (${(synthCpu / runs).toFixed(2)} s CPU, ${(synthWall / runs).toFixed(2)} s wall per run)`,
);
console.log(`  baseline, MP3 encoding only: ${baseline.toFixed(1)} s of audio per CPU second`);
console.log(`  ratio: whole narration costs ${(baseline / speed).toFixed(2)}× the encoding alone`);
