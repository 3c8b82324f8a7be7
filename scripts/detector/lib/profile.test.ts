import { describe, expect, it } from 'vitest';
import { lexicalTokens } from '../../../server/features/detection/detector/lexical';
import { PROFILE_NAMES, profileOf } from './profile';

const at = (values: number[], name: string): number => values[PROFILE_NAMES.indexOf(name)]!;

describe('profileOf', () => {
  const text = "The cat sat. The dog, too, sat on the mat!\nI don't know why.";
  const values = profileOf(lexicalTokens(text), text);

  it('gives one value per named column', () => {
    expect(values).toHaveLength(PROFILE_NAMES.length);
    expect(values.every(Number.isFinite)).toBe(true);
  });

  it('counts function words and punctuation per word (square roots of the rates)', () => {
    // 14 words: "the" 3 times, two commas.
    expect(at(values, 'fw:the')).toBeCloseTo(Math.sqrt(3 / 14), 6);
    expect(at(values, 'punct:,')).toBeCloseTo(Math.sqrt(2 / 14), 6);
    expect(at(values, 'punct:;')).toBe(0);
  });

  it('measures sentences, contractions and line breaks', () => {
    // Sentences of 3, 7 and 4 words.
    expect(at(values, 'shape:sentLen')).toBeCloseTo(Math.log(1 + 14 / 3), 6);
    expect(at(values, 'shape:contractions')).toBeCloseTo(Math.sqrt(1 / 14), 6);
    expect(at(values, 'shape:newlines')).toBeCloseTo(Math.sqrt(1 / 14), 6);
  });
});
