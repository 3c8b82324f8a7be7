import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Where the signed-in user (and so the credit balance) lives in the query cache. It is shared
 * code, not the account feature's, because every section that spends credits reads the
 * balance again afterwards.
 */
export const USER_QUERY_KEY = ['/api/auth/user'];

/**
 * Reads the user, and so the credit balance, again: after a payment (the webhook may land a
 * moment later) and after every charged call (model, voice, transcription).
 */
export function useRefreshUser() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
    [queryClient],
  );
}
