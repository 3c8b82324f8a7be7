/**
 * Left-out-genre and left-out-generator evaluation of the v3 detector, and the calibration
 * read from it. Every score here comes from a model that never saw the scored text's genre
 * (genre splits) or generator family (generator splits).
 */
import { familyOf, type LabelledText } from './dataset';
import {
  type Combination,
  combined,
  fitParts,
  type Parts,
  partScores,
  type TrainingRow,
} from './ensemble';
import type { TrainingConfig } from './fit';
import type { LexicalConfig } from './lexical-fit';
import { seededRandom, shuffle } from './random';

export interface Split {
  name: string;
  kind: 'genre' | 'generator';
  /** Indices of the rows the split's model is fitted on. */
  train: number[];
  /** Indices of the rows it is tested on. */
  test: number[];
}

const HUMAN_HOLDOUT_FOLDS = 5;

/**
 * Genre splits leave out one genre (every text of it). Generator splits leave out one
 * generator family and one fifth of the text groups; their test is that family's texts of the
 * held-out groups plus the held-out groups' human texts, so the test humans are unseen too.
 */
export function transferSplits(rows: readonly LabelledText[], seed: number): Split[] {
  const all = rows.map((_, i) => i);
  const genres = [...new Set(rows.map((r) => r.domain))].sort();
  const families = [...new Set(rows.filter((r) => r.label === 1).map((r) => familyOf(r.model)))];
  families.sort();
  const groups = [...new Set(rows.map((r) => r.group))].sort();
  const fold = new Map(
    shuffle(groups, seededRandom(seed + 7)).map((g, i) => [g, i % HUMAN_HOLDOUT_FOLDS]),
  );
  const heldOut = (i: number): boolean => fold.get(rows[i]!.group) === 0;
  return [
    ...genres.map((genre) => ({
      name: `genre: ${genre}`,
      kind: 'genre' as const,
      train: all.filter((i) => rows[i]!.domain !== genre),
      test: all.filter((i) => rows[i]!.domain === genre),
    })),
    ...families.map((family) => {
      const isFamily = (i: number): boolean =>
        rows[i]!.label === 1 && familyOf(rows[i]!.model) === family;
      return {
        name: `generator: ${family}`,
        kind: 'generator' as const,
        train: all.filter((i) => !heldOut(i) && !isFamily(i)),
        test: all.filter((i) => heldOut(i) && (rows[i]!.label === 0 || isFamily(i))),
      };
    }),
  ];
}

export interface SplitScores {
  split: Split;
  /** Raw part log-odds of the test rows, in split.test order. */
  scores: Array<{ style: number; lexical: number }>;
}

export function runSplits(
  splits: readonly Split[],
  rows: readonly TrainingRow[],
  phrases: readonly string[],
  styleConfig: TrainingConfig,
  lexicalConfig: LexicalConfig,
  log: (line: string) => void = () => {},
): SplitScores[] {
  return splits.map((split) => {
    const started = Date.now();
    const parts: Parts = fitParts(
      split.train.map((i) => rows[i]!),
      phrases,
      styleConfig,
      lexicalConfig,
    );
    const scores = split.test.map((i) => partScores(parts, rows[i]!));
    log(`${split.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { split, scores };
  });
}

/** Raw combined log-odds of every row from the genre splits (each row lies in one left-out genre). */
export function outOfFoldRaw(
  results: readonly SplitScores[],
  rowCount: number,
  combination: Combination,
  english: readonly boolean[],
): number[] {
  const raw = new Array<number>(rowCount).fill(Number.NaN);
  for (const r of results) {
    if (r.split.kind !== 'genre') continue;
    r.split.test.forEach((i, k) => {
      raw[i] = combined(combination, r.scores[k]!, english[i]!);
    });
  }
  return raw;
}

/** Out-of-fold part scores of every row from the genre splits. */
export function outOfFoldParts(
  results: readonly SplitScores[],
  rowCount: number,
): Array<{ style: number; lexical: number }> {
  const out = new Array<{ style: number; lexical: number }>(rowCount);
  for (const r of results) {
    if (r.split.kind !== 'genre') continue;
    r.split.test.forEach((i, k) => {
      out[i] = r.scores[k]!;
    });
  }
  return out;
}
