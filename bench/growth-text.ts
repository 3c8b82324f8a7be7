// Realistic prose of any length for the growth bench: the detection fixtures' paragraphs (AI-styled
// and human, 80 texts, about 46,000 characters) drawn in a seeded shuffled order, so that a long
// text is not one short period repeated, and a revised copy with word-level edits in some
// sentences, as an AI rewrite would make.
import { readFileSync } from 'node:fs';

const FIXTURES = ['ai-styled.json', 'simple-human.json', 'everyday-human.json', 'plain-human.json'];

function fixtureParagraphs(): string[] {
  return FIXTURES.flatMap((name) =>
    (
      JSON.parse(
        readFileSync(new URL(`../tests/fixtures/detection/${name}`, import.meta.url), 'utf8'),
      ) as { texts: Array<{ text: string }> }
    ).texts.flatMap((t) => t.text.split(/\n\s*\n/).map((p) => p.trim())),
  ).filter(Boolean);
}

/** A small deterministic generator (mulberry32), so every run measures the same texts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Paragraphs joined by blank lines up to `chars` characters, cut at a word's end. */
export function prose(chars: number, seed = 43): string {
  const pool = fixtureParagraphs();
  const next = random(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const order = [...pool];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const paragraph of order) {
      parts.push(paragraph);
      length += paragraph.length + 2;
      if (length >= chars) break;
    }
  }
  const text = parts.join('\n\n').slice(0, chars);
  const lastSpace = text.lastIndexOf(' ');
  return lastSpace > chars * 0.9 ? text.slice(0, lastSpace) : text;
}

const SWAPS: Array<[RegExp, string]> = [
  [/\bvery\b/, 'quite'],
  [/\bthe\b/, 'this'],
  [/\band\b/, 'as well as'],
  [/\bis\b/, 'remains'],
  [/\bwas\b/, 'had been'],
  [/\bbut\b/, 'yet'],
];

/**
 * The text with one word changed in one paragraph of three and one paragraph in 20 rewritten (its
 * words reversed), at fixed places, so every size holds the same share of each kind of change.
 */
export function revise(text: string, seed = 7): string {
  const next = random(seed);
  return text
    .split('\n\n')
    .map((paragraph, index) => {
      if (index % 20 === 10) return paragraph.split(' ').reverse().join(' ');
      if (index % 3 === 1) {
        const [pattern, word] = SWAPS[Math.floor(next() * SWAPS.length)]!;
        return paragraph.replace(pattern, word);
      }
      return paragraph;
    })
    .join('\n\n');
}

/** The text with a word changed in every paragraph, as a rewrite of the whole text leaves it. */
export function reviseEvery(text: string, seed = 11): string {
  const next = random(seed);
  return text
    .split('\n\n')
    .map((paragraph) => {
      const [pattern, word] = SWAPS[Math.floor(next() * SWAPS.length)]!;
      const changed = paragraph.replace(pattern, word);
      return changed === paragraph ? `${paragraph} Indeed.` : changed;
    })
    .join('\n\n');
}
