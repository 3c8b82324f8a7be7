import type {
  FactIssue,
  HumanizerProvider,
  Pass,
  ReRewriteRequest,
  RewriteResponse,
} from '@common/humanizer';
import { useRef, useState } from 'react';
import type { Readiness } from '@/lib/provider-choice';
import { toast } from '@/lib/toast';
import { humanizerApi } from './api';
import { serverMessageOr } from './messages';
import type { useAiScore } from './use-ai-score';
import type { HumanizerBoxes } from './use-humanizer-boxes';
import type { HumanizerOptions } from './use-humanizer-options';

/** A first rewrite of Box A, or another pass over the job whose output Box C holds. */
type RunKind = 'rewrite' | 'again';

/** What the fact lock said about the output now in Box C. */
interface RunReport {
  text: string;
  passes: Pass[];
  factIssues: FactIssue[];
}

/** What a run needs from the rest of the humanizer. */
export interface RunInputs {
  boxes: HumanizerBoxes;
  options: HumanizerOptions;
  /** The provider a run sends (the user's pick when none is available). */
  provider: HumanizerProvider;
  readiness: Readiness;
  inputScore: ReturnType<typeof useAiScore>;
  outputScore: ReturnType<typeof useAiScore>;
  /** Called after every model call, which is charged on the server. */
  onCharged: () => void;
}

/** The settings both kinds of run send. */
function runSettings({ boxes, options, provider }: RunInputs): ReRewriteRequest {
  return {
    customInstructions: boxes.instructions,
    selectedPresets: options.techniques,
    provider,
    styleText: boxes.styleText,
    targetScore: options.targetOn ? options.target : null,
  };
}

/** Asks the server for the run; a re-run answers without Box A's score. */
function requestRun(
  kind: RunKind,
  inputs: RunInputs,
  signal: AbortSignal,
): Promise<Omit<RewriteResponse, 'inputAiScore'> & { inputAiScore?: number }> {
  const { boxes, options } = inputs;
  if (kind === 'again') return humanizerApi.reRewrite(boxes.jobId, runSettings(inputs), signal);
  return humanizerApi.rewrite(
    {
      ...runSettings(inputs),
      inputText: boxes.input,
      contentMixText: boxes.contentText,
      selectedStyleSamples: options.styleSamples,
      selectedContentSamples: options.contentSamples,
    },
    signal,
  );
}

/** Says why a run ended without an output; the user's texts stay as they were. */
function toastRunFailure(kind: RunKind, cancelled: boolean, error: unknown) {
  if (cancelled) {
    toast.info('Rewrite cancelled', { description: 'Your text is unchanged.' });
    return;
  }
  toast.error(kind === 'rewrite' ? 'Rewrite failed' : 'RE-HUMANIZE failed', {
    description: serverMessageOr(error),
  });
}

/**
 * Runs the humanizer: HUMANIZE and RE-HUMANIZE with their checks, Cancel, which run is busy,
 * and the fact report of the output it wrote to Box C.
 */
export function useHumanizerRun(inputs: RunInputs) {
  const [busy, setBusy] = useState<RunKind | null>(null);
  const [report, setReport] = useState<RunReport | null>(null);
  const abort = useRef<AbortController | null>(null);
  const { boxes } = inputs;

  async function run(kind: RunKind) {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(kind);
    try {
      const result = await requestRun(kind, inputs, controller.signal);
      if (result.inputAiScore !== undefined) {
        inputs.inputScore.remember(boxes.input, result.inputAiScore);
      }
      inputs.outputScore.remember(result.rewrittenText, result.outputAiScore);
      boxes.setOutput(result.rewrittenText);
      boxes.setJobId(result.jobId);
      const { passes, factIssues } = result;
      setReport({ text: result.rewrittenText, passes, factIssues });
    } catch (error) {
      toastRunFailure(kind, controller.signal.aborted, error);
    } finally {
      abort.current = null;
      setBusy(null);
      inputs.onCharged();
    }
  }

  return {
    busy,
    cancel: () => abort.current?.abort(),
    humanize: () => {
      if (inputs.readiness !== 'ready') return;
      if (!boxes.input.trim()) {
        toast.error('Input required', { description: 'Please enter text to rewrite.' });
        return;
      }
      void run('rewrite');
    },
    reHumanize: () => {
      if (inputs.readiness !== 'ready') return;
      if (!boxes.jobId || !boxes.output.trim()) {
        toast.error('No previous output', { description: 'Please complete a rewrite first.' });
        return;
      }
      void run('again');
    },
    /** Forgets the report with Box C's text (Clear). */
    clearReport: () => setReport(null),
    /** The fact report belongs to Box C's text only while the user has not edited it. */
    report: report && report.text === boxes.output ? report : null,
  };
}
