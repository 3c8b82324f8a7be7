import type { Batch, BatchSummary } from '@common/batches';
import { isOpenBatch } from '@common/batches';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson } from '@/lib/api';

const LIST_KEY = ['/api/batches'] as const;
const batchKey = (id: string) => ['/api/batches', id] as const;
/** How often an open batch is read again: progress per file without a stream to keep open. */
const POLL_MS = 1_000;

export function useBatchList() {
  return useQuery({
    queryKey: LIST_KEY,
    queryFn: () => apiJson<{ batches: BatchSummary[] }>('GET', '/api/batches'),
    refetchInterval: (query) =>
      query.state.data?.batches.some((batch) => isOpenBatch(batch.status)) ? POLL_MS * 3 : false,
  });
}

export function useBatch(id: string | null) {
  return useQuery({
    queryKey: batchKey(id ?? ''),
    queryFn: () => apiJson<Batch>('GET', `/api/batches/${id}`),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data && isOpenBatch(query.state.data.status) ? POLL_MS : false,
  });
}

/** When a batch shown ends, the list learns it at once rather than at its next poll. */
export function useListFollows(batch: Batch | undefined) {
  const client = useQueryClient();
  const ended = batch !== undefined && !isOpenBatch(batch.status);
  useEffect(() => {
    if (ended) void client.invalidateQueries({ queryKey: LIST_KEY });
  }, [ended, client]);
}

export function useStartBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append('files', file, file.name);
      return apiJson<{ id: string }>('POST', '/api/batches', form);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: LIST_KEY }),
  });
}

export function useCancelBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<Batch>('DELETE', `/api/batches/${id}`),
    onSuccess: (batch) => {
      client.setQueryData(batchKey(batch.id), batch);
      return client.invalidateQueries({ queryKey: LIST_KEY });
    },
  });
}

export const reportUrl = (id: string, format: 'csv' | 'pdf' | 'docx') =>
  `/api/batches/${id}/report.${format}`;
