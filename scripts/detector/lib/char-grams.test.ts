import { describe, expect, it } from 'vitest';
import { charGramCounts, charGramLogOdds, charGramText, encodeCharCorpus } from './char-grams';

describe('character grams', () => {
  it('reads lower case with white space runs folded, so grams cross word boundaries', () => {
    expect(charGramText('The  Cat\n sat’s')).toBe("the cat sat's");
    const counts = charGramCounts('Ab cd');
    // "ab cd": 3-grams "ab ", "b c", " cd"; 4-grams "ab c", "b cd"; one 5-gram.
    expect([...counts.keys()].sort()).toEqual([' cd', 'ab ', 'ab c', 'ab cd', 'b c', 'b cd']);
  });

  it('counts a repeated gram', () => {
    expect(charGramCounts('aaaa').get('aaa')).toBe(2);
  });

  it('keeps only grams seen in enough groups and genres of the whole corpus', () => {
    const texts = [
      { text: 'shared words', label: 0 as const, genre: 'a', group: 'g1' },
      { text: 'shared thing', label: 1 as const, genre: 'b', group: 'g2' },
      { text: 'zzz only', label: 1 as const, genre: 'b', group: 'g3' },
    ];
    const corpus = encodeCharCorpus(texts, 2, 2);
    expect(corpus.phrases).toContain('share');
    expect(corpus.phrases).not.toContain('zzz');
    // Every encoded id points at a kept gram, and a text's values stay normalised over all its grams.
    for (const d of corpus.docs) for (const id of d.ids) expect(corpus.phrases[id]).toBeDefined();
    expect(corpus.docs[2]!.ids.length).toBe(0);
  });

  it('scores a text by its grams’ weights', () => {
    const model = { weights: { abc: 1 }, bias: -0.5 };
    expect(charGramLogOdds('xyz', model)).toBe(-0.5);
    expect(charGramLogOdds('abc', model)).toBeGreaterThan(-0.5);
  });
});
