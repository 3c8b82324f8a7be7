import { describe, expect, it } from 'vitest';
import {
  indexSentencePhrases,
  lexicalEvidence,
  lexicalTokens,
  phraseCounts,
  phraseVector,
  validateLexicalModel,
  windowLexicalEvidence,
} from './lexical';

describe('lexical phrases', () => {
  it('lower-cases words, keeps contractions whole and folds typographic marks', () => {
    expect(lexicalTokens('I don’t know — “Really”?')).toEqual([
      'i',
      "don't",
      'know',
      '—',
      '"',
      'really',
      '"',
      '?',
    ]);
  });

  it('counts unigrams and bigrams and normalises the vector to unit length', () => {
    const counts = phraseCounts(['a', 'b', 'a', 'b']);
    expect(counts.get('a b')).toBe(2);
    expect(counts.get('b a')).toBe(1);
    const v = phraseVector(counts);
    const norm = Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0));
    expect(norm).toBeCloseTo(1, 10);
  });

  it('adds the weight of every stored phrase present, and only those', () => {
    const model = { bias: -1, weights: { 'it is': 2, delve: 3, absent: 100 } };
    const tokens = lexicalTokens('It is time to delve.');
    const { logOdds, phrases } = lexicalEvidence(tokens, model);
    expect(phrases.map((p) => p.phrase).sort()).toEqual(['delve', 'it is']);
    const sum = phrases.reduce((s, p) => s + p.contribution, 0);
    expect(logOdds).toBeCloseTo(-1 + sum, 10);
    expect(sum).toBeGreaterThan(0);
  });

  it('scores a window of sentences as the joined tokens would be scored, faster', () => {
    const model = { bias: 0.2, weights: { 'it is': 2, delve: 3, '. we': -1, we: 0.5, 'a a': 1 } };
    const sentences = ['It is time.', 'We delve, we delve.', 'A a a.', 'It is we.', 'Fine.'].map(
      lexicalTokens,
    );
    const index = indexSentencePhrases(sentences, model);
    for (let from = 0; from < sentences.length; from++) {
      for (let to = from + 1; to <= sentences.length; to++) {
        const joined = sentences.slice(from, to).flat();
        const expected = lexicalEvidence(joined, model);
        const got = windowLexicalEvidence(index, from, to, model);
        expect(got.logOdds).toBeCloseTo(expected.logOdds, 10);
        expect(got.phrases.map((p) => p.phrase).sort()).toEqual(
          expected.phrases.map((p) => p.phrase).sort(),
        );
      }
    }
  });

  it('rejects a malformed phrase table', () => {
    expect(() => validateLexicalModel({ bias: 0, weights: { a: 'x' } })).toThrow(/lexical/);
    expect(() => validateLexicalModel({ weights: {} })).toThrow(/lexical/);
  });
});
