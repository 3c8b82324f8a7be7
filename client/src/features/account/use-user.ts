import type { Credentials, User } from '@common/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api';
import { USER_QUERY_KEY } from '@/lib/user-query';

/** The signed-in user, or null (shared code: other features read it too). */
export { useUser } from '@/lib/user-query';

export function useSignIn(mode: 'login' | 'register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiJson<User>('POST', `/api/auth/${mode}`, credentials),
    onSuccess: (user) => {
      queryClient.setQueryData(USER_QUERY_KEY, user);
      // A new session: whatever else was read for the old one is read again.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
      });
    },
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      queryClient.setQueryData(USER_QUERY_KEY, null);
      // The session and the Settings keys saved in it are gone on the server.
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0],
      });
    },
  });
}
