import { chunkText } from '@common/chunking';
import { useCallback, useMemo, useState } from 'react';
import { ReviewChanges } from '@/components/review/review-changes';
import { Button } from '@/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { announceTextOrigin } from '@/lib/text-origin';
import { chunksOfOutput, joinChunkResults, replaceChunkResult } from '../chunks/chunk-results';
import { readChunkResults, setChunkResults, useChunkResults } from '../chunks/chunk-results-store';
import { useTransform } from '../transform/transform-context';
import { useWorkspace, useWorkspaceInput } from '../workspace-context';

/**
 * The Chunk Manager's dialog, loaded when it first opens: the chunks of a large input to choose
 * from, and the review of each chunk of the last run against its own source.
 */
export function ChunkManagerContent({ onClose }: { onClose(): void }) {
  const input = useWorkspaceInput();
  const { processChunks } = useTransform();
  const { output, setOutput } = useWorkspace();
  const rewritten = useRewrittenChunks(output, setOutput);
  const chunks = useMemo(() => chunkText(input), [input]);
  const [selected, setSelected] = useState<Set<string>>(new Set());

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };

  const process = () => {
    const chosen = chunks.filter((chunk) => selected.has(chunk.id));
    onClose();
    processChunks(chosen);
  };

  return (
    <DialogContent className="sm:max-w-2xl">
      <DialogHeader>
        <DialogTitle>Chunk Manager</DialogTitle>
        <DialogDescription>
          Your text is long, so it is split into {chunks.length} chunks of up to 1500 characters.
          Choose the chunks to rewrite. A chunk rewritten in the last run can be reviewed against
          its source.
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
          <li key={chunk.id} className="grid gap-2 rounded-md border p-3" aria-label={chunk.id}>
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
            {rewritten.of(chunk.id, chunk.content)}
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button onClick={process} disabled={selected.size === 0}>
          Process {selected.size || ''} selected {selected.size === 1 ? 'chunk' : 'chunks'}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

/**
 * The review of each chunk of the last run, while the output is made of their rewrites: its
 * change meter and its review, whose text replaces that chunk in the output
 * (docs/decisions/229-review-per-chunk-from-the-chunk-manager.md).
 */
function useRewrittenChunks(output: string, setOutput: (text: string) => void) {
  const record = useChunkResults();
  const current = useMemo(() => chunksOfOutput(record, output), [record, output]);
  const replace = useCallback(
    (id: string, text: string) => {
      const chunks = readChunkResults();
      if (!chunks) return;
      const next = replaceChunkResult(chunks, id, text);
      announceTextOrigin('workspace-output', {
        source: { kind: 'typed', detail: `kept from ${id} of the input in its review` },
      });
      setChunkResults(next);
      setOutput(joinChunkResults(next));
    },
    [setOutput],
  );
  return {
    of(id: string, source: string) {
      const chunk = current?.find((done) => done.id === id && done.source === source);
      if (!chunk) return null;
      return (
        <div className="border-t pt-2" data-testid={`chunk-review-${id}`}>
          <ReviewChanges
            place={`workspace-${id}`}
            source={chunk.source}
            result={chunk.result}
            onResultChange={(text) => replace(id, text)}
            sourceLabel={`original ${id}`}
            resultLabel={`rewritten ${id}`}
            fileBase={`processed-${id}`}
            reviewLabel={`Review changes in ${id}`}
          />
        </div>
      );
    },
  };
}
