import type { User } from '@common/account';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from './api';

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

/**
 * The signed-in user, or null: the spec reads a 401 as "no user". Asked with `optional=1`, so
 * that a visitor who is not signed in gets `null` and no 401 the browser logs as an error.
 * Shared code, because features other than the account's (the writing checks' dictionary) keep
 * things with the account when someone is signed in.
 */
export function useUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await (
        await apiRequest('GET', '/api/auth/user?optional=1', undefined, { signal })
      ).json()) as User | null,
  });
}
