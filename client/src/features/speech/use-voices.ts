import type { VoicesResponse } from '@common/speech';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiJson, describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useStatus } from '@/lib/use-status';

export const VOICES_QUERY_KEY = ['/api/tts/voices'];

/**
 * The voices of every engine the caller can use; failures become the spec's toast. The list
 * is asked again when a voice service's key comes or goes (the status says so).
 */
export function useVoices() {
  const { data: status } = useStatus();
  const keys = { elevenLabs: status?.services.elevenLabs, openai: status?.services.openai };
  const query = useQuery<VoicesResponse>({
    queryKey: [...VOICES_QUERY_KEY, keys],
    queryFn: () => apiJson<VoicesResponse>('GET', '/api/tts/voices'),
  });
  const { error, data } = query;
  useEffect(() => {
    if (error) {
      toast.error('Failed to fetch voices', {
        description: describeError(error, 'The voice list could not be loaded.'),
      });
    } else if (data?.problems.length) {
      toast.error('Failed to fetch voices', { description: data.problems[0]!.message });
    }
  }, [error, data]);
  return query;
}
