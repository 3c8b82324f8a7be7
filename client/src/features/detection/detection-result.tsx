import { indicatorBand, REPORT_TITLE } from '@common/detection';
import { FileTextIcon, XIcon } from 'lucide-react';
import { Suspense } from 'react';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { lazyNamed } from '@/lib/lazy-named';
import { cn } from '@/lib/utils';
import { type DetectionTarget, useDetection } from './detection-context';
import { DetectionReasons } from './detection-reasons';
import { LowConfidenceNote } from './low-confidence-note';
import { BAND_CLASSES, percent } from './scale';

// The full report (chart, highlighted sentences) loads when it is first opened.
const ReportView = lazyNamed(() => import('./report-view'), 'ReportView');

const NAMES: Record<DetectionTarget, string> = {
  input: 'original text',
  output: 'processed text',
};

/** The probability indicator under a panel, with the full report one click away. */
export function DetectionResult({ target }: { target: DetectionTarget }) {
  const { results, clear } = useDetection();
  const entry = results[target];
  if (!entry) return null;
  const { result, text } = entry;
  const band = indicatorBand(result.probability);
  return (
    <section
      aria-label={`AI detection of the ${NAMES[target]}`}
      className={cn('grid gap-2 rounded-md border-l-4 p-2 text-sm', BAND_CLASSES[band.tone])}
      data-band={band.tone}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {band.label} · {percent(result.probability)} AI probability
        </p>
        <div className="flex items-center gap-1">
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="outline" size="sm">
                <FileTextIcon aria-hidden="true" />
                Full report<span className="sr-only"> for the {NAMES[target]}</span>
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
              <DialogHeader>
                <DialogTitle>{REPORT_TITLE}</DialogTitle>
                <DialogDescription>
                  Of the {NAMES[target]} as it was when analyzed.
                </DialogDescription>
              </DialogHeader>
              <Suspense fallback={<LoadingPlaceholder className="h-96" label="Loading report…" />}>
                <ReportView text={text} result={result} />
              </Suspense>
            </DialogContent>
          </Dialog>
          <Button variant="ghost" size="icon" onClick={() => clear(target)}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Dismiss the detection of the {NAMES[target]}</span>
          </Button>
        </div>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-black/10 dark:bg-white/10"
        // The figure is in the text above; the bar repeats it for the eye.
        aria-hidden="true"
      >
        <div
          className={cn(
            'h-full',
            band.tone === 'green' && 'bg-emerald-600',
            band.tone === 'yellow' && 'bg-yellow-500',
            band.tone === 'red' && 'bg-red-600',
          )}
          style={{ width: percent(result.probability) }}
        />
      </div>
      <p>Human likelihood: {result.humanLikelihood}</p>
      <DetectionReasons reasons={result.reasons} tone={band.tone} />
      {result.lowConfidence && <LowConfidenceNote />}
    </section>
  );
}
