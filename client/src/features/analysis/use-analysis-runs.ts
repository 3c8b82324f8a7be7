import {
  ANALYSIS_MESSAGES,
  type AnalysisProgress,
  type AnalysisProvider,
  type EvaluateResponse,
  type OriginalityResponse,
  type RewriteMode,
  type RubricId,
} from '@common/analysis';
import { createElement, useRef, useState } from 'react';
import { toast } from 'sonner';
import { describeError } from '@/lib/api';
import { evaluate, evaluateOriginality, intelligentRewrite } from './api';

export type RunKind = 'analyze' | 'fiction' | 'originality' | 'rewrite';

export interface RunInputs {
  documentA: string;
  documentB: string;
  compare: boolean;
  provider: AnalysisProvider;
  comprehensive: boolean;
  instructions: string;
  rewriteMode: RewriteMode;
}

/**
 * The spec's toast (title and sentence, word for word), with the server's reason beneath it
 * when there is one, so a missing key or a provider fault can be acted on.
 */
function failed(message: { title: string; description: string }, error: unknown) {
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

/** One request at a time: analysis, fiction assessment, originality, or rewrite; cancellable. */
export function useAnalysisRuns() {
  const [running, setRunning] = useState<RunKind | null>(null);
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const [result, setResult] = useState<EvaluateResponse | null>(null);
  const [originality, setOriginality] = useState<OriginalityResponse | null>(null);
  const [rewrite, setRewrite] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run<T>(kind: RunKind, work: (signal: AbortSignal) => Promise<T>) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setRunning(kind);
    setProgress(null);
    try {
      return await work(current.signal);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setRunning(null);
        setProgress(null);
      }
    }
  }

  /**
   * Runs one request when its text is there (else the spec's 'No text …' toast), keeps the
   * answer, and shows the spec's failure toast; a cancel is no failure.
   */
  async function attempt<T>(
    kind: RunKind,
    missingText: { title: string; description?: string } | null,
    work: (signal: AbortSignal) => Promise<T>,
    keep: (answer: T) => void,
    failure: { title: string; description: string },
  ) {
    if (missingText !== null) {
      toast.error(missingText.title, { description: missingText.description });
      return;
    }
    try {
      keep(await run(kind, work));
    } catch (error) {
      if (!isAbort(error)) failed(failure, error);
    }
  }

  const hasA = (inputs: RunInputs) => inputs.documentA.trim().length > 0;

  function analyze(inputs: RunInputs, rubric: RubricId) {
    const missingB = inputs.compare && !inputs.documentB.trim();
    return attempt(
      rubric === 'fiction' ? 'fiction' : 'analyze',
      !hasA(inputs)
        ? { title: ANALYSIS_MESSAGES.noTextToAnalyze }
        : missingB
          ? { title: ANALYSIS_MESSAGES.noTextToAnalyze, description: 'Document B is empty.' }
          : null,
      (signal) =>
        evaluate(
          {
            text: inputs.documentA,
            provider: inputs.provider,
            comprehensive: inputs.comprehensive,
            rubric,
            ...(inputs.compare && { compareText: inputs.documentB }),
          },
          setProgress,
          signal,
        ),
      setResult,
      ANALYSIS_MESSAGES.analysisFailed,
    );
  }

  function checkOriginality(inputs: RunInputs) {
    return attempt(
      'originality',
      hasA(inputs) ? null : { title: ANALYSIS_MESSAGES.noTextToAnalyze },
      (signal) =>
        evaluateOriginality({ text: inputs.documentA, provider: inputs.provider }, signal),
      setOriginality,
      ANALYSIS_MESSAGES.originalityFailed,
    );
  }

  function rewriteA(inputs: RunInputs) {
    return attempt(
      'rewrite',
      hasA(inputs) ? null : { title: ANALYSIS_MESSAGES.noTextToRewrite },
      (signal) =>
        intelligentRewrite(
          {
            text: inputs.documentA,
            customInstructions: inputs.instructions,
            provider: inputs.provider,
            mode: inputs.rewriteMode,
          },
          signal,
        ),
      (answer) => setRewrite(answer.rewrittenText),
      ANALYSIS_MESSAGES.rewriteFailed,
    );
  }

  function cancel() {
    if (!controller.current) return;
    controller.current.abort();
    toast('Cancelled', { description: 'The request was stopped; your documents are unchanged.' });
  }

  function reset() {
    controller.current?.abort();
    setResult(null);
    setOriginality(null);
    setRewrite(null);
  }

  return {
    running,
    progress,
    result,
    originality,
    rewrite,
    dismissRewrite: () => setRewrite(null),
    /** The rewrite as reviewed: the review's choices write it change by change. */
    setRewrite,
    analyze,
    checkOriginality,
    rewriteA,
    cancel,
    reset,
  };
}

export type AnalysisRuns = ReturnType<typeof useAnalysisRuns>;
