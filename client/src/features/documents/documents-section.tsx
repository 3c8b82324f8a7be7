import { ACCEPTED_TYPES_HINT, DOCUMENT_LIMITS } from '@common/documents';
import { formatNumber } from '@common/format-number';
import { FileUpIcon, LoaderCircleIcon, ScanTextIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useFileDrop } from '@/lib/use-file-drop';
import { cn } from '@/lib/utils';
import { DocumentUploadButton } from './document-upload-button';
import { useDocumentUpload } from './use-document-upload';

const LIMITS = `Up to ${DOCUMENT_LIMITS.maxUploadBytes / 1024 / 1024} MB; PDFs up to ${DOCUMENT_LIMITS.maxPdfPages} pages; images up to ${DOCUMENT_LIMITS.maxImagePixels / 1_000_000} megapixels.`;

const BUSY_LABEL = { document: 'Reading', image: 'Reading (OCR)', audio: 'Transcribing' } as const;

/**
 * The spec's Document Processing section: a drop zone and a file picker. Detection's switches
 * (`detectionControls`) and what follows an upload (`onAdded`, auto-detect) come from the home
 * route, which composes the features.
 */
export function DocumentsSection({
  detectionControls,
  onAdded,
}: {
  detectionControls?: ReactNode;
  onAdded?: (text: string) => void;
}) {
  const { busy, upload, scannedPdf, readScannedPdf, lastUpload } = useDocumentUpload(onAdded);
  const { dragging, dropProps } = useFileDrop((file) => {
    if (!busy) void upload(file);
  });
  const hintId = useId();

  return (
    <Card>
      <CardContent className="grid gap-4">
        <section
          aria-label="Drop zone"
          aria-describedby={hintId}
          {...dropProps}
          className={cn(
            'grid place-items-center gap-3 rounded-lg border-2 border-dashed p-8 text-center transition-colors',
            dragging ? 'border-primary bg-accent' : 'border-muted-foreground/30',
          )}
        >
          <FileUpIcon aria-hidden="true" className="size-10 text-muted-foreground" />
          <p className="text-base font-medium">Drop a file here, or</p>
          <DocumentUploadButton label="Choose a file" variant="default" onAdded={onAdded} />
          <p id={hintId} className="max-w-prose text-sm text-muted-foreground">
            {ACCEPTED_TYPES_HINT} {LIMITS} Text goes into Original Dictation.
          </p>
        </section>

        <div className="flex flex-wrap items-center justify-between gap-3">
          <span className="flex flex-wrap items-center gap-3">{detectionControls}</span>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {busy ? (
              <span className="inline-flex items-center gap-2">
                <LoaderCircleIcon aria-hidden="true" className="size-4 animate-spin" />
                {BUSY_LABEL[busy.route]} {busy.name}…
              </span>
            ) : lastUpload ? (
              `Added ${formatNumber(lastUpload.words)} words from ${lastUpload.name}.`
            ) : (
              ''
            )}
          </p>
        </div>

        {scannedPdf && !busy && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border bg-muted/50 p-3 text-sm">
            <p>
              <strong>{scannedPdf.name}</strong> has no text layer (it is a scan). Its first{' '}
              {DOCUMENT_LIMITS.maxOcrPages} pages can be read with OCR.
            </p>
            <Button size="sm" variant="outline" onClick={() => void readScannedPdf()}>
              <ScanTextIcon aria-hidden="true" />
              Read its pages with OCR
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
