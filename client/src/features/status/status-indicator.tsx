import { Badge } from '@/components/ui/badge';
import { useStatus } from './use-status';

export function StatusIndicator() {
  const { data } = useStatus();
  const connected = data?.connected ?? false;
  return (
    <Badge
      variant={connected ? 'success' : 'destructive'}
      role="status"
      aria-live="polite"
      title={connected ? 'At least one AI provider is ready' : 'No AI provider is configured'}
    >
      <span className="size-2 rounded-full bg-white/90" aria-hidden="true" />
      {connected ? 'APIs Connected' : 'APIs Disconnected'}
    </Badge>
  );
}
