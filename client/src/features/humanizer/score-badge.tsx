import { isAiLike } from '@common/humanizer';
import { Badge } from '@/components/ui/badge';

/** The AI score of a box: destructive above 50 (spec §5). */
export function ScoreBadge({
  label,
  value,
  pending,
}: {
  label: string;
  value: number | null;
  pending: boolean;
}) {
  if (value === null) {
    return pending ? (
      <Badge variant="outline" aria-live="polite">
        {label}: scoring…
      </Badge>
    ) : null;
  }
  return (
    <Badge
      variant={isAiLike(value) ? 'destructive' : 'success'}
      aria-live="polite"
      data-testid={`${label} badge`}
    >
      {label}: {value}% AI
    </Badge>
  );
}
