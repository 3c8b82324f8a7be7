/**
 * The lexical half of the detector: a logistic regression over the words and word pairs a text
 * uses (and the punctuation between them), stored as a small table of weighted phrases.
 *
 * A text is a bag of unigrams and bigrams of lower-cased tokens; each distinct one counts
 * 1 + ln(count), and the vector is divided by its length (L2 norm) so a long text is not more
 * evidence than a short one. Only the phrases kept at training time (pruned by weight) are
 * stored; every other phrase weighs nothing. See scripts/detector/lib/lexical-fit.ts.
 */

import { ENGLISH_CORE } from './lexicons';

export interface LexicalModel {
  /** Phrase (a token, or two tokens joined by one space) → weight toward machine text. */
  weights: Record<string, number>;
  bias: number;
}

// Words (letters, digits, inner apostrophes) and the punctuation marks that carry style.
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*|[.,;:!?()"“”—–-]/gu;

/** Lower-cased tokens of a text, typographic apostrophes and quotes folded to plain ones. */
export function lexicalTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    const t = match[0].replace(/’/g, "'");
    tokens.push(t === '“' || t === '”' ? '"' : t === '–' ? '—' : t);
  }
  return tokens;
}

const ENGLISH_CORE_SET = new Set(ENGLISH_CORE);
/** Below this share of the commonest English words, a text is read as another language. */
const MIN_ENGLISH_SHARE = 0.12;

/**
 * Whether the phrase model applies: it learned English phrases, so a German, French or Spanish
 * text is scored on style alone. Very short texts count as English (nothing to tell by).
 */
export function readsAsEnglish(tokens: readonly string[]): boolean {
  let words = 0;
  let core = 0;
  for (const t of tokens) {
    if (!/\p{L}/u.test(t)) continue;
    words++;
    if (ENGLISH_CORE_SET.has(t)) core++;
  }
  return words < 20 || core / words >= MIN_ENGLISH_SHARE;
}

/** Counts of every unigram and bigram of the tokens. */
export function phraseCounts(tokens: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < tokens.length; i++) {
    const uni = tokens[i]!;
    counts.set(uni, (counts.get(uni) ?? 0) + 1);
    if (i + 1 < tokens.length) {
      const bi = `${uni} ${tokens[i + 1]!}`;
      counts.set(bi, (counts.get(bi) ?? 0) + 1);
    }
  }
  return counts;
}

/** Sublinear, length-normalised phrase vector (phrase → value), as the model reads it. */
export function phraseVector(counts: ReadonlyMap<string, number>): Map<string, number> {
  let norm = 0;
  const vector = new Map<string, number>();
  for (const [phrase, n] of counts) {
    const v = 1 + Math.log(n);
    vector.set(phrase, v);
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (const [phrase, v] of vector) vector.set(phrase, v * scale);
  return vector;
}

export interface PhraseContribution {
  phrase: string;
  /** weight × value: how far this phrase moved the log-odds. */
  contribution: number;
}

/** Log-odds of machine authorship from the phrases of `tokens`, and each stored phrase's share. */
export function lexicalEvidence(
  tokens: readonly string[],
  model: LexicalModel,
): { logOdds: number; phrases: PhraseContribution[] } {
  const vector = phraseVector(phraseCounts(tokens));
  let logOdds = model.bias;
  const phrases: PhraseContribution[] = [];
  for (const [phrase, value] of vector) {
    const w = model.weights[phrase];
    if (w === undefined) continue;
    logOdds += w * value;
    phrases.push({ phrase, contribution: w * value });
  }
  return { logOdds, phrases };
}

/** Log-odds only: what per-sentence windows need. */
export function lexicalLogOdds(tokens: readonly string[], model: LexicalModel): number {
  return lexicalEvidence(tokens, model).logOdds;
}

export function validateLexicalModel(value: unknown): LexicalModel {
  const m = value as Partial<LexicalModel> | null;
  const ok =
    !!m &&
    typeof m.bias === 'number' &&
    Number.isFinite(m.bias) &&
    !!m.weights &&
    typeof m.weights === 'object' &&
    Object.values(m.weights).every((w) => typeof w === 'number' && Number.isFinite(w));
  if (!ok) throw new Error('detector model: lexical needs a bias and a table of phrase weights');
  return m as LexicalModel;
}

/**
 * The phrases of a text's sentences as small integer ids, so the many overlapping sentence
 * windows are scored by counting ids rather than rebuilding phrase tables: the same numbers as
 * lexicalEvidence on the window's tokens, about ten times faster.
 */
export interface SentencePhrases {
  /** Per sentence: the ids of its unigrams and of the bigrams inside it. */
  ids: Int32Array[];
  /** Per sentence k: the id of the bigram from its last token to sentence k+1's first, or -1. */
  joins: Int32Array;
  phrases: string[];
  /** Model weight of each id (0 when the model has none), and whether it has one. */
  weights: Float64Array;
  known: Uint8Array;
}

export function indexSentencePhrases(
  sentenceTokens: ReadonlyArray<readonly string[]>,
  model: LexicalModel,
): SentencePhrases {
  const idOf = new Map<string, number>();
  const phrases: string[] = [];
  const id = (phrase: string): number => {
    let n = idOf.get(phrase);
    if (n === undefined) {
      n = phrases.length;
      idOf.set(phrase, n);
      phrases.push(phrase);
    }
    return n;
  };
  const ids = sentenceTokens.map((tokens) => {
    const out: number[] = [];
    for (let i = 0; i < tokens.length; i++) {
      out.push(id(tokens[i]!));
      if (i + 1 < tokens.length) out.push(id(`${tokens[i]!} ${tokens[i + 1]!}`));
    }
    return Int32Array.from(out);
  });
  const joins = new Int32Array(sentenceTokens.length).fill(-1);
  for (let k = 0; k + 1 < sentenceTokens.length; k++) {
    const a = sentenceTokens[k]!;
    const b = sentenceTokens[k + 1]!;
    if (a.length > 0 && b.length > 0) joins[k] = id(`${a[a.length - 1]!} ${b[0]!}`);
  }
  const weights = new Float64Array(phrases.length);
  const known = new Uint8Array(phrases.length);
  phrases.forEach((p, n) => {
    const w = model.weights[p];
    if (w !== undefined) {
      weights[n] = w;
      known[n] = 1;
    }
  });
  return { ids, joins, phrases, weights, known };
}

/**
 * lexicalEvidence of the tokens of sentences from..to-1, joined as one text. (One approximation:
 * a sentence with no tokens at all between two others drops the bigram joining them.)
 */
export function windowLexicalEvidence(
  index: SentencePhrases,
  from: number,
  to: number,
  model: LexicalModel,
  counts: Int32Array = new Int32Array(index.phrases.length),
): { logOdds: number; phrases: PhraseContribution[] } {
  const touched: number[] = [];
  const add = (n: number): void => {
    if (counts[n] === 0) touched.push(n);
    counts[n]!++;
  };
  let previous = -1;
  for (let k = from; k < to; k++) {
    const sentence = index.ids[k]!;
    if (sentence.length === 0) continue;
    if (previous >= 0) {
      // The bigram joining the last non-empty sentence to this one.
      const join = previous === k - 1 ? index.joins[previous]! : -1;
      if (join >= 0) add(join);
    }
    for (const n of sentence) add(n);
    previous = k;
  }
  let norm = 0;
  for (const n of touched) {
    const v = 1 + Math.log(counts[n]!);
    norm += v * v;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  let logOdds = model.bias;
  const phrases: PhraseContribution[] = [];
  for (const n of touched) {
    if (index.known[n]) {
      const contribution = index.weights[n]! * (1 + Math.log(counts[n]!)) * scale;
      logOdds += contribution;
      phrases.push({ phrase: index.phrases[n]!, contribution });
    }
    counts[n] = 0;
  }
  return { logOdds, phrases };
}
