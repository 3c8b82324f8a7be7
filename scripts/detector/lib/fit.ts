/** Turning feature tables into a DetectorModel, and choosing its threshold. */

import type { FeatureValues } from '../../../server/features/detection/detector/features';
import {
  type DetectorModel,
  linearScore,
  standardize,
} from '../../../server/features/detection/detector/model';
import { mean, sigmoid, stdDev } from '../../../server/features/detection/detector/stats';
import { fitSignConstrainedLogistic } from './logistic';
import { seededRandom, shuffle, stratifiedFolds } from './random';

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
  /**
   * How the threshold meets targetFpr on the out-of-fold human scores:
   * "pooled" over all training humans (default), or "worst-group": in every
   * training group (domain/language, from the stratum) separately, taking the
   * highest of those thresholds, so no group seen in training exceeds the
   * target. Unseen groups tend to resemble the hardest seen one more than
   * the average one.
   */
  thresholdBy?: 'pooled' | 'worst-group';
  /**
   * Knots of per-feature monotone shape functions, as quantiles of the
   * feature's standardized training values (e.g. [0.25, 0.5, 0.75]). Each
   * feature then enters through hinges min(0, z - k) and max(0, z - k) at
   * every knot plus z itself, all constrained to the feature's sign, so its
   * contribution is piecewise linear and monotone in the allowed direction.
   * Empty or absent: plain linear weights.
   */
  shapeKnots?: number[];
  /**
   * Group-robust fitting: rounds of reweighting the training groups
   * (domain/language) toward the ones with the highest loss, by exp(step *
   * loss). 0 or absent: every text weighs the same (after class balancing).
   */
  groupRobust?: { rounds: number; step: number };
  /** Evidence shrinkage per feature: [count feature, k] (see DetectorModel.shrinkage). */
  shrinkage?: Record<string, [string, number]>;
  /**
   * Where the out-of-fold scores behind the threshold come from: a
   * stratified k-fold (default), or "group": each example is scored by a
   * model fitted without its whole group (Example.group), so the threshold
   * is set on scores of texts from a group the model has not seen, which is
   * how it is used. Whole groups are dealt out to `innerFolds` folds. Falls
   * back to stratified folds with fewer than 2 groups.
   */
  thresholdFolds?: 'stratified' | 'group';
  /**
   * Which grouping the "group" threshold folds leave out: `Example.group`
   * (default; the genre in the shipped run) or `Example.textGroup` (a human
   * text with the AI texts made from it).
   */
  thresholdGroupBy?: 'group' | 'text-group';
}

export interface Example {
  features: FeatureValues;
  label: 0 | 1;
  /** Stratum for fold assignment, e.g. "wikipedia/en/rephrase_base". */
  stratum: string;
  /**
   * Held-out group for "group" threshold folds, e.g. "wikipedia/de/music"
   * (domain/language/topic category). Defaults to domain/language.
   */
  group?: string;
  /** A finer group: a human text and the AI texts that continue or rewrite it. */
  textGroup?: string;
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

function fitRobust(
  examples: readonly Example[],
  rows: readonly number[][],
  labels: readonly (0 | 1)[],
  sampleWeights: readonly number[],
  signs: readonly number[],
  config: TrainingConfig,
  dropPerRound: 'one' | 'all' = 'one',
): { weights: number[]; bias: number } {
  let fit = fitSignConstrainedLogistic(rows, labels, sampleWeights, config.l2, signs, dropPerRound);
  const rounds = config.groupRobust?.rounds ?? 0;
  if (rounds === 0) return fit;
  const groups = examples.map((e) => groupOf(e.stratum));
  const names = [...new Set(groups)];
  const gw = new Map(names.map((g) => [g, 1]));
  for (let r = 0; r < rounds; r++) {
    const loss = new Map(names.map((g) => [g, [0, 0, 0, 0]]));
    rows.forEach((row, i) => {
      let z = fit.bias;
      for (let j = 0; j < row.length; j++) z += row[j]! * fit.weights[j]!;
      const p = sigmoid(z);
      const l = -Math.log(Math.max(1e-9, labels[i] === 1 ? p : 1 - p));
      const acc = loss.get(groups[i]!)!;
      acc[labels[i]! * 2]! += l;
      acc[labels[i]! * 2 + 1]! += 1;
    });
    for (const g of names) {
      const [l0, n0, l1, n1] = loss.get(g)!;
      const balanced = ((n0 ? l0! / n0! : 0) + (n1 ? l1! / n1! : 0)) / 2;
      gw.set(g, gw.get(g)! * Math.exp(config.groupRobust!.step * balanced));
    }
    const total = names.reduce((a, g) => a + gw.get(g)!, 0);
    for (const g of names) gw.set(g, (gw.get(g)! * names.length) / total);
    fit = fitSignConstrainedLogistic(
      rows,
      labels,
      sampleWeights.map((w, i) => w * gw.get(groups[i]!)!),
      config.l2,
      signs,
      dropPerRound,
    );
  }
  return fit;
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  const pos = q * (sorted.length - 1);
  const lo = Math.floor(pos);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (pos - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Monotone piecewise-linear (hinge) additive model; see TrainingConfig.shapeKnots. */
function fitShapeModel(
  examples: readonly Example[],
  config: TrainingConfig,
  scaffold: Pick<DetectorModel, 'features' | 'mean' | 'std' | 'zClip'>,
  sampleWeights: readonly number[],
): Pick<DetectorModel, 'weights' | 'bias' | 'shapes'> {
  const zs = examples.map((e) => standardize(e.features, scaffold));
  const labels = examples.map((e) => e.label);
  const clip = config.zClip;
  // Knots from measured values only (unmeasured ones sit at the centre).
  const knots = config.features.map((f, j) => {
    const measured = examples
      .map((e, i) => (Number.isFinite(e.features[f] ?? Number.NaN) ? zs[i]![j]! : Number.NaN))
      .filter((v) => Number.isFinite(v))
      .sort((a, b) => a - b);
    const ks = (config.shapeKnots ?? []).map((q) => quantile(measured, q));
    return [...new Set(ks.map((k) => Math.round(k * 1000) / 1000))].filter(
      (k) => k > -clip && k < clip,
    );
  });
  // Basis per feature: z, then min(0, z - k) and max(0, z - k) per knot.
  const basis = (j: number, z: number): number[] => [
    z,
    ...knots[j]!.flatMap((k) => [Math.min(0, z - k), Math.max(0, z - k)]),
  ];
  const rows = zs.map((z) => z.flatMap((v, j) => basis(j, v)));
  const signs = config.features.flatMap((f, j) =>
    new Array<number>(1 + 2 * knots[j]!.length).fill(config.signs[f] ?? 0),
  );
  const fit = fitRobust(examples, rows, labels, sampleWeights, signs, config, 'all');
  let offset = 0;
  const shapes = config.features.map((_, j) => {
    const w = fit.weights.slice(offset, offset + 1 + 2 * knots[j]!.length);
    offset += w.length;
    const at = [-clip, ...knots[j]!, clip];
    const f = (z: number): number => basis(j, z).reduce((a, b, i) => a + b * w[i]!, 0);
    return { knots: at, values: at.map(f) };
  });
  // Reported weight: average slope of the shape over the clip range.
  const weights = shapes.map(
    (sh) => (sh.values[sh.values.length - 1]! - sh.values[0]!) / (2 * clip),
  );
  return { weights, bias: fit.bias, shapes };
}

/** Fits weights; the returned model's threshold is 0.5 until chooseThreshold sets it. */
export function fitModel(examples: readonly Example[], config: TrainingConfig): DetectorModel {
  const meanValues = config.features.map((f) => centre(examples, f, config.centering ?? 'all'));
  const stdValues = config.features.map((f) => stdDev(finiteValues(examples, f)) || 1);
  const shrinkage = config.shrinkage
    ? {
        count: config.features.map((f) => config.shrinkage![f]?.[0] ?? ''),
        k: config.features.map((f) => config.shrinkage![f]?.[1] ?? 0),
      }
    : undefined;
  const scaffold = {
    features: config.features,
    mean: meanValues,
    std: stdValues,
    zClip: config.zClip,
    shrinkage,
  };
  const index = (name: string): number => config.features.indexOf(name);
  if (config.shapeKnots?.length) {
    const labels = examples.map((e) => e.label);
    const positives = labels.filter((y) => y === 1).length;
    const negatives = labels.length - positives;
    const sampleWeights = labels.map((y) =>
      y === 1 ? labels.length / (2 * positives) : labels.length / (2 * negatives),
    );
    const shaped = fitShapeModel(examples, config, scaffold, sampleWeights);
    return {
      version: '',
      features: [...config.features],
      mean: meanValues,
      std: stdValues,
      ...shaped,
      ...(shrinkage ? { shrinkage } : {}),
      threshold: 0.5,
      zClip: config.zClip,
      interactions: [],
    };
  }
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
  const fit = fitRobust(examples, rows, labels, sampleWeights, signs, config);
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
    ...(shrinkage ? { shrinkage } : {}),
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

/** Domain/language part of a stratum such as "wikipedia/en/rephrase_base". */
export function groupOf(stratum: string): string {
  return stratum.split('/').slice(0, 2).join('/');
}

function chooseThreshold(
  examples: readonly Example[],
  scores: readonly number[],
  config: TrainingConfig,
): number {
  const humans = examples.map((e, i) => ({ e, s: scores[i]! })).filter(({ e }) => e.label === 0);
  if (config.thresholdBy !== 'worst-group') {
    return thresholdForFpr(
      humans.map((h) => h.s),
      config.targetFpr,
    );
  }
  const groupKey = (e: Example): string => groupOf(e.stratum);
  const groups = [...new Set(humans.map((h) => groupKey(h.e)))];
  return Math.max(
    ...groups.map((g) =>
      thresholdForFpr(
        humans.filter((h) => groupKey(h.e) === g).map((h) => h.s),
        config.targetFpr,
      ),
    ),
  );
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
  const groups = examples.map((e) =>
    config.thresholdGroupBy === 'text-group'
      ? (e.textGroup ?? e.group ?? groupOf(e.stratum))
      : (e.group ?? groupOf(e.stratum)),
  );
  const names = [...new Set(groups)].sort();
  const byGroup = config.thresholdFolds === 'group' && names.length >= 2;
  const foldCount = byGroup ? Math.min(config.innerFolds, names.length) : config.innerFolds;
  let folds: number[];
  if (byGroup) {
    // Whole groups dealt out to the folds in a seeded order.
    const order = shuffle(names, seededRandom(config.seed));
    const foldOf = new Map(order.map((g, i) => [g, i % foldCount]));
    folds = groups.map((g) => foldOf.get(g)!);
  } else {
    folds = stratifiedFolds(
      examples.map((e) => e.stratum),
      config.innerFolds,
      config.seed,
    );
  }
  const outOfFold = new Array<number>(examples.length).fill(0);
  for (let k = 0; k < foldCount; k++) {
    const train = examples.filter((_, i) => folds[i] !== k);
    const inner = fitModel(train, config);
    examples.forEach((e, i) => {
      if (folds[i] === k) outOfFold[i] = probability(inner, e.features);
    });
  }
  const model = fitModel(examples, config);
  model.threshold = chooseThreshold(examples, outOfFold, config);
  return { model, outOfFold };
}
