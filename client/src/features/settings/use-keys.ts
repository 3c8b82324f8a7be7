import type { KeysResponse, SaveKeysRequest } from '@common/keys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api';
import { STATUS_QUERY_KEY } from '@/lib/use-status';

const KEYS_QUERY_KEY = ['/api/keys'];

export function useConfiguredKeys(enabled: boolean) {
  return useQuery<KeysResponse>({ queryKey: KEYS_QUERY_KEY, enabled });
}

/** Saving keys changes what is available, so the status is asked again at once. */
export function useSaveKeys() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keys: SaveKeysRequest) => apiJson<KeysResponse>('POST', '/api/keys', keys),
    onSuccess: (data) => {
      queryClient.setQueryData(KEYS_QUERY_KEY, data);
      return queryClient.invalidateQueries({ queryKey: STATUS_QUERY_KEY });
    },
  });
}
