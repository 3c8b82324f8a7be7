import {
  ANALYSIS_TEXT_LIMIT,
  type Dimension,
  REWRITE_MODES,
  type RewriteMode,
  RUBRIC_DIMENSIONS,
  type RubricId,
} from '@common/analysis';

/**
 * Every prompt of the Intelligence Analysis, in one place. The rubric they carry is the one
 * written down in docs/analysis.md; change both together.
 */

export interface PromptParts {
  system: string;
  prompt: string;
}

/** The stated reference points Phase 3 calibrates against, per rubric. */
export const REFERENCE_POINTS: Record<RubricId, readonly string[]> = {
  intelligence: [
    '10: disconnected notes; claims with no reasons',
    '30: a weak school essay; familiar points, thin support',
    '50: a competent undergraduate essay; sound but expected',
    '70: a strong essay by an expert in a good publication; well supported, with a fresh angle',
    '85: an excellent journal article; original, rigorous, anticipates objections',
    '95: a landmark text of its field',
  ],
  fiction: [
    '10: a plot summary with names attached',
    '30: a first draft; stock images, emotions told rather than shown',
    '50: a clean, competent workshop story that feels familiar',
    '70: a story a good literary magazine would publish',
    '85: the standard of a prize anthology',
    '95: a classic of the form',
  ],
};

const QUOTE_RULE =
  'Every quote must be copied exactly, character for character, from the document: a short phrase or one sentence. Never paraphrase inside a quote; if you have no exact quote, give an empty list. Quotes that are not in the document are discarded.';

function rubricText(rubric: RubricId): string {
  const lines = (RUBRIC_DIMENSIONS[rubric] as readonly Dimension[]).map(
    (dimension) => `- ${dimension.key} (${dimension.name}): ${dimension.measures}`,
  );
  const subject = rubric === 'fiction' ? 'a work of fiction' : 'a piece of non-fiction writing';
  return [
    `The rubric for ${subject}. Score each dimension from 0 to 100 (integers):`,
    ...lines,
    'Reference points for every dimension:',
    ...REFERENCE_POINTS[rubric].map((point) => `- ${point}`),
    'Score the writing, not the topic or whether you agree with it.',
  ].join('\n');
}

/** The document as the model sees it: cut at the limit, which the answer then reports. */
export function documentBlock(text: string, label = 'Document'): string {
  const shown = text.length > ANALYSIS_TEXT_LIMIT ? text.slice(0, ANALYSIS_TEXT_LIMIT) : text;
  const cut =
    text.length > ANALYSIS_TEXT_LIMIT
      ? `(Only the first ${ANALYSIS_TEXT_LIMIT} characters of a longer document are shown.)\n`
      : '';
  return `${cut}<${label.toLowerCase().replace(/\s+/g, '-')}>\n${shown}\n</${label.toLowerCase().replace(/\s+/g, '-')}>`;
}

const ROLE =
  'You are a demanding, fair reader who evaluates writing against a written rubric. You answer in JSON that fits the given schema, in plain English.';

/** Phase 1: a first reading against the rubric, with evidence. */
export function readingPrompt(rubric: RubricId, text: string): PromptParts {
  return {
    system: [
      ROLE,
      'PHASE 1 - FIRST READING. Read the document once, carefully, and score it against the rubric. For each dimension give the score, a rationale of two to four sentences, and up to three exact quotes as evidence. Then a summary of the reading.',
      rubricText(rubric),
      QUOTE_RULE,
    ].join('\n\n'),
    prompt: documentBlock(text),
  };
}

/** Phase 2: a challenge of the first reading: what would lower each score, what would raise it. */
export function challengePrompt(rubric: RubricId, text: string, reading: unknown): PromptParts {
  return {
    system: [
      ROLE,
      'PHASE 2 - CHALLENGE. Another reader scored the document (their reading is below). Argue against it, dimension by dimension: what in the document should lower the score (weaknesses the reading missed or excused), and what should raise it (strengths it missed). Quote the document for each point. Then give the revised score you can defend after both arguments. Do not simply agree; do not contradict for its own sake.',
      rubricText(rubric),
      QUOTE_RULE,
    ].join('\n\n'),
    prompt: `The first reading:\n${JSON.stringify(reading)}\n\n${documentBlock(text)}`,
  };
}

/** Phase 3: calibration of the scores so far against the stated reference points. */
export function calibrationPrompt(rubric: RubricId, text: string, readings: unknown): PromptParts {
  return {
    system: [
      ROLE,
      'PHASE 3 - CALIBRATION. Below are the scores given so far. Calibrate each against the reference points: name the reference point the document sits nearest on that dimension and why (anchor), and give the final score. Scores above 85 need a reason that would convince a specialist. Then a verdict (one paragraph: what the document achieves and what holds it back), its main strengths and its main weaknesses.',
      rubricText(rubric),
    ].join('\n\n'),
    prompt: `The scores so far:\n${JSON.stringify(readings)}\n\n${documentBlock(text)}`,
  };
}

/** Compare mode: which document is stronger on each dimension, quoting both. */
export function comparisonPrompt(
  rubric: RubricId,
  textA: string,
  textB: string,
  scores: { a: Record<string, number>; b: Record<string, number> },
): PromptParts {
  return {
    system: [
      ROLE,
      'COMPARISON. Two documents were scored with the same rubric (scores below). For each dimension say which is stronger (A, B, or tie), why, and quote each document once as evidence (quoteA from Document A, quoteB from Document B; an empty string when you have no exact quote). Then a summary of how they differ.',
      rubricText(rubric),
      QUOTE_RULE,
    ].join('\n\n'),
    prompt: `Scores: ${JSON.stringify(scores)}\n\n${documentBlock(textA, 'Document A')}\n\n${documentBlock(textB, 'Document B')}`,
  };
}

/** Originality: what is derivative, what is new, and a score with stated anchors. */
export function originalityPrompt(text: string): PromptParts {
  return {
    system: [
      ROLE,
      'ORIGINALITY. Judge how original the document is: its ideas, arguments, framing and phrasing, against what is commonly said on its subject. List the derivative passages (exact quote, what familiar idea, argument, source or stock phrasing it echoes, and an explanation) and the novel passages (exact quote and what is new in it). Then an originalityScore from 0 to 100 and a verdict of one paragraph.',
      'Reference points: 10 a restatement of common knowledge or of one source; 30 familiar ideas in a competent new arrangement; 50 a familiar frame with some ideas of its own; 70 a fresh argument or angle, well carried; 90 a genuinely new idea that would change how specialists think.',
      QUOTE_RULE,
    ].join('\n\n'),
    prompt: documentBlock(text),
  };
}

const REWRITE_GOALS: Record<RewriteMode, string> = {
  intelligence:
    'Rewrite the document so it would score higher on insight, reasoning, evidence, clarity, organization and depth: sharpen claims, make inferences explicit, face the obvious objection, replace vague words with precise ones.',
  clarity: 'Rewrite the document to be as clear and precise as possible, in plain words.',
  concise: 'Rewrite the document as briefly as possible without losing any point it makes.',
  expand:
    'Rewrite the document developing its ideas further: mechanisms, consequences, examples, limits.',
};

export function rewritePrompt(
  text: string,
  mode: RewriteMode,
  customInstructions: string,
): PromptParts {
  return {
    system: [
      'You are Redraft, a writing assistant that rewrites documents. Answer with the rewritten document only: no preamble, no notes about what you changed, no quotation marks around it, no markdown. Write in the language of the document.',
      'Keep every fact, name and number accurate and invent no sources, data or quotations. Keep the paragraph structure unless the goal requires otherwise.',
      `Goal (${REWRITE_MODES[mode]}): ${REWRITE_GOALS[mode]}`,
      customInstructions.trim()
        ? `The user's own instructions, which take precedence over the goal: ${customInstructions.trim()}`
        : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    prompt: `<document>\n${text}\n</document>`,
  };
}
