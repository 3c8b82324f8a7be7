import { LoaderCircleIcon, SquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { chunkedProgressText } from '../transform/run-state';
import { useTransform } from '../transform/transform-context';
import { BUSY_LABEL } from './transform-panel';

/**
 * What a running rewrite is doing, right under the output it writes into: its state, the
 * chunked progress bar and Cancel, so that the user watching the text has them at hand.
 */
export function RunStatusBar() {
  const { busy, progress, cancel } = useTransform();
  if (busy === null) return null;
  const streaming = busy === 'transforming' || busy === 'chunked';
  const showProgress = busy === 'chunked' || busy === 'chunks';
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-2 rounded-md border bg-muted/40 px-3 py-1.5">
      <p
        className="inline-flex items-center gap-2 text-sm text-muted-foreground"
        aria-live="polite"
      >
        <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
        {showProgress ? chunkedProgressText(progress) : BUSY_LABEL[busy]}
      </p>
      {showProgress && (
        <Progress value={progress} aria-label="Chunked progress" className="min-w-24 flex-1" />
      )}
      {streaming && (
        <Button variant="destructive" size="sm" onClick={cancel} className="ml-auto">
          <SquareIcon aria-hidden="true" />
          Cancel
        </Button>
      )}
    </div>
  );
}
