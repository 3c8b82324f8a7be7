import { describe, expect, it } from 'vitest';
import {
  CHUNK_SIZE_CAP,
  chunkText,
  countWords,
  isLargeText,
  needsChunkedProcessing,
} from './chunking';

const paragraph = (n: number, length: number) => `P${n} ${'word '.repeat(length / 5)}`.trim();

describe('chunkText', () => {
  it('keeps a short text in one chunk named chunk-1', () => {
    const chunks = chunkText('One paragraph.\n\nAnother one.');
    expect(chunks).toHaveLength(1);
    expect(chunks[0]).toMatchObject({
      id: 'chunk-1',
      content: 'One paragraph.\n\nAnother one.',
      startIndex: 0,
      endIndex: 28,
      wordCount: 4,
    });
  });

  it('joins paragraphs until a chunk would exceed 1500 characters', () => {
    const paragraphs = [paragraph(1, 700), paragraph(2, 700), paragraph(3, 700)];
    const text = paragraphs.join('\n\n');
    const chunks = chunkText(text);
    expect(chunks.map((chunk) => chunk.id)).toEqual(['chunk-1', 'chunk-2']);
    expect(chunks[0]!.content).toBe(`${paragraphs[0]}\n\n${paragraphs[1]}`);
    expect(chunks[1]!.content).toBe(paragraphs[2]);
  });

  it('gives offsets that index back into the text', () => {
    const text = Array.from({ length: 12 }, (_, i) => paragraph(i, 400)).join('\n\n');
    for (const chunk of chunkText(text)) {
      expect(text.slice(chunk.startIndex, chunk.endIndex)).toBe(chunk.content);
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_SIZE_CAP);
    }
  });

  it('cuts a paragraph longer than the cap at sentence ends', () => {
    const sentence = 'This sentence is exactly fifty characters long ok. ';
    const text = sentence.repeat(70).trim();
    const chunks = chunkText(text);
    expect(chunks.length).toBe(3);
    for (const chunk of chunks) {
      expect(chunk.content.length).toBeLessThanOrEqual(CHUNK_SIZE_CAP);
      expect(chunk.content.endsWith('.')).toBe(true);
    }
    expect(chunks.map((chunk) => chunk.content).join(' ')).toBe(text);
  });

  it('previews the first 150 characters plus an ellipsis', () => {
    const text = 'x'.repeat(400);
    expect(chunkText(text)[0]!.preview).toBe(`${'x'.repeat(150)}...`);
  });

  it('ignores blank text', () => {
    expect(chunkText('  \n\n ')).toEqual([]);
  });
});

describe('the thresholds', () => {
  it('counts words on white space', () => {
    expect(countWords('  one two\nthree\tfour ')).toBe(4);
    expect(countWords('')).toBe(0);
  });

  it('counts as splitting on \\s would, for every kind of white space JavaScript knows', () => {
    // Every code unit that \s matches, and some that look like space but are not (zero width).
    const spaces = [...Array(0x10000).keys()]
      .map((code) => String.fromCharCode(code))
      .filter((char) => /\s/.test(char));
    const others = ['a', 'é', '語', '\u200b', '\u180e', '😀', '-', '.'];
    const alphabet = [...spaces, ...others, ...others, ...others];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    for (let run = 0; run < 500; run++) {
      let text = '';
      const length = Math.floor(next() * 40);
      for (let index = 0; index < length; index++) {
        text += alphabet[Math.floor(next() * alphabet.length)];
      }
      const trimmed = text.trim();
      expect(countWords(text), JSON.stringify(text)).toBe(
        trimmed ? trimmed.split(/\s+/).length : 0,
      );
    }
  });

  it('calls text over 1000 words large, and over 8000 characters chunked', () => {
    expect(isLargeText('w '.repeat(1000))).toBe(false);
    expect(isLargeText('w '.repeat(1001))).toBe(true);
    expect(needsChunkedProcessing('x'.repeat(8000))).toBe(false);
    expect(needsChunkedProcessing('x'.repeat(8001))).toBe(true);
  });
});
