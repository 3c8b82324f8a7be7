/** Held-out evaluation splits: leave out one whole genre or one whole generator. */

import { type Example, probability, type TrainingConfig, trainWithThreshold } from './fit';
import { auroc, ratesAt } from './metrics';
import { seededRandom, shuffle } from './random';

export interface SplitResult {
  name: string;
  kind?: 'genre' | 'generator' | 'random';
  trainSize: number;
  testSize: number;
  testHumans: number;
  auroc: number;
  threshold: number;
  tpr: number;
  fpr: number;
  /** The left-out texts' scores and labels, for reading them at another threshold. */
  scores: number[];
  labels: (0 | 1)[];
}

export interface SplitDefinition {
  name: string;
  kind?: 'genre' | 'generator' | 'random';
  isTest: (meta: RowMeta, index: number) => boolean;
  /** Rows that are in neither train nor test (e.g. other domains in LODO). */
  isExcluded?: (meta: RowMeta) => boolean;
}

export interface RowMeta {
  language: string;
  /** Genre (the file's domain): wikipedia, news, stories, biomedical-qa. */
  domain: string;
  /** The model behind an AI text, "human" for human texts. */
  model: string;
  /** Texts that share an opening (a human text and its continuations) share a group. */
  group: string;
  label: 0 | 1;
}

/** Fraction of groups whose human texts stand in for "unseen humans" in a generator split. */
const HUMAN_HOLDOUT_FOLDS = 5;

/**
 * Transfer splits: leave out one whole genre (all its human and AI texts), or one whole
 * generator. A generator split also needs human texts the model never saw, so one fifth of
 * the groups (with every text in them) is held out as well, and its humans are the test's.
 */
export function transferSplits(meta: readonly RowMeta[], seed: number): SplitDefinition[] {
  const genres = [...new Set(meta.map((m) => m.domain))].sort();
  const models = [...new Set(meta.filter((m) => m.label === 1).map((m) => m.model))].sort();
  const groups = [...new Set(meta.map((m) => m.group))].sort();
  const groupFold = new Map(
    shuffle(groups, seededRandom(seed + 7)).map((g, i) => [g, i % HUMAN_HOLDOUT_FOLDS]),
  );
  const heldOutGroup = (m: RowMeta): boolean => groupFold.get(m.group) === 0;
  return [
    ...genres.map((genre) => ({
      name: `genre: ${genre}`,
      kind: 'genre' as const,
      isTest: (m: RowMeta) => m.domain === genre,
    })),
    ...models.map((model) => ({
      name: `generator: ${model}`,
      kind: 'generator' as const,
      isTest: (m: RowMeta) => heldOutGroup(m) && (m.label === 0 || m.model === model),
      isExcluded: (m: RowMeta) => m.model === model || heldOutGroup(m),
    })),
  ];
}

export function runSplit(
  split: SplitDefinition,
  examples: readonly Example[],
  meta: readonly RowMeta[],
  config: TrainingConfig,
): SplitResult {
  const train: Example[] = [];
  const test: Example[] = [];
  examples.forEach((e, i) => {
    if (split.isTest(meta[i]!, i)) test.push(e);
    else if (!split.isExcluded?.(meta[i]!)) train.push(e);
  });
  const { model } = trainWithThreshold(train, config);
  const scores = test.map((e) => probability(model, e.features));
  const labels = test.map((e) => e.label);
  const { tpr, fpr } = ratesAt(scores, labels, model.threshold);
  return {
    name: split.name,
    kind: split.kind,
    trainSize: train.length,
    testSize: test.length,
    testHumans: labels.filter((y) => y === 0).length,
    auroc: auroc(scores, labels),
    threshold: model.threshold,
    tpr,
    fpr,
    scores,
    labels,
  };
}
