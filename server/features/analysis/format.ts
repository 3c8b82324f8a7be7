import {
  DISAGREEMENT_THRESHOLD,
  type Dimension,
  OVERALL_SCORE,
  RUBRIC_DIMENSIONS,
  type RubricId,
  type ScoreDetail,
} from '@common/analysis';
import type { CalibrationAnswer, ChallengeAnswer, ReadingAnswer } from '@common/analysis-answers';

/**
 * The phases' answers as readable text (the spec's phase1Response … finalResult strings).
 * Only what the model answered is written, with its quotes already checked.
 */
export interface SampleAnswers {
  reading: ReadingAnswer;
  challenge?: ChallengeAnswer;
  calibration: CalibrationAnswer;
}

function dimensions(rubric: RubricId): readonly Dimension[] {
  return RUBRIC_DIMENSIONS[rubric];
}

const quoted = (quotes: string[]) => quotes.map((quote) => `  “${quote}”`);

function sampleHeading(index: number, count: number): string[] {
  return count > 1 ? [`Sample ${index + 1} of ${count}`, ''] : [];
}

function joinSamples(parts: string[][]): string {
  return parts.map((lines) => lines.join('\n').trim()).join('\n\n');
}

export function phase1Text(rubric: RubricId, samples: SampleAnswers[]): string {
  return joinSamples(
    samples.map(({ reading }, index) => [
      ...sampleHeading(index, samples.length),
      ...dimensions(rubric).flatMap((dimension) => {
        const item = reading.dimensions[dimension.key]!;
        return [
          `${dimension.name}: ${item.score}/100`,
          item.rationale,
          ...(item.quotes.length ? ['Evidence:', ...quoted(item.quotes)] : []),
          '',
        ];
      }),
      `Summary: ${reading.summary}`,
    ]),
  );
}

export function phase2Text(rubric: RubricId, samples: SampleAnswers[]): string {
  return joinSamples(
    samples.map(({ reading, challenge }, index) => [
      ...sampleHeading(index, samples.length),
      ...dimensions(rubric).flatMap((dimension) => {
        const item = challenge!.dimensions[dimension.key]!;
        const first = reading.dimensions[dimension.key]!.score;
        return [
          `${dimension.name}: first reading ${first}, after the challenge ${item.revisedScore}`,
          `What would lower it: ${item.lowerIt}`,
          `What would raise it: ${item.raiseIt}`,
          ...(item.quotes.length ? ['Evidence:', ...quoted(item.quotes)] : []),
          '',
        ];
      }),
      `Summary: ${challenge!.summary}`,
    ]),
  );
}

export function phase3Text(rubric: RubricId, samples: SampleAnswers[]): string {
  return joinSamples(
    samples.map(({ calibration }, index) => [
      ...sampleHeading(index, samples.length),
      ...dimensions(rubric).flatMap((dimension) => {
        const item = calibration.dimensions[dimension.key]!;
        return [`${dimension.name}: ${item.score}/100`, `Reference point: ${item.anchor}`, ''];
      }),
      `Verdict: ${calibration.verdict}`,
    ]),
  );
}

/**
 * The final result: the verdict of the sample nearest the median (so the words match the
 * numbers shown), its strengths and weaknesses, the scores, and which scores are unsure.
 */
export function finalText(
  samples: SampleAnswers[],
  details: ScoreDetail[],
  overall: number,
): string {
  const representative = nearestToMedian(samples, details);
  const { verdict, strengths, weaknesses } = representative.calibration;
  const several = samples.length > 1;
  const scoreLines = details.map(
    (detail) =>
      `- ${detail.name}: ${detail.median}${several ? ` (samples ${detail.samples.join(', ')}; spread ${detail.spread})` : ''}`,
  );
  const flagged = details.filter((detail) => detail.flagged).map((detail) => detail.name);
  return [
    verdict,
    '',
    ...(strengths.length ? ['Strengths:', ...strengths.map((s) => `- ${s}`), ''] : []),
    ...(weaknesses.length ? ['Weaknesses:', ...weaknesses.map((w) => `- ${w}`), ''] : []),
    several ? `Scores (median of ${samples.length} independent samples):` : 'Scores:',
    ...scoreLines,
    `- ${OVERALL_SCORE}: ${overall} (the mean of the scores above)`,
    ...(flagged.length
      ? [
          '',
          `The samples disagree by more than ${DISAGREEMENT_THRESHOLD} points on ${flagged.join(', ')}: treat ${flagged.length === 1 ? 'that score' : 'those scores'} as uncertain.`,
        ]
      : []),
    ...(several
      ? []
      : [
          '',
          'Normal mode reads once: run Comprehensive to see how far the scores can be trusted.',
        ]),
  ].join('\n');
}

function nearestToMedian(samples: SampleAnswers[], details: ScoreDetail[]): SampleAnswers {
  const distance = (sample: SampleAnswers) =>
    details.reduce(
      (sum, detail) =>
        sum + Math.abs(sample.calibration.dimensions[detail.key]!.score - detail.median),
      0,
    );
  return samples.reduce((best, sample) => (distance(sample) < distance(best) ? sample : best));
}
