/**
 * Token surprisal under a small word-bigram model of human text, for issue 35's recall
 * experiments (scripts/detector/explore-recall.ts; docs/decisions/176-recall-at-red-measured.md).
 * Machine text is said to be more predictable and more evenly so; this measures whether a model
 * of the training data's own human texts sees that. A text that helped build the model is
 * scored with its own counts taken out (leave-one-out), so training texts are not in-sample.
 */

export interface BigramCounts {
  unigrams: Map<string, number>;
  bigrams: Map<string, number>;
  total: number;
}

const wordsOf = (tokens: readonly string[]): string[] =>
  tokens.filter((t) => /[\p{L}\p{N}]/u.test(t));

function countsOf(words: readonly string[]): BigramCounts {
  const unigrams = new Map<string, number>();
  const bigrams = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    unigrams.set(words[i]!, (unigrams.get(words[i]!) ?? 0) + 1);
    if (i > 0) {
      const b = `${words[i - 1]} ${words[i]}`;
      bigrams.set(b, (bigrams.get(b) ?? 0) + 1);
    }
  }
  return { unigrams, bigrams, total: words.length };
}

export function buildBigramCounts(texts: ReadonlyArray<readonly string[]>): BigramCounts {
  const all: BigramCounts = { unigrams: new Map(), bigrams: new Map(), total: 0 };
  for (const t of texts) {
    const c = countsOf(wordsOf(t));
    for (const [k, v] of c.unigrams) all.unigrams.set(k, (all.unigrams.get(k) ?? 0) + v);
    for (const [k, v] of c.bigrams) all.bigrams.set(k, (all.bigrams.get(k) ?? 0) + v);
    all.total += c.total;
  }
  return all;
}

export const SURPRISAL_NAMES = ['mean', 'sd', 'lowShare', 'unigramMean'];
/** Interpolation weight of the bigram estimate; the rest is the add-one unigram estimate. */
const LAMBDA = 0.6;

/**
 * Mean and spread of per-word surprisal (bits), the share of words under 6 bits, and the mean
 * unigram surprisal. `own`: the text was counted into `lm`, so its counts are taken out first.
 */
export function surprisalProfile(
  tokens: readonly string[],
  lm: BigramCounts,
  own: boolean,
): number[] {
  const words = wordsOf(tokens);
  const mine = own ? countsOf(words) : null;
  const vocabulary = lm.unigrams.size + 1;
  const total = lm.total - (mine?.total ?? 0);
  const uni = (w: string) => (lm.unigrams.get(w) ?? 0) - (mine?.unigrams.get(w) ?? 0);
  const bits: number[] = [];
  const uniBits: number[] = [];
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!;
    const prev = words[i - 1]!;
    const pUni = (uni(w) + 1) / (total + vocabulary);
    const b = `${prev} ${w}`;
    const big = (lm.bigrams.get(b) ?? 0) - (mine?.bigrams.get(b) ?? 0);
    const context = uni(prev);
    const p = context > 0 ? LAMBDA * (big / context) + (1 - LAMBDA) * pUni : pUni;
    bits.push(-Math.log2(p));
    uniBits.push(-Math.log2(pUni));
  }
  if (bits.length === 0) return [0, 0, 0, 0];
  const mean = bits.reduce((a, b) => a + b, 0) / bits.length;
  const sd = Math.sqrt(bits.reduce((a, b) => a + (b - mean) ** 2, 0) / bits.length);
  return [
    mean,
    sd,
    bits.filter((b) => b < 6).length / bits.length,
    uniBits.reduce((a, b) => a + b, 0) / uniBits.length,
  ];
}
