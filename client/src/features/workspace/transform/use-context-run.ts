import { useCallback } from 'react';
import { formatOutput } from '../output/output-format';
import { transformOnce } from './transform-client';
import type { ReferenceReporter } from './use-reference-report';
import type { RewriteRequest } from './use-rewrite-request';

/**
 * The assessment dialog's rewrite with context: the input rewritten once with the context and
 * instructions typed there. The dialog shows a failure itself, so it is thrown to the caller.
 */
export function useContextRun(
  rewrite: RewriteRequest,
  refs: ReferenceReporter,
  refreshBalance: () => void,
) {
  const { readInput, request, showResult } = rewrite;
  const { reportReferences } = refs;
  return useCallback(
    async (change: { context: string; instructions: string }) => {
      const words = [
        change.instructions.trim(),
        change.context.trim() && `Content context: ${change.context.trim()}`,
      ];
      const input = readInput();
      try {
        const result = await transformOnce(
          request(input, { instructions: words.filter(Boolean).join('\n') }),
        );
        showResult(result.text);
        const text = formatOutput(result.text).text;
        void reportReferences(result.references, input, text);
        return text;
      } finally {
        refreshBalance();
      }
    },
    [readInput, request, showResult, refreshBalance, reportReferences],
  );
}
