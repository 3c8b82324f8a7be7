import { type BatchSummary, isOpenBatch } from '@common/batches';
import { LayersIcon } from 'lucide-react';
import { useState } from 'react';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { useBatch, useBatchList, useListFollows } from './api';
import { BatchResults } from './batch-results';
import { BatchUpload } from './batch-upload';

const STATUS_WORDS: Record<BatchSummary['status'], string> = {
  queued: 'waiting',
  running: 'checking',
  done: 'done',
  cancelled: 'cancelled',
};

function PastBatches({
  batches,
  selected,
  onSelect,
}: {
  batches: BatchSummary[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  if (batches.length === 0) {
    return <p className="text-sm text-muted-foreground">No batches yet.</p>;
  }
  return (
    <ul className="grid gap-1" aria-label="Your batches">
      {batches.map((batch) => (
        <li key={batch.id}>
          <button
            type="button"
            onClick={() => onSelect(batch.id)}
            aria-current={batch.id === selected ? 'true' : undefined}
            className={cn(
              'flex w-full flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-left text-sm outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50',
              batch.id === selected && 'border-primary bg-muted/50',
            )}
          >
            <span>{new Date(batch.createdAt).toLocaleString()}</span>
            <span className="text-muted-foreground">
              {batch.finishedCount} of {batch.fileCount} files · {STATUS_WORDS[batch.status]}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Batch check: many files (or a ZIP) checked on the server as jobs that outlive the page; the
 * owner's past batches stay listed, so closing the tab or reloading loses nothing.
 */
export function BatchesSection() {
  const list = useBatchList();
  const [chosen, setChosen] = useState<string | null>(null);
  const batches = list.data?.batches ?? [];
  // Without a choice: the newest open batch, else the newest.
  const selected =
    chosen ?? batches.find((batch) => isOpenBatch(batch.status))?.id ?? batches[0]?.id ?? null;
  const batch = useBatch(selected);
  useListFollows(batch.data);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2 text-lg">
              <LayersIcon className="size-5 text-primary" aria-hidden="true" />
              {/* Not "Batch check" again: that is the page's own heading just above. */}
              Files and results
            </h2>
          </CardTitle>
          <CardDescription>
            Check a class’s essays at once: each file is read, scored by the local AI detector and
            listed with its words, band, reasons and flagged sentences.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <BatchUpload onStarted={setChosen} />
          {selected &&
            (batch.data ? (
              <BatchResults batch={batch.data} />
            ) : (
              <LoadingPlaceholder className="min-h-40" />
            ))}
        </CardContent>
      </Card>
      <Card className="h-fit">
        <CardHeader>
          <CardTitle>
            <h2 className="text-base">Past batches</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <LoadingPlaceholder className="min-h-20" />
          ) : (
            <PastBatches batches={batches} selected={selected} onSelect={setChosen} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
