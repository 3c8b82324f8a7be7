import { needsChunkedProcessing } from '@common/chunking';
import type { ReferenceUse } from '@common/library';
import { startTransition, useCallback } from 'react';
import { toast } from 'sonner';
import { createIncrementalFormatter } from '../stream/incremental-format';
import { createRepaintSchedule } from './repaint-schedule';
import { CANCELLED_TEXT, chunkedProgressText, type RunState } from './run-state';
import { streamTransform } from './transform-client';
import { outputErrorText, transformErrorMessage } from './transform-errors';
import type { ReferenceReporter } from './use-reference-report';
import type { RewriteRequest } from './use-rewrite-request';

/**
 * Transform: the rewrite streamed into the output (in chunks on the server for a long
 * document), and Cancel, which stops it.
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

  const run = useCallback(
    async (overrides: { instructions?: string } = {}) => {
      const input = readInput();
      if (!input.trim()) {
        toast.error('No Text to Transform', {
          description: 'Please enter or dictate some text first',
        });
        return;
      }
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
      const chunked = needsChunkedProcessing(input);
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
      if (chunked) {
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
        await streamTransform(
          request(input, overrides),
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
        void reportReferences(used, input, result.text);
      } catch (error) {
        repaints.stop();
        finish();
        if (abort.signal.aborted) return;
        liveOutput.set(null);
        setOutput(outputErrorText(error));
        toast.error('Transformation Failed', { description: transformErrorMessage(error) });
      } finally {
        refreshBalance();
      }
    },
    [
      readInput,
      request,
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

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setBusy(null);
    setProgress(0);
    liveOutput.set(null);
    setOutput(CANCELLED_TEXT);
  }, [setOutput, liveOutput, controller, setBusy, setProgress]);

  return { run, cancel };
}
