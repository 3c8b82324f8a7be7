import {
  ANALYSIS_TEXT_LIMIT,
  type AnalysisProgress,
  COMPREHENSIVE_SAMPLES,
  type Comparison,
  type Dimension,
  type DocumentAnalysis,
  OVERALL_SCORE,
  PHASE_NAMES,
  type Phase,
  RUBRIC_DIMENSIONS,
  type RubricId,
} from '@common/analysis';
import {
  calibrationSchema,
  challengeSchema,
  comparisonAnswerSchema,
  readingSchema,
} from '@common/analysis-answers';
import { askStructured, type ModelCall } from './ask';
import { cleanChallenge, cleanReading, collectEvidence, QuoteFilter } from './evidence';
import { finalText, phase1Text, phase2Text, phase3Text, type SampleAnswers } from './format';
import { calibrationPrompt, challengePrompt, comparisonPrompt, readingPrompt } from './prompts';
import { summarizeSamples } from './spread';

export interface EvaluationPlan {
  rubric: RubricId;
  comprehensive: boolean;
  documents: number;
  compare: boolean;
}

/** The phases a sample runs: Normal skips the challenge. */
export function phasesFor(comprehensive: boolean): Phase[] {
  return comprehensive ? ['phase1', 'phase2', 'phase3'] : ['phase1', 'phase3'];
}

export function sampleCount(comprehensive: boolean): number {
  return comprehensive ? COMPREHENSIVE_SAMPLES : 1;
}

/** Counts the model calls of a run and reports which one is running. */
export class ProgressTracker {
  #done = 0;
  readonly total: number;

  constructor(
    plan: EvaluationPlan,
    private readonly emit: (progress: AnalysisProgress) => void = () => {},
  ) {
    this.total =
      plan.documents * sampleCount(plan.comprehensive) * phasesFor(plan.comprehensive).length +
      (plan.compare ? 1 : 0);
  }

  async step<T>(phase: AnalysisProgress['phase'], label: string, work: () => Promise<T>) {
    this.emit({ phase, label, done: this.#done, total: this.total });
    const value = await work();
    this.#done++;
    return value;
  }
}

interface DocumentRun {
  call: ModelCall;
  rubric: RubricId;
  text: string;
  comprehensive: boolean;
  progress: ProgressTracker;
  /** 'Document A' / 'Document B' in compare mode, for the progress label. */
  label?: string;
}

function progressLabel(phase: Phase, sample: number, samples: number, label?: string): string {
  return [
    PHASE_NAMES[phase],
    samples > 1 ? ` (sample ${sample + 1} of ${samples})` : '',
    label ? `, ${label}` : '',
  ].join('');
}

/** One independent sample: first reading, challenge (Comprehensive), calibration. */
async function runSample(run: DocumentRun, index: number, filter: QuoteFilter) {
  const { call, rubric, text, progress } = run;
  const samples = sampleCount(run.comprehensive);
  const label = (phase: Phase) => progressLabel(phase, index, samples, run.label);
  const reading = cleanReading(
    await progress.step('phase1', label('phase1'), () =>
      askStructured(call, readingPrompt(rubric, text), readingSchema(rubric)),
    ),
    filter,
  );
  const challenge = run.comprehensive
    ? cleanChallenge(
        await progress.step('phase2', label('phase2'), () =>
          askStructured(call, challengePrompt(rubric, text, reading), challengeSchema(rubric)),
        ),
        filter,
      )
    : undefined;
  const calibration = await progress.step('phase3', label('phase3'), () =>
    askStructured(
      call,
      calibrationPrompt(rubric, text, challenge ? { firstReading: reading, challenge } : reading),
      calibrationSchema(rubric),
    ),
  );
  return { reading, challenge, calibration } satisfies SampleAnswers;
}

/**
 * Evaluates one document: independent samples (three in Comprehensive mode, run at once),
 * each dimension's median and spread over their calibrated scores, and the phases as text.
 */
export async function evaluateDocument(run: DocumentRun): Promise<DocumentAnalysis> {
  const filter = new QuoteFilter(run.text);
  const count = sampleCount(run.comprehensive);
  const samples = await Promise.all(
    Array.from({ length: count }, (_, index) => runSample(run, index, filter)),
  );
  const dimensions = RUBRIC_DIMENSIONS[run.rubric] as readonly Dimension[];
  const details = dimensions.map((dimension) =>
    summarizeSamples(
      dimension.key,
      dimension.name,
      samples.map((sample) => sample.calibration.dimensions[dimension.key]!.score),
    ),
  );
  const overall = Math.round(details.reduce((sum, d) => sum + d.median, 0) / details.length);
  const scores: Record<string, number> = Object.fromEntries(details.map((d) => [d.name, d.median]));
  scores[OVERALL_SCORE] = overall;
  const names = Object.fromEntries(dimensions.map((d) => [d.key, d.name]));
  return {
    phase1Response: phase1Text(run.rubric, samples),
    phase2Response: run.comprehensive ? phase2Text(run.rubric, samples) : null,
    phase3Response: phase3Text(run.rubric, samples),
    finalResult: finalText(samples, details, overall),
    scores,
    rubric: run.rubric,
    mode: run.comprehensive ? 'comprehensive' : 'normal',
    phasesRun: phasesFor(run.comprehensive),
    sampleCount: count,
    scoreDetails: details,
    evidence: collectEvidence(
      samples.flatMap((sample) =>
        sample.challenge ? [sample.reading, sample.challenge] : [sample.reading],
      ),
      names,
    ),
    droppedQuotes: filter.dropped,
    truncated: run.text.length > ANALYSIS_TEXT_LIMIT,
  };
}

/** Compare mode's last step: which document is stronger on each dimension, quoting both. */
export async function compareDocuments(
  call: ModelCall,
  rubric: RubricId,
  texts: { a: string; b: string },
  results: { a: DocumentAnalysis; b: DocumentAnalysis },
  progress: ProgressTracker,
): Promise<Comparison> {
  const answer = await progress.step('comparison', 'Comparing Document A with Document B', () =>
    askStructured(
      call,
      comparisonPrompt(rubric, texts.a, texts.b, { a: results.a.scores, b: results.b.scores }),
      comparisonAnswerSchema(rubric),
    ),
  );
  const inA = new QuoteFilter(texts.a);
  const inB = new QuoteFilter(texts.b);
  const items = (RUBRIC_DIMENSIONS[rubric] as readonly Dimension[]).map((dimension) => {
    const item = answer.dimensions[dimension.key]!;
    return {
      name: dimension.name,
      stronger: item.stronger,
      reason: item.reason,
      quoteA: inA.one(item.quoteA),
      quoteB: inB.one(item.quoteB),
    };
  });
  return { summary: answer.summary, items, droppedQuotes: inA.dropped + inB.dropped };
}
