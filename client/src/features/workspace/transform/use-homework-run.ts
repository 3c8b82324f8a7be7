import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import type { RunState } from './run-state';
import { transformOnce } from './transform-client';
import { transformErrorMessage } from './transform-errors';
import type { RewriteRequest } from './use-rewrite-request';

/** Solve homework: the input read as an assignment, answered in one call. */
export function useHomeworkRun(
  state: RunState,
  rewrite: RewriteRequest,
  refreshBalance: () => void,
) {
  const { setBusy, countStart } = state;
  const { readInput, request, showResult } = rewrite;
  return useCallback(async () => {
    const input = readInput();
    if (!input.trim()) {
      toast.error('No Instructions Found', {
        description: 'Please enter or dictate the assignment first.',
      });
      return;
    }
    setBusy('homework');
    countStart();
    try {
      const result = await transformOnce(request(input, { preset: 'Academic', mode: 'homework' }));
      showResult(result.text, 'Homework');
    } catch (error) {
      toast.error('Assignment Failed', { description: transformErrorMessage(error) });
    } finally {
      setBusy(null);
      refreshBalance();
    }
  }, [readInput, request, showResult, refreshBalance, setBusy, countStart]);
}
