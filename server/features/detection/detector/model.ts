/**
 * Logistic regression over standardized style features, stored as JSON:
 * `{version, features, mean, std, weights, bias, threshold, zClip, interactions?}`.
 * `mean`, `std` and `weights` are aligned with `features`.
 */
import type { FeatureValues } from './features';
import { sigmoid } from './stats';

/** Product of two standardized features: "both unusually high/low together". */
export interface InteractionTerm {
  a: string;
  b: string;
  weight: number;
}

export interface DetectorModel {
  version: string;
  features: string[];
  mean: number[];
  std: number[];
  weights: number[];
  bias: number;
  /** Probability at or above which a text is called AI-generated. */
  threshold: number;
  /** Standardized values are clipped to ±zClip so one odd feature cannot dominate. */
  zClip: number;
  interactions?: InteractionTerm[];
  trainedOn?: string;
  reproduce?: string;
}

/**
 * Standardized features in model order. Missing (null/NaN) values become 0,
 * the training mean: "no evidence either way".
 */
export function standardize(
  values: FeatureValues,
  model: Pick<DetectorModel, 'features' | 'mean' | 'std' | 'zClip'>,
): number[] {
  return model.features.map((name, i) => {
    const raw = values[name];
    const sd = model.std[i]!;
    if (raw === null || raw === undefined || !Number.isFinite(raw) || sd === 0) return 0;
    const z = (raw - model.mean[i]!) / sd;
    return Math.max(-model.zClip, Math.min(model.zClip, z));
  });
}

/** Log-odds of AI authorship for one standardized row. */
export function linearScore(
  z: readonly number[],
  model: Pick<DetectorModel, 'features' | 'weights' | 'bias' | 'interactions'>,
): number {
  let s = model.bias;
  for (let i = 0; i < z.length; i++) s += z[i]! * model.weights[i]!;
  for (const term of model.interactions ?? []) {
    s += term.weight * z[model.features.indexOf(term.a)]! * z[model.features.indexOf(term.b)]!;
  }
  return s;
}

export function predictProbability(values: FeatureValues, model: DetectorModel): number {
  return sigmoid(linearScore(standardize(values, model), model));
}

/** Throws a readable error when a JSON model is malformed. */
export function validateModel(value: unknown): DetectorModel {
  const m = value as Partial<DetectorModel> | null;
  if (!m || typeof m !== 'object') throw new Error('detector model: not an object');
  if (!Array.isArray(m.features) || !m.features.every((f) => typeof f === 'string')) {
    throw new Error('detector model: features must be a list of names');
  }
  const n = m.features.length;
  const isNumbers = (a: unknown): boolean =>
    Array.isArray(a) &&
    a.length === n &&
    a.every((x) => typeof x === 'number' && Number.isFinite(x));
  if (!isNumbers(m.mean) || !isNumbers(m.std) || !isNumbers(m.weights)) {
    throw new Error('detector model: mean, std and weights must each have one number per feature');
  }
  if (
    typeof m.bias !== 'number' ||
    typeof m.threshold !== 'number' ||
    typeof m.zClip !== 'number'
  ) {
    throw new Error('detector model: bias, threshold and zClip must be numbers');
  }
  if (typeof m.version !== 'string') throw new Error('detector model: version must be a string');
  for (const term of m.interactions ?? []) {
    if (
      !m.features.includes(term.a) ||
      !m.features.includes(term.b) ||
      typeof term.weight !== 'number'
    ) {
      throw new Error(`detector model: interaction ${term.a}*${term.b} refers to unknown features`);
    }
  }
  return m as DetectorModel;
}
