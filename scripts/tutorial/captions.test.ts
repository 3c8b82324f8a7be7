import { describe, expect, it } from 'vitest';
import {
  balancedLines,
  formatTimestamp,
  MAX_LINE,
  MAX_LINES,
  parseVtt,
  sentenceCues,
  wrapWords,
  writeVtt,
} from './captions';

const LONG =
  'Box C gets a plainer rewrite with its new AI score, and every number, name and quotation is checked against the original.';

describe('caption timestamps', () => {
  it('writes hh:mm:ss.mmm and rounds to the millisecond', () => {
    expect(formatTimestamp(0)).toBe('00:00:00.000');
    expect(formatTimestamp(62.3456)).toBe('00:01:02.346');
    expect(formatTimestamp(3725.5)).toBe('01:02:05.500');
    expect(formatTimestamp(-1)).toBe('00:00:00.000');
  });
});

describe('caption lines', () => {
  it('wraps at word boundaries within the line length', () => {
    const lines = wrapWords(LONG.split(' '));
    expect(lines.join(' ')).toBe(LONG);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
  });

  it('balances the lines of a cue instead of leaving one word on the second', () => {
    const lines = balancedLines('Dictate, type or upload a text, and an AI model'.split(' '));
    expect(lines).toEqual(['Dictate, type or upload', 'a text, and an AI model']);
  });
});

describe('sentence cues', () => {
  it('keeps a short sentence in one cue spanning the whole utterance', () => {
    expect(sentenceCues('Short one.', 2, 1.5)).toEqual([
      { start: 2, end: 3.5, text: 'Short one.' },
    ]);
  });

  it('splits a long sentence into back-to-back cues of at most two short lines', () => {
    const cues = sentenceCues(LONG, 10, 6);
    expect(cues.length).toBe(2);
    expect(cues[0]!.start).toBe(10);
    expect(cues.at(-1)!.end).toBeCloseTo(16, 9);
    for (const [index, cue] of cues.entries()) {
      const lines = cue.text.split('\n');
      expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(MAX_LINE);
      if (index > 0) expect(cue.start).toBe(cues[index - 1]!.end);
    }
    expect(cues.map((cue) => cue.text.replace(/\n/g, ' ')).join(' ')).toBe(LONG);
  });

  it('gives each cue time in proportion to its characters', () => {
    const cues = sentenceCues(LONG, 0, 6);
    const chars = cues.map((cue) => cue.text.length);
    const share = (cues[0]!.end - cues[0]!.start) / 6;
    expect(share).toBeCloseTo(chars[0]! / (chars[0]! + chars[1]!), 1);
  });
});

describe('WebVTT', () => {
  it('writes a file that reads back to the same cues', () => {
    const cues = [
      { start: 0.4, end: 2.25, text: 'This is Redraft.' },
      { start: 2.6, end: 5, text: 'Line one\nline two' },
    ];
    const vtt = writeVtt(cues);
    expect(vtt.startsWith('WEBVTT\n\n1\n00:00:00.400 --> 00:00:02.250\nThis is Redraft.\n')).toBe(
      true,
    );
    expect(parseVtt(vtt)).toEqual(cues);
  });

  it('escapes markup characters in cue text', () => {
    const vtt = writeVtt([{ start: 0, end: 1, text: 'A & B <i> --> C' }]);
    expect(vtt).toContain('A &amp; B &lt;i&gt; --&gt; C');
  });

  it('refuses a file without the header or with a cue that ends before it starts', () => {
    expect(() => parseVtt('1\n00:00:00.000 --> 00:00:01.000\nHi\n')).toThrow(/WEBVTT/);
    expect(() => parseVtt('WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nHi\n')).toThrow(/ends before/);
  });
});
