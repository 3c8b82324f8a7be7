import { describe, expect, it } from 'vitest';
import { scaleStep, textSegments } from './scale';

describe('sentence colour scale', () => {
  it('steps every 20 percent', () => {
    expect(scaleStep(0).label).toBe('0–19%');
    expect(scaleStep(0.2).label).toBe('20–39%');
    expect(scaleStep(0.59).label).toBe('40–59%');
    expect(scaleStep(0.79).label).toBe('60–79%');
    expect(scaleStep(1).label).toBe('80–100%');
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
