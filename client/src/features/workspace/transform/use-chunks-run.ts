import type { TextChunk } from '@common/chunking';
import { useCallback } from 'react';
import { toast } from 'sonner';
import { ApiError, describeError } from '@/lib/api';
import { formatOutput } from '../output/output-format';
import type { RunState } from './run-state';
import { transformOnce } from './transform-client';
import type { RewriteRequest } from './use-rewrite-request';

/** The chunk manager's run: the chunks the user chose, one call each, shown as each ends. */
export function useChunksRun(state: RunState, rewrite: RewriteRequest, refreshBalance: () => void) {
  const { setBusy, countStart, setProgress } = state;
  const { request, showResult, announceAnswer, setOutput, setGraphs } = rewrite;
  return useCallback(
    async (chunks: TextChunk[]) => {
      setBusy('chunks');
      countStart();
      setProgress(0);
      setGraphs([]);
      const done: string[] = [];
      try {
        for (const [index, chunk] of chunks.entries()) {
          const result = await transformOnce(request(chunk.content));
          done.push(result.text);
          announceAnswer();
          setOutput(formatOutput(done.join('\n\n')).text);
          setProgress(Math.round(((index + 1) / chunks.length) * 100));
        }
        showResult(done.join('\n\n'));
      } catch (error) {
        const reason =
          error instanceof ApiError
            ? error.statusText || error.message
            : describeError(error, 'Unknown error');
        toast.error('Chunk Processing Failed', {
          description: `Failed to process chunk: ${reason}`,
        });
      } finally {
        setBusy(null);
        setProgress(0);
        refreshBalance();
      }
    },
    [
      request,
      setGraphs,
      setOutput,
      showResult,
      announceAnswer,
      refreshBalance,
      setBusy,
      countStart,
      setProgress,
    ],
  );
}
