import { LOW_CONFIDENCE_NOTE } from '@common/detection';
import { InfoIcon } from 'lucide-react';

/** Shown with a verdict on a short text, so a score of a few sentences is not taken as proof. */
export function LowConfidenceNote() {
  return (
    <p className="flex items-start gap-1.5 text-muted-foreground" data-testid="low-confidence">
      <InfoIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {LOW_CONFIDENCE_NOTE}
    </p>
  );
}
