import { type Batch, type BatchFile, isFinishedFile, isOpenBatch } from '@common/batches';
import { indicatorBand } from '@common/detection';
import { DownloadIcon, XIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { reportUrl, useCancelBatch } from './api';

/** The detection section's band colours (green, yellow, red), for the band of each file. */
const BAND_CLASSES = {
  green:
    'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  yellow: 'border-yellow-500 bg-yellow-50 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  red: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

const STATUS_WORDS: Record<BatchFile['status'], string> = {
  queued: 'Waiting',
  running: 'Checking…',
  done: 'Checked',
  failed: 'Failed',
};

const BATCH_WORDS: Record<Batch['status'], string> = {
  queued: 'Waiting to start',
  running: 'Checking',
  done: 'Done',
  cancelled: 'Cancelled',
};

function BandCell({ file }: { file: BatchFile }) {
  if (file.probability === null) return <span className="text-muted-foreground">—</span>;
  const band = indicatorBand(file.probability);
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        BAND_CLASSES[band.tone],
      )}
    >
      {Math.round(file.probability * 100)}% · {band.label}
    </span>
  );
}

function Reasons({ file }: { file: BatchFile }) {
  return (
    <>
      {file.error ??
        (file.reasons.length > 0 ? file.reasons.join(' ') : file.status === 'done' ? '—' : '')}
      {file.flaggedSentences.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer text-foreground">
            {file.flaggedSentences.length} flagged{' '}
            {file.flaggedSentences.length === 1 ? 'sentence' : 'sentences'}
          </summary>
          <ul className="mt-1 grid list-disc gap-1 pl-5">
            {file.flaggedSentences.map((sentence) => (
              <li key={sentence.text}>
                “{sentence.text}” ({Math.round(sentence.probability * 100)}%)
              </li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}

function StatusBadge({ status }: { status: BatchFile['status'] }) {
  return (
    <Badge
      variant={status === 'failed' ? 'destructive' : status === 'done' ? 'success' : 'outline'}
    >
      {STATUS_WORDS[status]}
    </Badge>
  );
}

function FileRow({ file }: { file: BatchFile }) {
  return (
    <TableRow data-status={file.status}>
      <TableCell className="max-w-56 truncate font-medium" title={file.name}>
        {file.name}
      </TableCell>
      <TableCell>
        <StatusBadge status={file.status} />
      </TableCell>
      <TableCell className="tabular-nums">{file.words ?? '—'}</TableCell>
      <TableCell>
        <BandCell file={file} />
      </TableCell>
      <TableCell className="min-w-64 text-sm whitespace-normal text-muted-foreground">
        <Reasons file={file} />
      </TableCell>
    </TableRow>
  );
}

/** On a phone each file is a block of its own: a five-column table would not fit. */
function FileCard({ file }: { file: BatchFile }) {
  return (
    <li className="grid gap-2 rounded-md border p-3" data-status={file.status}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-medium break-all">{file.name}</span>
        <StatusBadge status={file.status} />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <BandCell file={file} />
        {file.words !== null && <span className="text-muted-foreground">{file.words} words</span>}
      </div>
      <div className="text-sm text-muted-foreground">
        <Reasons file={file} />
      </div>
    </li>
  );
}

/** One batch: its progress, each file's result in the detection bands, the class report. */
export function BatchResults({ batch }: { batch: Batch }) {
  const cancel = useCancelBatch();
  const finished = batch.files.filter((file) => isFinishedFile(file.status)).length;
  const open = isOpenBatch(batch.status);
  const progress = batch.files.length === 0 ? 0 : (finished / batch.files.length) * 100;

  return (
    <section className="grid gap-4" aria-label="Batch results" data-batch-status={batch.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h3 className="text-base font-semibold">
            {BATCH_WORDS[batch.status]}: {finished} of {batch.files.length} files
          </h3>
          <p className="text-xs text-muted-foreground">
            Started {new Date(batch.createdAt).toLocaleString()}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {open ? (
            <Button
              variant="outline"
              size="sm"
              disabled={cancel.isPending}
              onClick={() =>
                cancel.mutate(batch.id, {
                  onError: (error) =>
                    toast.error('The batch could not be cancelled', {
                      description: describeError(error, 'Please try again.'),
                    }),
                })
              }
            >
              <XIcon aria-hidden="true" />
              Cancel batch
            </Button>
          ) : (
            (['csv', 'pdf', 'docx'] as const).map((format) => (
              <Button key={format} variant="outline" size="sm" asChild>
                <a href={reportUrl(batch.id, format)} download>
                  <DownloadIcon aria-hidden="true" />
                  Report ({format.toUpperCase()})
                </a>
              </Button>
            ))
          )}
        </div>
      </div>
      <Progress value={progress} aria-label="Files checked" />
      <ul className="grid gap-2 sm:hidden" aria-label="Files">
        {batch.files.map((file, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the files' order never changes
          <FileCard key={index} file={file} />
        ))}
      </ul>
      <Table className="max-sm:hidden">
        <TableHeader>
          <TableRow>
            <TableHead>File</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Words</TableHead>
            <TableHead>AI probability</TableHead>
            <TableHead>Reasons</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {batch.files.map((file, index) => (
            // Names may repeat within a batch (two folders of a ZIP): the place tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the files' order never changes
            <FileRow key={index} file={file} />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
