/** Held-out evaluation splits: by language, by domain, and a random 80/20. */

import { type Example, probability, type TrainingConfig, trainWithThreshold } from './fit';
import { auroc, ratesAt } from './metrics';
import { stratifiedFolds } from './random';

export interface SplitResult {
  name: string;
  trainSize: number;
  testSize: number;
  testHumans: number;
  auroc: number;
  threshold: number;
  tpr: number;
  fpr: number;
}

export interface SplitDefinition {
  name: string;
  isTest: (meta: RowMeta, index: number) => boolean;
  /** Rows that are in neither train nor test (e.g. other domains in LODO). */
  isExcluded?: (meta: RowMeta) => boolean;
}

export interface RowMeta {
  language: string;
  domain: string;
  generator: string;
  label: 0 | 1;
}

export function standardSplits(meta: readonly RowMeta[], seed: number): SplitDefinition[] {
  const languages = [...new Set(meta.map((m) => m.language))].sort();
  const domains = [...new Set(meta.map((m) => m.domain))].sort();
  const random80 = stratifiedFolds(
    meta.map((m) => `${m.domain}/${m.language}/${m.generator}`),
    5,
    seed + 1,
  );
  return [
    ...languages.map((lang) => ({
      name: `language: train on others, test ${lang}`,
      isTest: (m: RowMeta) => m.language === lang,
    })),
    ...domains.map((domain) => ({
      name: `domain: train on others, test ${domain}`,
      isTest: (m: RowMeta) => m.domain === domain,
    })),
    { name: 'random stratified 80/20', isTest: (_m: RowMeta, i: number) => random80[i] === 0 },
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
    if (split.isExcluded?.(meta[i]!)) return;
    (split.isTest(meta[i]!, i) ? test : train).push(e);
  });
  const { model } = trainWithThreshold(train, config);
  const scores = test.map((e) => probability(model, e.features));
  const labels = test.map((e) => e.label);
  const { tpr, fpr } = ratesAt(scores, labels, model.threshold);
  return {
    name: split.name,
    trainSize: train.length,
    testSize: test.length,
    testHumans: labels.filter((y) => y === 0).length,
    auroc: auroc(scores, labels),
    threshold: model.threshold,
    tpr,
    fpr,
  };
}
