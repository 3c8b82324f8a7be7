import type { Credentials, User } from '@common/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, getQueryFn } from '@/lib/api';

export const USER_QUERY_KEY = ['/api/auth/user'];

/** The signed-in user, or null: the spec reads a 401 as "no user". */
export function useUser() {
  return useQuery<User | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: getQueryFn<User | null>({ on401: 'returnNull' }),
  });
}

export function useSignIn(mode: 'login' | 'register') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      apiJson<User>('POST', `/api/auth/${mode}`, credentials),
    onSuccess: (user) => queryClient.setQueryData(USER_QUERY_KEY, user),
  });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => queryClient.setQueryData(USER_QUERY_KEY, null),
  });
}
