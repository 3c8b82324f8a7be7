// Captions for the tutorial video: each narrated sentence becomes one or more WebVTT cues of
// at most two short lines, timed inside the span the voice takes to say that sentence.

export interface Cue {
  start: number;
  end: number;
  text: string;
}

/** Common caption guidance: about 42 characters a line, two lines on screen. */
export const MAX_LINE = 42;
export const MAX_LINES = 2;

/** `hh:mm:ss.mmm`, the form WebVTT requires. */
export function formatTimestamp(seconds: number): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(secs)}.${pad(millis % 1000, 3)}`;
}

/** Greedy word wrap; a single word longer than a line gets a line of its own. */
export function wrapWords(words: string[], maxLine = MAX_LINE): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && line.length + 1 + word.length > maxLine) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Splits words into `count` runs of about equal length in characters, so a long sentence
 * becomes cues of similar size rather than full cues and a stray last word.
 */
function balancedRuns(words: string[], count: number): string[][] {
  const total = words.join(' ').length;
  const runs: string[][] = [[]];
  let length = 0;
  for (const word of words) {
    const run = runs.at(-1)!;
    const target = (total * runs.length) / count;
    if (run.length > 0 && runs.length < count && length + word.length / 2 > target) {
      runs.push([word]);
    } else {
      run.push(word);
    }
    length += word.length + 1;
  }
  return runs;
}

/** Lines of about equal length, as many as a greedy wrap needs (easier to read at a glance). */
export function balancedLines(words: string[], maxLine = MAX_LINE): string[] {
  const greedy = wrapWords(words, maxLine);
  const even = balancedRuns(words, greedy.length).map((run) => run.join(' '));
  return even.every((line) => line.length <= maxLine) ? even : greedy;
}

/**
 * Cues for one sentence spoken from `start` for `duration` seconds. A sentence too long for
 * one cue is split into the fewest cues of at most two lines, balanced in length, each shown
 * for a share of the time in proportion to its characters, which is how long the voice takes
 * to say it.
 */
export function sentenceCues(sentence: string, start: number, duration: number): Cue[] {
  const words = sentence.trim().split(/\s+/).filter(Boolean);
  let runs = [words];
  for (let count = 1; count <= words.length; count++) {
    runs = balancedRuns(words, count);
    if (runs.every((run) => wrapWords(run).length <= MAX_LINES)) break;
  }
  const total = runs.reduce((sum, run) => sum + run.join(' ').length, 0);
  const cues: Cue[] = [];
  let at = start;
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    const end = last ? start + duration : at + (duration * run.join(' ').length) / total;
    cues.push({ start: at, end, text: balancedLines(run).join('\n') });
    at = end;
  });
  return cues;
}

/** Cue text may not contain `-->` or a blank line, and `&` and `<` must be escaped. */
function escapeCueText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\n{2,}/g, '\n');
}

export function writeVtt(cues: Cue[]): string {
  const blocks = cues.map(
    (cue, index) =>
      `${index + 1}\n${formatTimestamp(cue.start)} --> ${formatTimestamp(cue.end)}\n${escapeCueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

function parseTimestamp(value: string): number {
  const match = /^(?:(\d+):)?(\d{2}):(\d{2})\.(\d{3})$/.exec(value.trim());
  if (!match) throw new Error(`Not a WebVTT timestamp: ${value}`);
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** Reads back the cues of a WebVTT file (the subset `writeVtt` writes); throws on a bad file. */
export function parseVtt(text: string): Cue[] {
  const normalized = text.replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(normalized)) throw new Error('Missing WEBVTT header');
  const cues: Cue[] = [];
  for (const block of normalized.split(/\n{2,}/).slice(1)) {
    const lines = block.split('\n').filter((line) => line !== '');
    const timing = lines.findIndex((line) => line.includes('-->'));
    if (timing === -1) continue;
    const [from, to] = lines[timing]!.split('-->');
    const cue = {
      start: parseTimestamp(from!),
      end: parseTimestamp(to!.trim().split(/\s+/)[0]!),
      text: lines.slice(timing + 1).join('\n'),
    };
    if (!(cue.end > cue.start)) throw new Error(`Cue ${cues.length + 1} ends before it starts`);
    cues.push(cue);
  }
  return cues;
}
