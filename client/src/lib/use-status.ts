import { STATUS_POLL_INTERVAL_MS, type StatusResponse } from '@common/status';
import { useQuery } from '@tanstack/react-query';

/**
 * Where provider availability lives in the query cache. Shared code, not the status feature's:
 * detection, dictation, narration, settings and the workspace all read which services are ready.
 */
export const STATUS_QUERY_KEY = ['/api/status'];

/** Provider availability, polled every 30 s as the spec asks. */
export function useStatus() {
  return useQuery<StatusResponse>({
    queryKey: STATUS_QUERY_KEY,
    refetchInterval: STATUS_POLL_INTERVAL_MS,
  });
}
