import { Badge } from '@/components/ui/badge';
import { useStatus } from '@/lib/use-status';
import { cn } from '@/lib/utils';

/** The spec's APIs Connected / Disconnected badge; on a phone a dot with the words for readers. */
export function StatusIndicator() {
  const { data } = useStatus();
  const connected = data?.connected ?? false;
  return (
    <Badge
      variant={connected ? 'success' : 'destructive'}
      role="status"
      aria-live="polite"
      title={connected ? 'At least one AI provider is ready' : 'No AI provider is configured'}
      className={cn('max-sm:size-3 max-sm:rounded-full max-sm:p-0')}
    >
      <span className="size-2 rounded-full bg-white/90 max-sm:hidden" aria-hidden="true" />
      <span className="max-sm:sr-only">{connected ? 'APIs Connected' : 'APIs Disconnected'}</span>
    </Badge>
  );
}
