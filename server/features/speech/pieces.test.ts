import { describe, expect, it } from 'vitest';
import { splitIntoPieces } from './pieces';

describe('splitIntoPieces', () => {
  it('keeps short text whole', () => {
    expect(splitIntoPieces('  One sentence.\n\nTwo.  ', 100)).toEqual(['One sentence. Two.']);
  });

  it('joins whole sentences up to the limit and loses no word', () => {
    const text = 'First idea here. Second idea there! Third one? Fourth; and fifth.';
    const pieces = splitIntoPieces(text, 40);
    expect(pieces).toEqual([
      'First idea here. Second idea there!',
      'Third one? Fourth; and fifth.',
    ]);
    expect(pieces.join(' ')).toBe(text);
  });

  it('cuts a sentence longer than a piece at commas, then spaces', () => {
    const sentence = 'alpha beta gamma, delta epsilon zeta, eta theta iota kappa lambda mu';
    const pieces = splitIntoPieces(sentence, 20);
    expect(pieces.every((piece) => piece.length <= 20)).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
    expect(pieces[0]).toBe('alpha beta gamma,');
  });

  it('cuts a word longer than a piece anywhere', () => {
    expect(splitIntoPieces('x'.repeat(25), 10)).toEqual([
      'x'.repeat(10),
      'x'.repeat(10),
      'x'.repeat(5),
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(splitIntoPieces(' \n ', 10)).toEqual([]);
  });
});
