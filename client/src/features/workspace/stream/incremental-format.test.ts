import { describe, expect, it } from 'vitest';
import { formatOutput } from '../output/output-format';
import { createIncrementalFormatter } from './incremental-format';

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// What models write: words and sentences, paragraph breaks, and every markdown construct that the
// output strips, also unbalanced and split across paragraphs.
const TOKENS = [
  'word',
  'Words',
  'é',
  '42',
  ' ',
  ' ',
  ' ',
  '. ',
  ', ',
  '!',
  '?',
  ')',
  '"',
  '’',
  '\n',
  '\n\n',
  '\n\n',
  '\n\n\n',
  '\n\n',
  '**',
  '__',
  '*',
  '_',
  '`',
  '```',
  '```svg\n',
  '```\n',
  '# ',
  '## ',
  '> ',
  '- ',
  '* ',
  '+ ',
  '---',
  '***',
  '___',
  '[',
  ']',
  '(',
  ')',
  '](',
  '![',
  '[link](http://x.y)',
  '![alt](a.png)',
  '<svg viewBox="0 0 1 1"><title>Sine</title><path d="M0 0"/></svg>',
  '<svg>',
  '</svg>',
  '<svg width="2">\n\n<circle r="1"/>\n\n</svg>',
  '<title>T</title>',
  '**bold text**',
  '*it*',
  '_it_',
  '`code`',
  'The quick brown fox. ',
  'Then it rests.\n\n',
];

function textOf(next: () => number, length: number): string {
  let text = '';
  for (let index = 0; index < length; index++) {
    text += TOKENS[Math.floor(next() * TOKENS.length)];
  }
  return text;
}

function chunksOf(next: () => number, text: string): string[] {
  const chunks: string[] = [];
  let at = 0;
  while (at < text.length) {
    const size = 1 + Math.floor(next() * (next() < 0.2 ? 200 : 12));
    chunks.push(text.slice(at, at + size));
    at += size;
  }
  return chunks;
}

describe('createIncrementalFormatter', () => {
  it('shows, after every piece, what formatting the whole answer so far shows (random texts and chunkings)', () => {
    for (let seed = 1; seed <= 1000; seed++) {
      const next = random(seed);
      const text = textOf(next, 5 + Math.floor(next() * 160));
      const formatter = createIncrementalFormatter();
      let sofar = '';
      for (const chunk of chunksOf(next, text)) {
        formatter.push(chunk);
        sofar += chunk;
        // Not every piece is shown (one repaint per frame): sometimes several arrive first.
        if (next() < 0.6) {
          expect(formatter.current(), `seed ${seed} after ${JSON.stringify(sofar)}`).toEqual(
            formatOutput(sofar),
          );
        }
      }
      expect(formatter.current(), `seed ${seed}: ${JSON.stringify(text)}`).toEqual(
        formatOutput(text),
      );
      expect(formatter.raw()).toBe(text);
    }
  }, 60_000);

  it('formats a long prose answer in settled parts: each frame formats only the new paragraphs', () => {
    const paragraph = 'The **quick** brown fox jumps over the lazy dog, and rests. '.repeat(5);
    const formatter = createIncrementalFormatter();
    let whole = '';
    for (let index = 0; index < 400; index++) {
      // A paragraph arrives in three pieces, and is shown after each.
      for (const piece of [paragraph.slice(0, 100), paragraph.slice(100), '\n\n']) {
        formatter.push(piece);
        whole += piece;
        formatter.current();
        expect(formatter.unsettled()).toBeLessThanOrEqual(2 * (paragraph.length + 2));
      }
    }
    expect(whole.length).toBeGreaterThan(120_000);
    expect(formatter.current()).toEqual(formatOutput(whole));
  }, 60_000);

  it('keeps a part that a later one may change unsettled, and still shows the right text', () => {
    const formatter = createIncrementalFormatter();
    const pieces = ['Intro **bold that goes on.\n\nAnd on.\n\n', 'Until here** ends.\n\nMore.'];
    for (const piece of pieces) formatter.push(piece);
    expect(formatter.current().text).toBe(formatOutput(pieces.join('')).text);
    expect(formatter.current().text).toBe(
      'Intro bold that goes on.\n\nAnd on.\n\nUntil here ends.\n\nMore.',
    );
  });
});
