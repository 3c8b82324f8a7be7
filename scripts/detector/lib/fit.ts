/** Turning feature tables into a DetectorModel, and choosing its threshold. */

import type { FeatureValues } from '../../../server/features/detection/detector/features';
import {
  type DetectorModel,
  linearScore,
  standardize,
} from '../../../server/features/detection/detector/model';
import { mean, sigmoid, stdDev } from '../../../server/features/detection/detector/stats';
import { fitSignConstrainedLogistic } from './logistic';
import { stratifiedFolds } from './random';

export interface TrainingConfig {
  features: string[];
  /**
   * Allowed direction of each feature's weight (+1 AI-ward, -1 human-ward,
   * 0 free), from what is known about machine text in general rather than
   * from this corpus. Features missing here are free.
   */
  signs: Record<string, -1 | 0 | 1>;
  interactions: Array<[string, string]>;
  l2: number;
  zClip: number;
  /** Threshold is set so at most this share of (out-of-fold) human texts is flagged. */
  targetFpr: number;
  innerFolds: number;
  seed: number;
  /**
   * Where z = 0 sits: "balanced" centres each feature halfway between the
   * human and the AI mean, so a feature that cannot be measured (counted as
   * z = 0) is neutral between the classes rather than pulled toward the
   * majority class of the corpus (4 AI : 1 human). Default "all".
   */
  centering?: 'all' | 'balanced';
}

export interface Example {
  features: FeatureValues;
  label: 0 | 1;
  /** Stratum for fold assignment, e.g. "wikipedia/en/rephrase_base". */
  stratum: string;
}

function finiteValues(examples: readonly Example[], name: string): number[] {
  return examples
    .map((e) => e.features[name])
    .filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
}

/**
 * The value a feature is centred on (z = 0, also what an unmeasurable value
 * counts as). "balanced" is the midpoint of the human and the AI mean; when
 * one class has no measured value it falls back to the mean of all values.
 */
export function centre(
  examples: readonly Example[],
  name: string,
  centering: 'all' | 'balanced',
): number {
  const humans = finiteValues(
    examples.filter((e) => e.label === 0),
    name,
  );
  const machines = finiteValues(
    examples.filter((e) => e.label === 1),
    name,
  );
  if (centering === 'balanced' && humans.length > 0 && machines.length > 0)
    return (mean(humans) + mean(machines)) / 2;
  return mean(finiteValues(examples, name));
}

/** Fits weights; the returned model's threshold is 0.5 until chooseThreshold sets it. */
export function fitModel(examples: readonly Example[], config: TrainingConfig): DetectorModel {
  const meanValues = config.features.map((f) => centre(examples, f, config.centering ?? 'all'));
  const stdValues = config.features.map((f) => stdDev(finiteValues(examples, f)) || 1);
  const scaffold = {
    features: config.features,
    mean: meanValues,
    std: stdValues,
    zClip: config.zClip,
  };
  const index = (name: string): number => config.features.indexOf(name);
  const rows = examples.map((e) => {
    const z = standardize(e.features, scaffold);
    return [...z, ...config.interactions.map(([a, b]) => z[index(a)]! * z[index(b)]!)];
  });
  const labels = examples.map((e) => e.label);
  // Balance the classes (the corpus is 4 AI : 1 human) so the bias does not
  // simply encode the base rate of this corpus.
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  const sampleWeights = labels.map((y) =>
    y === 1 ? labels.length / (2 * positives) : labels.length / (2 * negatives),
  );
  const signs = [
    ...config.features.map((f) => config.signs[f] ?? 0),
    ...config.interactions.map(([a, b]) => config.signs[`${a}*${b}`] ?? 0),
  ];
  const fit = fitSignConstrainedLogistic(rows, labels, sampleWeights, config.l2, signs);
  const d = config.features.length;
  return {
    version: '',
    features: [...config.features],
    mean: meanValues,
    std: stdValues,
    weights: fit.weights.slice(0, d),
    bias: fit.bias,
    threshold: 0.5,
    zClip: config.zClip,
    interactions: config.interactions.map(([a, b], i) => ({ a, b, weight: fit.weights[d + i]! })),
  };
}

export function probability(model: DetectorModel, features: FeatureValues): number {
  return sigmoid(linearScore(standardize(features, model), model));
}

/**
 * Lowest threshold that flags at most `targetFpr` of the given human scores.
 * Placed halfway between the last allowed false positive and the next human
 * score down, so it does not sit exactly on a training example.
 */
export function thresholdForFpr(humanScores: readonly number[], targetFpr: number): number {
  const desc = [...humanScores].sort((a, b) => b - a);
  const allowed = Math.floor(targetFpr * desc.length);
  if (desc.length === 0) return 0.5;
  const firstKept = desc[allowed] ?? 0;
  const lastFlagged = allowed > 0 ? desc[allowed - 1]! : Math.min(1, firstKept + 1e-3);
  return (firstKept + lastFlagged) / 2;
}

/**
 * Fits on `examples` and sets the threshold from out-of-fold scores of an
 * internal k-fold cross-validation on the same examples, so the threshold
 * is never chosen on data the caller will test on.
 */
export function trainWithThreshold(
  examples: readonly Example[],
  config: TrainingConfig,
): { model: DetectorModel; outOfFold: number[] } {
  const folds = stratifiedFolds(
    examples.map((e) => e.stratum),
    config.innerFolds,
    config.seed,
  );
  const outOfFold = new Array<number>(examples.length).fill(0);
  for (let k = 0; k < config.innerFolds; k++) {
    const train = examples.filter((_, i) => folds[i] !== k);
    const inner = fitModel(train, config);
    examples.forEach((e, i) => {
      if (folds[i] === k) outOfFold[i] = probability(inner, e.features);
    });
  }
  const model = fitModel(examples, config);
  model.threshold = thresholdForFpr(
    outOfFold.filter((_, i) => examples[i]!.label === 0),
    config.targetFpr,
  );
  return { model, outOfFold };
}
