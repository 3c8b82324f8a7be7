import { describe, expect, it } from 'vitest';
import { legibility, looksTurned } from './tesseract-native';

describe('telling a page read turned from one read upright', () => {
  it('takes prose, numbers and capitals for words', () => {
    expect(legibility('The survey team left at 6:30, in May 2024 (NATO notes).')).toEqual({
      words: 11,
      legible: 11,
    });
    expect(looksTurned('The survey team left the harbour at first light and walked.')).toBe(false);
  });

  it("takes tesseract's reading of an upside-down page, or nothing at all, for a turned page", () => {
    // tesseract 5 on a page scanned upside down.
    expect(looksTurned('‘JlOUNOS oy} Wo syuY) Jo Jone] v pur yodar ay Jo Adoo v JoaUNTOA')).toBe(
      true,
    );
    expect(looksTurned('')).toBe(true);
  });

  it('leaves a short reading (a formula, a label) alone', () => {
    expect(looksTurned('E=mc')).toBe(false);
  });
});
