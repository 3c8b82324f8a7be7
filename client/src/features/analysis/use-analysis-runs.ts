import {
  ANALYSIS_MESSAGES,
  type AnalysisProvider,
  type EvaluateResponse,
  type OriginalityResponse,
  type RewriteMode,
  type RubricId,
} from '@common/analysis';
import { createElement, useState } from 'react';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { evaluate, evaluateOriginality, intelligentRewrite } from './api';
import { useKeptRewrite } from './kept-rewrite';
import { type CancellableRun, type RunKind, useCancellableRun } from './use-cancellable-run';

export type { RunKind } from './use-cancellable-run';

export interface RunInputs {
  documentA: string;
  documentB: string;
  compare: boolean;
  provider: AnalysisProvider;
  comprehensive: boolean;
  instructions: string;
  rewriteMode: RewriteMode;
}

type Failure = { title: string; description: string };
type MissingText = { title: string; description?: string } | null;

/**
 * The spec's toast (title and sentence, word for word), with the server's reason beneath it
 * when there is one, so a missing key or a provider fault can be acted on.
 */
function failed(message: Failure, error: unknown) {
  const reason = describeError(error, '');
  toast.error(message.title, {
    description: createElement(
      'span',
      null,
      message.description,
      reason ? createElement('span', { className: 'mt-1 block' }, reason) : null,
    ),
  });
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Runs one request when its text is there (else the spec's 'No text …' toast), keeps the
 * answer, and shows the spec's failure toast; a cancel is no failure.
 */
async function attempt<T>(
  runner: CancellableRun,
  kind: RunKind,
  missingText: MissingText,
  work: (signal: AbortSignal) => Promise<T>,
  keep: (answer: T) => void,
  failure: Failure,
) {
  if (missingText !== null) {
    toast.error(missingText.title, { description: missingText.description });
    return;
  }
  try {
    keep(await runner.run(kind, work));
  } catch (error) {
    if (!isAbort(error)) failed(failure, error);
  }
}

const hasA = (inputs: RunInputs) => inputs.documentA.trim().length > 0;

/** Why an analysis cannot start: Document A empty, or Document B when comparing. */
function missingForAnalysis(inputs: RunInputs): MissingText {
  if (!hasA(inputs)) return { title: ANALYSIS_MESSAGES.noTextToAnalyze };
  if (inputs.compare && !inputs.documentB.trim()) {
    return { title: ANALYSIS_MESSAGES.noTextToAnalyze, description: 'Document B is empty.' };
  }
  return null;
}

const rewriteOf = (inputs: RunInputs, signal: AbortSignal) =>
  intelligentRewrite(
    {
      text: inputs.documentA,
      customInstructions: inputs.instructions,
      provider: inputs.provider,
      mode: inputs.rewriteMode,
    },
    signal,
  );

/**
 * One request at a time: analysis, fiction assessment, originality, or rewrite; cancellable.
 * The rewrite waiting for a decision is kept across a reload for the Document A it rewrote.
 */
export function useAnalysisRuns(documentA: string) {
  const runner = useCancellableRun();
  const [result, setResult] = useState<EvaluateResponse | null>(null);
  const [originality, setOriginality] = useState<OriginalityResponse | null>(null);
  const kept = useKeptRewrite(documentA);

  const analyze = (inputs: RunInputs, rubric: RubricId) =>
    attempt(
      runner,
      rubric === 'fiction' ? 'fiction' : 'analyze',
      missingForAnalysis(inputs),
      (signal) =>
        evaluate(
          {
            text: inputs.documentA,
            provider: inputs.provider,
            comprehensive: inputs.comprehensive,
            rubric,
            ...(inputs.compare && { compareText: inputs.documentB }),
          },
          runner.setProgress,
          signal,
        ),
      setResult,
      ANALYSIS_MESSAGES.analysisFailed,
    );

  const checkOriginality = (inputs: RunInputs) =>
    attempt(
      runner,
      'originality',
      hasA(inputs) ? null : { title: ANALYSIS_MESSAGES.noTextToAnalyze },
      (signal) =>
        evaluateOriginality({ text: inputs.documentA, provider: inputs.provider }, signal),
      setOriginality,
      ANALYSIS_MESSAGES.originalityFailed,
    );

  const rewriteA = (inputs: RunInputs) =>
    attempt(
      runner,
      'rewrite',
      hasA(inputs) ? null : { title: ANALYSIS_MESSAGES.noTextToRewrite },
      (signal) => rewriteOf(inputs, signal),
      (answer) => kept.start(inputs.documentA, answer.rewrittenText),
      ANALYSIS_MESSAGES.rewriteFailed,
    );

  function reset() {
    runner.abort();
    setResult(null);
    setOriginality(null);
    kept.dismiss();
  }

  return {
    running: runner.running,
    progress: runner.progress,
    result,
    originality,
    rewrite: kept.rewrite,
    /** Accept and Keep Original both end the rewrite: it is no longer kept. */
    dismissRewrite: kept.dismiss,
    /** The rewrite as reviewed: the review's choices write it change by change. */
    setRewrite: kept.review,
    analyze,
    checkOriginality,
    rewriteA,
    cancel: runner.cancel,
    reset,
  };
}

export type AnalysisRuns = ReturnType<typeof useAnalysisRuns>;
