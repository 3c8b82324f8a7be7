import { needsChunkedProcessing } from '@common/chunking';
import type { ReferenceUse } from '@common/library';
import { TEXT_JOB_LIMITS } from '@common/text-jobs';
import { startTransition, useCallback, useEffect } from 'react';
import { toast } from '@/lib/toast';
import type { ExtractedGraph } from '../output/output-format';
import { readSavedJob, saveJob } from '../saved/saved-job';
import { createIncrementalFormatter } from '../stream/incremental-format';
import {
  cancelRewriteJob,
  isJobGone,
  JobCancelledError,
  sendRewriteJob,
  watchRewriteJob,
} from './job-client';
import { createRepaintSchedule } from './repaint-schedule';
import { CANCELLED_TEXT, chunkedProgressText, type RunState } from './run-state';
import { type StreamHandlers, streamTransform } from './transform-client';
import { outputErrorText, transformErrorMessage } from './transform-errors';
import type { ReferenceReporter } from './use-reference-report';
import type { RewriteRequest } from './use-rewrite-request';

/** A document past the chunk threshold (and within a job's limit) is sent as a job. */
const sentAsJob = (input: string) =>
  needsChunkedProcessing(input) && input.length <= TEXT_JOB_LIMITS.maxChars;

/** What one streamed rewrite touches on the page, gathered so its steps can be apart. */
type StreamState = Pick<
  RunState,
  'setBusy' | 'countStart' | 'countEnd' | 'setProgress' | 'controller' | 'liveOutput'
>;

interface StreamPage {
  state: StreamState;
  setOutput(text: string): void;
  setGraphs(graphs: ExtractedGraph[]): void;
  setReferences: ReferenceReporter['setReferences'];
  announceAnswer(): void;
}

/** Starts a rewrite (the spec's stream, or a job) and feeds the handlers until it ends. */
type OpenStream = (handlers: StreamHandlers, signal: AbortSignal) => Promise<unknown>;

/** How a rewrite began: from this click (short or chunked), or found again after a reload. */
type StreamStart = 'short' | 'chunked' | 'resumed';

/**
 * Transform: the rewrite streamed into the output, and Cancel, which stops it. A long document
 * is sent as a job that the server runs in chunks (decision 239): its id is kept beside the
 * saved workspace, and a reload finds the job and streams it again from the start.
 */
export function useStreamRun(
  state: RunState,
  rewrite: RewriteRequest,
  refs: ReferenceReporter,
  refreshBalance: () => void,
) {
  const { setBusy, countStart, countEnd, setProgress, controller, liveOutput } = state;
  const { readInput, request, setOutput, setGraphs, announceAnswer } = rewrite;
  const { setReferences, reportReferences } = refs;

  /** Streams one rewrite into the output. `input` is what was sent (none on a resume). */
  const follow = useCallback(
    async (start: StreamStart, open: OpenStream, input?: string) => {
      const abort = new AbortController();
      controller.current = abort;
      const page: StreamPage = {
        state: { setBusy, countStart, countEnd, setProgress, controller, liveOutput },
        setOutput,
        setGraphs,
        setReferences,
        announceAnswer,
      };
      const finish = finisher(page.state, abort);
      showStart(page, start);
      try {
        const answer = await streamAnswer(page, open, abort.signal);
        showAnswer(page, answer.text, answer.graphs, finish);
        if (input !== undefined) void reportReferences(answer.used, input, answer.text);
      } catch (error) {
        finish();
        if (!abort.signal.aborted) showFailure(page, error);
      } finally {
        refreshBalance();
      }
    },
    [
      setGraphs,
      setOutput,
      announceAnswer,
      refreshBalance,
      reportReferences,
      setReferences,
      liveOutput,
      controller,
      setBusy,
      setProgress,
      countStart,
      countEnd,
    ],
  );

  const run = useCallback(
    async (overrides: { instructions?: string } = {}) => {
      const input = readInput();
      if (!input.trim()) {
        toast.error('No Text to Transform', {
          description: 'Please enter or dictate some text first',
        });
        return;
      }
      const body = request(input, overrides);
      if (!sentAsJob(input)) {
        const start = needsChunkedProcessing(input) ? 'chunked' : 'short';
        await follow(start, (handlers, signal) => streamTransform(body, handlers, signal), input);
        return;
      }
      const sendJob: OpenStream = async (handlers, signal) => {
        const id = await sendRewriteJob(body);
        saveJob(id);
        await watchRewriteJob(id, handlers, signal);
      };
      await follow('chunked', sendJob, input);
    },
    [readInput, request, follow],
  );

  // A job sent before the reload: shown again from its start, and followed to its end.
  useEffect(() => {
    const id = readSavedJob();
    if (!id) return;
    void follow('resumed', async (handlers, signal) => {
      try {
        await watchRewriteJob(id, handlers, signal);
      } catch (error) {
        // Not this browser's any more (signed out, or removed): nothing to show.
        if (!isJobGone(error)) throw error;
        setOutput('');
      }
    });
  }, [follow, setOutput]);

  const cancel = useCallback(() => {
    const job = readSavedJob();
    if (job) {
      cancelRewriteJob(job);
      saveJob(null);
    }
    controller.current?.abort();
    controller.current = null;
    setBusy(null);
    setProgress(0);
    liveOutput.set(null);
    setOutput(CANCELLED_TEXT);
  }, [setOutput, liveOutput, controller, setBusy, setProgress]);

  return { run, cancel };
}

/** The rewrite is over: unless Cancel or a newer rewrite took over, the page is idle again. */
function finisher(state: StreamState, abort: AbortController) {
  return () => {
    if (state.controller.current !== abort) return;
    state.controller.current = null;
    state.setBusy(null);
    state.setProgress(0);
    state.countEnd();
  };
}

/**
 * The page's answer to the click (Cancel, the status bar, the emptied output), rendered as a
 * transition: React renders it in slices between frames instead of in one long task.
 */
function showStart(page: StreamPage, start: StreamStart) {
  const { state } = page;
  const chunked = start !== 'short';
  startTransition(() => {
    state.setBusy(chunked ? 'chunked' : 'transforming');
    state.countStart();
    state.setProgress(0);
    page.setGraphs([]);
    page.setReferences(null);
    page.setOutput(chunked ? chunkedProgressText(0) : '');
  });
  if (start === 'resumed') {
    // A job found again after a reload: it ran on meanwhile.
    toast.info('Long rewrite found', {
      description: 'It kept running on the server; it is shown from the start.',
      duration: 5000,
    });
  } else if (start === 'chunked') {
    toast.info('Large document detected', {
      description: 'It is processed in chunks; the rewrite appears as each part is done.',
      duration: 5000,
    });
  }
}

/**
 * Streams the answer. Each piece is formatted once (only the new text), and shown in the output
 * panel alone; the workspace's state takes the result when the stream ends
 * (docs/decisions/087-streaming-output-formatted-once.md).
 */
async function streamAnswer(page: StreamPage, open: OpenStream, signal: AbortSignal) {
  const { liveOutput, setProgress } = page.state;
  const formatter = createIncrementalFormatter();
  const repaints = createRepaintSchedule(formatter, liveOutput, signal);
  let used: ReferenceUse | undefined;
  try {
    await open(
      {
        onChunk(text) {
          formatter.push(text);
          repaints.schedule();
        },
        onProgress(percent) {
          setProgress(percent);
          if (!formatter.raw()) page.setOutput(chunkedProgressText(percent));
        },
        onReferences(use) {
          used = use;
        },
      },
      signal,
    );
  } finally {
    repaints.stop();
  }
  return { ...formatter.current(), used };
}

/** The end of a stream on the page: the answer in the workspace, Transform again. */
function showAnswer(page: StreamPage, text: string, graphs: ExtractedGraph[], finish: () => void) {
  // The pieces since the last repaint. The store keeps the answer until the page's answer below
  // is committed (the effect on `busy` empties it then): changed during that render, it would
  // make React render it again at once, in one task.
  page.state.liveOutput.set(text);
  // Rendered as a transition, like the click's: in slices, not in one long task. The output view
  // then decides from the final output whether it keeps a long answer
  // (docs/decisions/119-streaming-output-read-in-worker.md,
  // docs/decisions/122-streaming-view-opens-at-click.md).
  startTransition(() => {
    if (text || graphs.length > 0) {
      page.announceAnswer();
      page.setOutput(text);
      page.setGraphs(graphs);
    }
    finish();
  });
}

/** A failed stream: the reason in the output and in the spec's toast; a cancelled job says so. */
function showFailure(page: StreamPage, error: unknown) {
  page.state.liveOutput.set(null);
  if (error instanceof JobCancelledError) {
    page.setOutput(CANCELLED_TEXT);
    return;
  }
  page.setOutput(outputErrorText(error));
  toast.error('Transformation Failed', { description: transformErrorMessage(error) });
}
