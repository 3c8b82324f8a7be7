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
