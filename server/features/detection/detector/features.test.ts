import { describe, expect, it } from 'vitest';
import {
  extractFeatures,
  movingAverageTypeTokenRatio,
  repeatedNgramRate,
  sentenceSelfCoverage,
} from './features';

describe('sentence-length features', () => {
  it('burstiness of equal-length sentences is 0', () => {
    const f = extractFeatures('The cat sat down. A dog ran off. My hat is red.');
    expect(f.burstiness).toBe(0);
  });

  it('burstiness is the coefficient of variation of sentence lengths', () => {
    // Lengths 2 and 6 words: mean 4, population sd 2 -> CV 0.5; a third sentence of 4 keeps the mean.
    const f = extractFeatures(
      'Two words. This sentence has exactly six words. Four words right here.',
    );
    expect(f.burstiness).toBeCloseTo(Math.sqrt(8 / 3) / 4, 10);
  });

  it('is unmeasurable (null) with fewer than three sentences', () => {
    expect(extractFeatures('Only one sentence here.').burstiness).toBeNull();
  });

  it('counts short and long sentences', () => {
    const long = Array.from({ length: 36 }, (_, i) => `W${i}`).join(' ');
    const f = extractFeatures(`Short one here. ${long}. Another short one.`);
    expect(f.shortSentFrac).toBeCloseTo(2 / 3, 10);
    expect(f.longSentFrac).toBeCloseTo(1 / 3, 10);
  });

  it('counts long sentences by letters, so a German compound counts like an English phrase', () => {
    const german = `${'Donaudampfschifffahrtsgesellschaftskapitän '.repeat(5)}kam.`;
    const f = extractFeatures(`Kurzer Satz hier. ${german} Noch ein kurzer Satz.`);
    expect(f.longSentFrac).toBe(0); // 6 words
    expect(f.longSentLetterFrac).toBeCloseTo(1 / 3, 10); // 213 letters
    expect(f.sentenceCount).toBe(3);
  });

  it('gates burstiness on prose with long enough sentences', () => {
    expect(extractFeatures('I go home. I eat food. I see you now.').burstinessLongProse).toBeNull();
  });
});

describe('lexical features', () => {
  it('MATTR equals plain TTR below the window size', () => {
    expect(movingAverageTypeTokenRatio(['a', 'b', 'a', 'c'])).toBe(0.75);
  });

  it('MATTR averages windows so it does not fall with length', () => {
    const words = Array.from({ length: 200 }, (_, i) => `w${i % 25}`);
    expect(movingAverageTypeTokenRatio(words, 50)).toBe(0.5);
  });

  it('repeated n-gram rate counts repeats within a window', () => {
    expect(repeatedNgramRate(['a', 'b', 'a', 'b', 'a', 'b'], 2)).toBeCloseTo(3 / 5, 10);
    expect(repeatedNgramRate(['a', 'b'], 2)).toBeNull();
  });

  it('counts discourse markers and model vocabulary across languages', () => {
    const en = extractFeatures(
      'Furthermore, it is crucial. Moreover, the city offers a vibrant culture.',
    );
    expect(en.discourseMarkerRate).toBeGreaterThan(1);
    expect(en.modelVocabularyRate).toBeGreaterThan(0);
    const de = extractFeatures('Darüber hinaus ist die Stadt vielfältig. Zudem bietet sie viel.');
    expect(de.discourseMarkerRate).toBe(1);
    expect(extractFeatures('I like football. We play on Sunday.').discourseMarkerRate).toBe(0);
  });
});

describe('shrunk lexicon rate and per-sentence spreads', () => {
  it('shrinks the model-vocabulary rate toward 0 with 150 hit-free pseudo-words', () => {
    const words = Array.from({ length: 49 }, () => 'word').join(' ');
    const f = extractFeatures(`A rich ${words}.`);
    expect(f.modelVocabularyRate).toBeCloseTo(100 / 51, 10);
    expect(f.modelVocabularyShrunk).toBeCloseTo(100 / 201, 10);
  });

  it('measures self-predictability only with three sentences of 8+ character 4-grams', () => {
    expect(
      sentenceSelfCoverage([
        ['the', 'cat', 'sat', 'down'],
        ['the', 'cat', 'sat', 'down'],
      ]),
    ).toEqual([1, 1]);
    expect(
      sentenceSelfCoverage([
        ['alphabet', 'betamax'],
        ['gamma', 'delta'],
      ]),
    ).toEqual([0, 0]);
    expect(extractFeatures('The cat sat down. The cat sat down.').selfCoverageSd).toBeNull();
  });

  it('gives zero spread of commas when every sentence has the same number', () => {
    expect(extractFeatures('Yes, we go. Now, they sit. Then, she runs.').commaSd).toBe(0);
  });
});

describe('punctuation features', () => {
  it('counts commas, rich punctuation and digits as rates', () => {
    // Two sentences: '"Why?" she asked.' continues in lower case.
    const f = extractFeatures('In 1990, he left; she stayed (briefly). "Why?" she asked.');
    expect(f.commasPerSentence).toBe(0.5);
    expect(f.richPunctuationRate).toBe(2); // ; ( " "
    expect(f.digitRate).toBeGreaterThan(0);
    expect(f.introCommaFrac).toBe(0.5);
  });

  it('counts rich punctuation without quotation marks separately', () => {
    const f = extractFeatures('He said "no"; she left (early). It rained: a lot.');
    expect(f.richPunctNoQuoteRate).toBe(1.5); // ; ( :
    expect(f.richPunctuationRate).toBe(2.5); // plus two quotation marks
  });

  it('paragraph spread needs three paragraphs', () => {
    expect(extractFeatures('One. Two.\n\nThree.').paragraphLenCv).toBeNull();
    expect(extractFeatures('A b c d.\n\nA b c d.\n\nA b c d.').paragraphLenCv).toBe(0);
  });
});

describe('triads ("X, Y and Z")', () => {
  it('counts a triad whose first word is longer than the pattern looks back', () => {
    const longWord = 'x'.repeat(200);
    const f = extractFeatures(`We bought ${longWord}, pears and plums at the market today.`);
    expect(f.triadRate).toBe(1);
  });

  it('stays linear on a run of letters without punctuation', () => {
    // Unbounded, the pattern scanned to the end of the run from every letter: minutes here.
    const started = performance.now();
    extractFeatures('a'.repeat(200_000));
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
