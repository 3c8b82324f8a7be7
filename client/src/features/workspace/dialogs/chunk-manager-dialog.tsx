import { chunkText } from '@common/chunking';
import { LayersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useTransform } from '../transform/transform-context';
import { useWorkspaceInput } from '../workspace-context';

/** Lists the chunks of a large input so the user can rewrite only the ones chosen. */
export function ChunkManagerDialog() {
  const input = useWorkspaceInput();
  const { busy, processChunks } = useTransform();
  const [open, setOpen] = useState(false);
  const chunks = useMemo(() => (open ? chunkText(input) : []), [open, input]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const process = () => {
    const chosen = chunks.filter((chunk) => selected.has(chunk.id));
    setOpen(false);
    processChunks(chosen);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setSelected(new Set());
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={busy !== null}>
          <LayersIcon aria-hidden="true" />
          Chunk Manager
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Chunk Manager</DialogTitle>
          <DialogDescription>
            Your text is long, so it is split into {chunks.length} chunks of up to 1500 characters.
            Choose the chunks to rewrite.
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => setSelected(new Set(chunks.map((chunk) => chunk.id)))}
          >
            Select all
          </Button>
          <Button variant="outline" size="sm" onClick={() => setSelected(new Set())}>
            Select none
          </Button>
        </div>
        <ul className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" aria-label="Chunks">
          {chunks.map((chunk) => (
            <li key={chunk.id} className="rounded-md border p-3">
              <label className="flex cursor-pointer gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-primary"
                  checked={selected.has(chunk.id)}
                  onChange={() => toggle(chunk.id)}
                  aria-label={`Select ${chunk.id}`}
                />
                <span className="grid gap-1">
                  <span className="text-sm font-medium">
                    {chunk.id} · {chunk.wordCount} words
                  </span>
                  <span className="text-sm text-muted-foreground">{chunk.preview}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button onClick={process} disabled={selected.size === 0}>
            Process {selected.size || ''} selected {selected.size === 1 ? 'chunk' : 'chunks'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
