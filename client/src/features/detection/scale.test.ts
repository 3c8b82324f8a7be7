import { indicatorBand } from '@common/detection';
import { describe, expect, it } from 'vitest';
import { scaleStep, textSegments } from './scale';

describe('sentence colour scale', () => {
  it('uses the verdict’s three bands, so a sentence and the text are coloured alike', () => {
    for (const p of [0, 0.1, 0.29, 0.3, 0.5, 0.69, 0.7, 0.9, 1]) {
      expect(scaleStep(p).tone).toBe(indicatorBand(p).tone);
    }
    expect(scaleStep(0.29).label).toBe('Likely human (0–29%)');
    expect(scaleStep(0.3).label).toBe('Mixed or uncertain (30–69%)');
    expect(scaleStep(0.7).label).toBe('Likely AI (70–100%)');
  });
});

describe('textSegments', () => {
  it('keeps every character, marking the scored sentences', () => {
    const text = 'One. Two two.\n\nThree.';
    const pieces = textSegments(text, [
      { start: 0, end: 4, probability: 0.1 },
      { start: 5, end: 13, probability: 0.5 },
      { start: 15, end: 21, probability: 0.9 },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
    expect(pieces.filter((p) => p.sentence !== undefined).map((p) => p.text)).toEqual([
      'One.',
      'Two two.',
      'Three.',
    ]);
  });

  it('skips spans that overlap or fall outside the text', () => {
    const pieces = textSegments('Short text.', [
      { start: 0, end: 5, probability: 0.2 },
      { start: 3, end: 8, probability: 0.2 },
      { start: 6, end: 99, probability: 0.2 },
    ]);
    expect(pieces.map((p) => p.text).join('')).toBe('Short text.');
    expect(pieces.filter((p) => p.sentence !== undefined)).toHaveLength(1);
  });
});
