/**
 * Logistic regression over standardized style features, stored as JSON:
 * `{version, features, mean, std, weights, bias, threshold, zClip, interactions?}`.
 * `mean`, `std` and `weights` are aligned with `features`.
 */
import type { FeatureValues } from './features';
import { type LexicalModel, validateLexicalModel } from './lexical';
import { sigmoid } from './stats';

/** Product of two standardized features: "both unusually high/low together". */
export interface InteractionTerm {
  a: string;
  b: string;
  weight: number;
}

/**
 * A feature's contribution to the log-odds as a function of its standardized
 * value: linear interpolation between (knots[i], values[i]), knots ascending
 * and spanning ±zClip. Replaces `weight * z` when a model has shapes.
 */
export interface ShapeFunction {
  knots: number[];
  values: number[];
}

/**
 * How one sentence's score is formed: `windowWeight` × the log-odds of the
 * window around it (rhythm needs several sentences) plus `aloneWeight` × the
 * log-odds of the sentence on its own, so the sentence's own evidence can pull
 * it away from its neighbours' (see scripts/detector/lib/sentence-fit.ts).
 */
export interface SentenceModel {
  windowWeight: number;
  aloneWeight: number;
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
  /**
   * Evidence shrinkage: feature i's standardized value is multiplied by
   * n / (n + k[i]), n being the value of feature count[i] (e.g. the number of
   * sentences a spread was measured over), so a statistic of few units
   * counts for less. Aligned with `features`; k 0 or count "" means none.
   */
  shrinkage?: { count: string[]; k: number[] };
  /** Per-feature shape functions (a monotone additive model), aligned with `features`. */
  shapes?: ShapeFunction[];
  /** Per-sentence scoring; without it a sentence takes its window's score. */
  sentence?: SentenceModel;
  /** The phrase model (issue 35); absent in models before v3, which are style-only. */
  lexical?: LexicalModel;
  /** How the style and phrase log-odds are weighed into one raw score (a stacking regression). */
  combine?: Combination;
  /**
   * Raw score → the probability a user sees: sigmoid(scale × raw + offset), fitted so the
   * spec's bands hold (see scripts/detector/lib/calibrate.ts). With it, the verdict is exactly
   * "probability ≥ 0.7" and `threshold` is 0.7.
   */
  calibration?: Calibration;
  trainedOn?: string;
  reproduce?: string;
}

export interface Combination {
  style: number;
  lexical: number;
  bias: number;
  /** For texts not read as English (readsAsEnglish): style alone, with its own weight and bias. */
  otherLanguages: { style: number; bias: number };
}

export interface Calibration {
  scale: number;
  offset: number;
}

/**
 * Standardized features in model order. Missing (null/NaN) values become 0,
 * the training mean: "no evidence either way".
 */
export function standardize(
  values: FeatureValues,
  model: Pick<DetectorModel, 'features' | 'mean' | 'std' | 'zClip' | 'shrinkage'>,
): number[] {
  return model.features.map((name, i) => {
    const raw = values[name];
    const sd = model.std[i]!;
    if (raw === null || raw === undefined || !Number.isFinite(raw) || sd === 0) return 0;
    const z = Math.max(-model.zClip, Math.min(model.zClip, (raw - model.mean[i]!) / sd));
    const k = model.shrinkage?.k[i] ?? 0;
    if (k <= 0) return z;
    const n = values[model.shrinkage!.count[i]!] ?? 0;
    return n > 0 ? (z * n) / (n + k) : 0;
  });
}

/** Piecewise-linear interpolation; flat beyond the outermost knots. */
export function evaluateShape(shape: ShapeFunction, z: number): number {
  const { knots, values } = shape;
  if (z <= knots[0]!) return values[0]!;
  for (let i = 1; i < knots.length; i++) {
    if (z <= knots[i]!) {
      const t = (z - knots[i - 1]!) / (knots[i]! - knots[i - 1]!);
      return values[i - 1]! + t * (values[i]! - values[i - 1]!);
    }
  }
  return values[values.length - 1]!;
}

/** Log-odds of AI authorship for one standardized row. */
export function linearScore(
  z: readonly number[],
  model: Pick<DetectorModel, 'features' | 'weights' | 'bias' | 'interactions' | 'shapes'>,
): number {
  let s = model.bias;
  if (model.shapes) for (let i = 0; i < z.length; i++) s += evaluateShape(model.shapes[i]!, z[i]!);
  else for (let i = 0; i < z.length; i++) s += z[i]! * model.weights[i]!;
  for (const term of model.interactions ?? []) {
    s += term.weight * z[model.features.indexOf(term.a)]! * z[model.features.indexOf(term.b)]!;
  }
  return s;
}

export function predictProbability(values: FeatureValues, model: DetectorModel): number {
  return sigmoid(linearScore(standardize(values, model), model));
}

/** Log-odds that one sentence is machine-written, from its window's and its own log-odds. */
export function sentenceLogOdds(
  evidence: { window: number; alone: number },
  sentence: SentenceModel,
): number {
  return sentence.windowWeight * evidence.window + sentence.aloneWeight * evidence.alone;
}

function validateSentenceModel(value: unknown): void {
  const m = value as Partial<SentenceModel> | null;
  const weights = [m?.windowWeight, m?.aloneWeight];
  if (!weights.every((x) => typeof x === 'number' && Number.isFinite(x) && x >= 0)) {
    throw new Error('detector model: sentence needs windowWeight and aloneWeight >= 0');
  }
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
  if (m.shrinkage !== undefined) {
    const sh = m.shrinkage;
    const ok =
      Array.isArray(sh?.count) &&
      Array.isArray(sh.k) &&
      sh.count.length === n &&
      sh.k.length === n &&
      sh.count.every((c) => typeof c === 'string') &&
      sh.k.every((k) => typeof k === 'number' && Number.isFinite(k) && k >= 0);
    if (!ok)
      throw new Error('detector model: shrinkage needs one count name and one k >= 0 per feature');
  }
  if (m.shapes !== undefined) {
    const ok =
      Array.isArray(m.shapes) &&
      m.shapes.length === n &&
      m.shapes.every(
        (sh) =>
          Array.isArray(sh?.knots) &&
          Array.isArray(sh.values) &&
          sh.knots.length >= 2 &&
          sh.knots.length === sh.values.length &&
          [...sh.knots, ...sh.values].every((x) => typeof x === 'number' && Number.isFinite(x)) &&
          sh.knots.every((k, i) => i === 0 || k > sh.knots[i - 1]!),
      );
    if (!ok)
      throw new Error('detector model: shapes must be one ascending knot/value table per feature');
  }
  if (m.sentence !== undefined) validateSentenceModel(m.sentence);
  if (m.lexical !== undefined) validateLexicalModel(m.lexical);
  const finite = (x: unknown): boolean => typeof x === 'number' && Number.isFinite(x);
  if (m.combine !== undefined) {
    const c = m.combine;
    if (
      !finite(c?.style) ||
      !finite(c?.lexical) ||
      !finite(c?.bias) ||
      !finite(c?.otherLanguages?.style) ||
      !finite(c?.otherLanguages?.bias) ||
      m.lexical === undefined
    ) {
      throw new Error(
        'detector model: combine needs style, lexical, bias and otherLanguages, and a lexical part',
      );
    }
  }
  if (m.calibration !== undefined) {
    const c = m.calibration;
    if (!finite(c?.scale) || !finite(c?.offset) || c.scale <= 0) {
      throw new Error('detector model: calibration needs a positive scale and an offset');
    }
  }
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
