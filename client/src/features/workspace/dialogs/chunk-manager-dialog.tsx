import { LayersIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { useTransform } from '../transform/transform-context';

// The dialog's content (the chunking, the chunks' reviews) loads when the dialog first opens:
// the first page stays within its budget (docs/decisions/085-first-page-loads-workspace-only.md).
const ChunkManagerContent = lazy(() =>
  import('./chunk-manager-content').then((module) => ({ default: module.ChunkManagerContent })),
);

/** Lists the chunks of a large input so the user can rewrite only the ones chosen. */
export function ChunkManagerDialog() {
  const [open, setOpen] = useState(false);
  const { busy } = useTransform();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={busy !== null}>
          <LayersIcon aria-hidden="true" />
          Chunk Manager
        </Button>
      </DialogTrigger>
      {open && (
        <Suspense fallback={null}>
          <ChunkManagerContent onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
