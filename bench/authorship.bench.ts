// The authorship record's cost (issue 40): what one keystroke adds at the end and in the middle
// of a 1 MB input, against the frame (16.7 ms), and against the record's fallback of comparing
// the two texts (what a keystroke would cost if its place were not known). Also the size of the
// log of a long session. The recorder is the one the browser runs (client/src/features/authorship).

import { diffEdges } from '../client/src/features/authorship/diff-edges';
import { AuthorshipRecorder } from '../client/src/features/authorship/recorder';
import { median, percentile } from './stats';

const ONE_MB = 1_000_000;
const KEYS = 2_000;
const words = 'the quick brown fox jumps over a lazy dog while students write essays ';
const text = words.repeat(Math.ceil(ONE_MB / words.length)).slice(0, ONE_MB);
const typed = { kind: 'typed' } as const;

function keystrokes(where: 'end' | 'middle') {
  const recorder = AuthorshipRecorder.start(text, 0);
  let current = text;
  let caret = where === 'end' ? current.length : current.length / 2;
  const times: number[] = [];
  for (let key = 0; key < KEYS; key++) {
    const next = `${current.slice(0, caret)}a${current.slice(caret)}`;
    // A text area's value and CodeMirror's text are flat strings: so is this one before timing.
    next.charCodeAt(0);
    const start = performance.now();
    recorder.observe(
      next,
      [{ source: typed, selection: { start: caret, end: caret, backward: false } }],
      key * 150,
    );
    times.push(performance.now() - start);
    current = next;
    caret++;
  }
  return times;
}

function comparing() {
  const times: number[] = [];
  let current = text;
  for (let key = 0; key < 200; key++) {
    const next = `${current}a`;
    next.charCodeAt(0);
    const start = performance.now();
    diffEdges(current, next);
    times.push(performance.now() - start);
    current = next;
  }
  return times;
}

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const report = (label: string, value: string) => console.log(`  ${label.padEnd(62)} ${value}`);

console.log('\nAuthorship record');
for (const where of ['end', 'middle'] as const) {
  keystrokes(where); // warm-up
  const times = keystrokes(where);
  report(
    `keystroke at the ${where} of a 1 MB input, median / p99`,
    `${us(median(times))} / ${us(percentile(times, 99))}   (frame 16,700 µs)`,
  );
}
comparing();
const compare = comparing();
report('comparing the texts instead (the fallback), median', us(median(compare)));
