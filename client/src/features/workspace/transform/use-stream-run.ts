import { needsChunkedProcessing } from '@common/chunking';
import type { ReferenceUse } from '@common/library';
import { TEXT_JOB_LIMITS } from '@common/text-jobs';
import { startTransition, useCallback, useEffect } from 'react';
import { toast } from 'sonner';
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

  /**
   * Streams one rewrite into the output: `open` starts it (the spec's stream, or a job) and
   * feeds the handlers. `input` is what was sent, for the library report (none on a resume).
   */
  const follow = useCallback(
    async (
      chunked: boolean,
      open: (handlers: StreamHandlers, signal: AbortSignal) => Promise<unknown>,
      input?: string,
    ) => {
      const abort = new AbortController();
      controller.current = abort;
      // The rewrite is over: unless Cancel or a newer rewrite took over, the page is idle again.
      const finish = () => {
        if (controller.current !== abort) return;
        controller.current = null;
        setBusy(null);
        setProgress(0);
        countEnd();
      };
      // The page's answer to the click (Cancel, the status bar, the emptied output) renders as a
      // transition: React renders it in slices between frames instead of in one long task.
      startTransition(() => {
        setBusy(chunked ? 'chunked' : 'transforming');
        countStart();
        setProgress(0);
        setGraphs([]);
        setReferences(null);
        setOutput(chunked ? chunkedProgressText(0) : '');
      });
      if (chunked && input === undefined) {
        // A job found again after a reload: it ran on meanwhile.
        toast.info('Long rewrite found', {
          description: 'It kept running on the server; it is shown from the start.',
          duration: 5000,
        });
      } else if (chunked) {
        toast.info('Large document detected', {
          description: 'It is processed in chunks; the rewrite appears as each part is done.',
          duration: 5000,
        });
      }
      // Each piece is formatted once (only the new text), and shown in the output panel alone;
      // the workspace's state takes the result when the stream ends
      // (docs/decisions/087-streaming-output-formatted-once.md).
      const formatter = createIncrementalFormatter();
      const repaints = createRepaintSchedule(formatter, liveOutput, abort.signal);
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
              if (!formatter.raw()) setOutput(chunkedProgressText(percent));
            },
            onReferences(use) {
              used = use;
            },
          },
          abort.signal,
        );
        repaints.stop();
        const result = formatter.current();
        // The pieces since the last repaint. The store keeps the answer until the page's answer
        // below is committed (the effect on `busy` empties it then): changed during that
        // render, it would make React render it again at once, in one task.
        liveOutput.set(result.text);
        // The page's answer to the end (the output in the workspace, Transform again) renders as
        // a transition, like the click's: in slices, not in one long task. The output view then
        // decides from the final output whether it keeps a long answer
        // (docs/decisions/119-streaming-output-read-in-worker.md,
        // docs/decisions/122-streaming-view-opens-at-click.md).
        startTransition(() => {
          if (result.text || result.graphs.length > 0) {
            announceAnswer();
            setOutput(result.text);
            setGraphs(result.graphs);
          }
          finish();
        });
        if (input !== undefined) void reportReferences(used, input, result.text);
      } catch (error) {
        repaints.stop();
        finish();
        if (abort.signal.aborted) return;
        liveOutput.set(null);
        if (error instanceof JobCancelledError) {
          setOutput(CANCELLED_TEXT);
          return;
        }
        setOutput(outputErrorText(error));
        toast.error('Transformation Failed', { description: transformErrorMessage(error) });
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
        await follow(
          needsChunkedProcessing(input),
          (handlers, signal) => streamTransform(body, handlers, signal),
          input,
        );
        return;
      }
      await follow(
        true,
        async (handlers, signal) => {
          const id = await sendRewriteJob(body);
          saveJob(id);
          await watchRewriteJob(id, handlers, signal);
        },
        input,
      );
    },
    [readInput, request, follow],
  );

  // A job sent before the reload: shown again from its start, and followed to its end.
  useEffect(() => {
    const id = readSavedJob();
    if (!id) return;
    void follow(true, async (handlers, signal) => {
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
