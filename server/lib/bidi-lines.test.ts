import { describe, expect, it } from 'vitest';
import { paragraphDirection, visualTokens } from './bidi-lines';

describe('a line in the order it is drawn', () => {
  it('leaves a left-to-right line as it is', () => {
    expect(visualTokens('Hello world').join('')).toBe('Hello world');
  });

  it('draws the words of a right-to-left line from the right', () => {
    expect(visualTokens('שלום עולם')).toEqual(['עולם', ' ', 'שלום']);
  });

  it('keeps a number and a Latin name in a Hebrew line in their own order', () => {
    expect(visualTokens('בשנת 2024 ביקרנו ב Tel Aviv').join('|')).toBe(
      'Tel| |Aviv| |ב| |ביקרנו| |2024| |בשנת',
    );
  });

  it('keeps Hebrew words inside an English line together, in their order', () => {
    expect(visualTokens('Hello שלום עולם world').join('|')).toBe('Hello| |עולם| |שלום| |world');
  });

  it("takes a paragraph's direction from its first letter", () => {
    expect(paragraphDirection('«שלום» to you')).toBe('rtl');
    expect(paragraphDirection('2024: Hello שלום')).toBe('ltr');
  });
});
