// Well-formed model answers for the analysis' structured-output steps, built from a text so
// their quotes are real (or deliberately invented). Used by the integration and e2e tests to
// script the provider fakes; the product validates them with its own schemas.
import { type Dimension, RUBRIC_DIMENSIONS, type RubricId } from '@common/analysis';

export const INVENTED_QUOTE = 'a sentence this document never contained';

/** The step a request is for, read from the system prompt the product sends. */
export type Step = 'reading' | 'challenge' | 'calibration' | 'comparison' | 'originality';
export const STEP_MARKERS: Record<Step, string> = {
  reading: 'PHASE 1 - FIRST READING',
  challenge: 'PHASE 2 - CHALLENGE',
  calibration: 'PHASE 3 - CALIBRATION',
  comparison: 'COMPARISON.',
  originality: 'ORIGINALITY.',
};
export function stepOf(system: string): Step | undefined {
  return (Object.keys(STEP_MARKERS) as Step[]).find((step) => system.includes(STEP_MARKERS[step]));
}

const dims = (rubric: RubricId) => RUBRIC_DIMENSIONS[rubric] as readonly Dimension[];
const perDimension = <T>(rubric: RubricId, item: (d: Dimension, i: number) => T) =>
  Object.fromEntries(dims(rubric).map((d, i) => [d.key, item(d, i)]));

/** The first words of a text: a quote that is really in it. */
export function realQuote(text: string, words = 6): string {
  return text.trim().split(/\s+/).slice(0, words).join(' ');
}

export function answers(rubric: RubricId, text: string, score = 60, otherText?: string) {
  const quote = realQuote(text);
  return {
    reading: {
      dimensions: perDimension(rubric, (d, i) => ({
        score: score + i,
        rationale: `The ${d.name.toLowerCase()} is adequate.`,
        quotes: [quote, INVENTED_QUOTE],
      })),
      summary: 'A sound first reading.',
    },
    challenge: {
      dimensions: perDimension(rubric, (d, i) => ({
        lowerIt: `Thin ${d.name.toLowerCase()} in places.`,
        raiseIt: `Some sharp ${d.name.toLowerCase()}.`,
        revisedScore: score + i - 2,
        quotes: [quote],
      })),
      summary: 'The challenge lowered most scores a little.',
    },
    calibration: {
      dimensions: perDimension(rubric, (_d, i) => ({
        score: score + i,
        anchor: 'Near a competent undergraduate essay.',
      })),
      verdict: 'A competent text that stays close to the expected.',
      strengths: ['Clear sentences.'],
      weaknesses: ['Few examples.'],
    },
    comparison: {
      dimensions: perDimension(rubric, (_d, i) => ({
        stronger: i % 2 === 0 ? 'A' : 'B',
        reason: 'One of them argues more closely.',
        quoteA: quote,
        quoteB: otherText ? realQuote(otherText) : INVENTED_QUOTE,
      })),
      summary: 'A reasons more tightly; B illustrates better.',
    },
    originality: {
      originalityScore: 42,
      verdict: 'Familiar ideas, competently arranged.',
      derivative: [
        { quote, echoes: 'A common textbook framing.', explanation: 'Stated as usual.' },
        { quote: INVENTED_QUOTE, echoes: 'Nothing.', explanation: 'Invented.' },
      ],
      novel: [{ quote, explanation: 'A small twist.' }],
    },
  };
}
