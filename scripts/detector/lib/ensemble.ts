/**
 * The v3 detector in the training world: the style model (fit.ts) and the lexical model
 * (lexical-fit.ts) fitted on the same rows, their log-odds combined by a small stacking
 * regression, and a calibration that makes the spec's bands mean what they say.
 */
import type { FeatureValues } from '../../../server/features/detection/detector/features';
import type { LexicalModel } from '../../../server/features/detection/detector/lexical';
import {
  type Combination,
  type DetectorModel,
  linearScore,
  standardize,
} from '../../../server/features/detection/detector/model';
import { type Example, fitModel, type TrainingConfig } from './fit';
import { type EncodedDoc, fitLexical, type LexicalConfig } from './lexical-fit';
import { fitLogistic } from './logistic';

export interface TrainingRow {
  features: FeatureValues;
  doc: EncodedDoc;
  label: 0 | 1;
  stratum: string;
  /** Words in the text, for the short-text shrinkage. */
  words: number;
  /** Whether the text reads as English (readsAsEnglish): otherwise style alone scores it. */
  english: boolean;
}

export interface Parts {
  style: DetectorModel;
  lexical: LexicalModel;
  /** The lexical weights by phrase id of the corpus. */
  lexicalById: Float64Array;
}

export function fitParts(
  rows: readonly TrainingRow[],
  phrases: readonly string[],
  styleConfig: TrainingConfig,
  lexicalConfig: LexicalConfig,
): Parts {
  const examples: Example[] = rows.map((r) => ({
    features: r.features,
    label: r.label,
    stratum: r.stratum,
  }));
  const style = fitModel(examples, styleConfig);
  const lexical = fitLexical(
    rows.map((r) => r.doc),
    phrases,
    lexicalConfig,
  );
  return { style, lexical: lexical.model, lexicalById: lexical.byId };
}

/** Raw log-odds of each part for one row (the lexical part read from the row's cached vector). */
export function partScores(parts: Parts, row: TrainingRow): { style: number; lexical: number } {
  const style = linearScore(standardize(row.features, parts.style), parts.style);
  let lexical = parts.lexical.bias;
  const { ids, values } = row.doc;
  for (let k = 0; k < ids.length; k++) lexical += parts.lexicalById[ids[k]!]! * values[k]!;
  return { style, lexical };
}

export type { Combination };

function balancedFit(rows: number[][], labels: readonly (0 | 1)[]) {
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  const weights = labels.map((y) =>
    y === 1 ? labels.length / (2 * positives) : labels.length / (2 * negatives),
  );
  return fitLogistic(rows, labels, weights, 0.001);
}

/**
 * Class-balanced logistic regressions of the label on the parts' out-of-fold log-odds: both
 * parts for English texts, style alone for the others (the phrase model is English).
 */
export function fitCombination(
  scores: ReadonlyArray<{ style: number; lexical: number }>,
  labels: readonly (0 | 1)[],
  english: readonly boolean[],
): Combination {
  const en = scores.map((_, i) => i).filter((i) => english[i]);
  const other = scores.map((_, i) => i).filter((i) => !english[i]);
  const both = balancedFit(
    en.map((i) => [scores[i]!.style, scores[i]!.lexical]),
    en.map((i) => labels[i]!),
  );
  const styleOnly =
    other.length > 0 && new Set(other.map((i) => labels[i])).size === 2
      ? balancedFit(
          other.map((i) => [scores[i]!.style]),
          other.map((i) => labels[i]!),
        )
      : { weights: [both.weights[0]!], bias: both.bias };
  return {
    style: both.weights[0]!,
    lexical: both.weights[1]!,
    bias: both.bias,
    otherLanguages: { style: styleOnly.weights[0]!, bias: styleOnly.bias },
  };
}

export function combined(
  c: Combination,
  s: { style: number; lexical: number },
  english: boolean,
): number {
  if (!english) return c.otherLanguages.style * s.style + c.otherLanguages.bias;
  return c.style * s.style + c.lexical * s.lexical + c.bias;
}
