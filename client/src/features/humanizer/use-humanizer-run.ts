import { needsChunkedProcessing } from '@common/chunking';
import type {
  FactIssue,
  HumanizerProvider,
  Pass,
  ReRewriteRequest,
  RewriteRequest,
  RewriteResponse,
} from '@common/humanizer';
import { TEXT_JOB_LIMITS } from '@common/text-jobs';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api';
import type { Readiness } from '@/lib/provider-choice';
import { toast } from '@/lib/toast';
import { humanizerApi } from './api';
import {
  cancelHumanizeJob,
  HumanizeJobCancelledError,
  readSavedHumanizeJob,
  sendHumanizeJob,
  watchHumanizeJob,
} from './humanize-job';
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
  const { boxes } = inputs;
  if (kind === 'again') return humanizerApi.reRewrite(boxes.jobId, runSettings(inputs), signal);
  return humanizerApi.rewrite(jobRequest(inputs), signal);
}

/** A running job as the section shows it. */
export interface JobView {
  /** Found after a reload rather than sent from this page. */
  found: boolean;
  pass: number;
  totalChunks: number;
  doneChunks: number;
}

/** A first rewrite's body, for the request and for a job alike. */
function jobRequest(inputs: RunInputs): RewriteRequest {
  const { boxes, options } = inputs;
  return {
    ...runSettings(inputs),
    inputText: boxes.input,
    contentMixText: boxes.contentText,
    selectedStyleSamples: options.styleSamples,
    selectedContentSamples: options.contentSamples,
  };
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

/** A long input goes as a durable job (decision 244); a shorter one, or a re-run, as a request. */
const sendsAsJob = (kind: RunKind, text: string) =>
  kind === 'rewrite' && needsChunkedProcessing(text) && text.length <= TEXT_JOB_LIMITS.maxChars;

/**
 * Runs the humanizer: HUMANIZE and RE-HUMANIZE with their checks, Cancel, which run is busy,
 * and the fact report of the output it wrote to Box C. A long input is sent as a job whose
 * passes stream into Box C, and which a reload finds again.
 */
export function useHumanizerRun(inputs: RunInputs) {
  const [busy, setBusy] = useState<RunKind | null>(null);
  const [report, setReport] = useState<RunReport | null>(null);
  const [job, setJob] = useState<JobView | null>(null);
  const abort = useRef<AbortController | null>(null);
  const jobId = useRef<string | null>(null);
  const { boxes } = inputs;

  /** Sends (or, after a reload, finds) a job and streams it into Box C; answers its result. */
  async function runJob(signal: AbortSignal, found: string | null) {
    const id = found ?? (await sendHumanizeJob(jobRequest(inputs)));
    jobId.current = id;
    setJob({ found: found !== null, pass: 1, totalChunks: 0, doneChunks: 0 });
    return watchHumanizeJob(
      id,
      ({ text, ...where }) => {
        boxes.setOutput(text);
        setJob({ found: found !== null, ...where });
      },
      signal,
    );
  }

  async function run(kind: RunKind, found: string | null = null) {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(kind);
    try {
      const result =
        found || sendsAsJob(kind, boxes.input)
          ? await runJob(controller.signal, found)
          : await requestRun(kind, inputs, controller.signal);
      if (result.inputAiScore !== undefined) {
        inputs.inputScore.remember(boxes.input, result.inputAiScore);
      }
      inputs.outputScore.remember(result.rewrittenText, result.outputAiScore);
      boxes.setOutput(result.rewrittenText);
      boxes.setJobId(result.jobId);
      const { passes, factIssues } = result;
      setReport({ text: result.rewrittenText, passes, factIssues });
    } catch (error) {
      // A job already gone after a reload (finished long ago, or another browser's) says nothing.
      if (!(found && error instanceof ApiError && error.status === 404)) {
        toastRunFailure(
          kind,
          controller.signal.aborted || error instanceof HumanizeJobCancelledError,
          error,
        );
      }
    } finally {
      abort.current = null;
      jobId.current = null;
      setJob(null);
      setBusy(null);
      inputs.onCharged();
    }
  }

  // A job this browser sent and has not seen end: found again after a reload, once.
  const resume = useRef<typeof run | null>(run);
  useEffect(() => {
    const first = resume.current;
    resume.current = null;
    const saved = readSavedHumanizeJob();
    if (first && saved) void first('rewrite', saved);
  }, []);

  return {
    busy,
    /** A long humanization running as a job: its pass and chunks, and whether a reload found it. */
    job,
    cancel: () => {
      // A job is cancelled on the server, for every tab; its stream then ends as cancelled.
      if (jobId.current) cancelHumanizeJob(jobId.current);
      else abort.current?.abort();
    },
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
