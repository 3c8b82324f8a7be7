import type { TextChunk } from '@common/chunking';
import { useCallback } from 'react';
import { ApiError, describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { type ChunkResult, joinChunkResults } from '../chunks/chunk-results';
import { setChunkResults } from '../chunks/chunk-results-store';
import { formatOutput } from '../output/output-format';
import type { RunState } from './run-state';
import { transformOnce } from './transform-client';
import type { RewriteRequest } from './use-rewrite-request';

/**
 * The chunk manager's run: the chunks the user chose, one call each, shown as each ends. Each
 * chunk's rewrite is formatted on its own and kept beside its source, so that it can be reviewed
 * against it (docs/decisions/229-review-per-chunk-from-the-chunk-manager.md).
 */
export function useChunksRun(state: RunState, rewrite: RewriteRequest, refreshBalance: () => void) {
  const { setBusy, countStart, setProgress } = state;
  const { request, announceAnswer, setOutput, setGraphs } = rewrite;
  return useCallback(
    async (chunks: TextChunk[]) => {
      setBusy('chunks');
      countStart();
      setProgress(0);
      setGraphs([]);
      const answers: string[] = [];
      const done: ChunkResult[] = [];
      try {
        for (const [index, chunk] of chunks.entries()) {
          const answer = await transformOnce(request(chunk.content));
          answers.push(answer.text);
          done.push({
            id: chunk.id,
            source: chunk.content,
            result: formatOutput(answer.text).text,
          });
          announceAnswer();
          setChunkResults([...done]);
          setOutput(joinChunkResults(done));
          setProgress(Math.round(((index + 1) / chunks.length) * 100));
        }
        // The graphs, numbered across the chunks, as the whole answer's.
        setGraphs(formatOutput(answers.join('\n\n')).graphs);
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
      announceAnswer,
      refreshBalance,
      setBusy,
      countStart,
      setProgress,
    ],
  );
}
