import { GitCompareIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { diffWords } from './diff';

/** Box A against Box C, word by word: removed words struck through, added ones underlined. */
export function DiffDialog({ before, after }: { before: string; after: string }) {
  const [open, setOpen] = useState(false);
  const parts = useMemo(() => {
    if (!open) return [];
    let offset = 0;
    return diffWords(before, after).map((part) => {
      const key = `${part.kind}-${offset}`;
      offset += part.text.length;
      return { ...part, key };
    });
  }, [open, before, after]);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={!before.trim() || !after.trim()}>
          <GitCompareIcon aria-hidden="true" />
          Compare<span className="sr-only"> Box A with Box C</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>Box A compared with Box C</DialogTitle>
          <DialogDescription>
            Removed words are struck through in red; added words are underlined in green.
          </DialogDescription>
        </DialogHeader>
        <div className="whitespace-pre-wrap leading-relaxed">
          {parts.map((part) =>
            part.kind === 'same' ? (
              <span key={part.key}>{part.text}</span>
            ) : (
              <Change key={part.key} kind={part.kind} text={part.text} />
            ),
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const CHANGE = {
  removed: {
    Tag: 'del',
    said: 'removed',
    tone: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
  },
  added: {
    Tag: 'ins',
    said: 'added',
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-300',
  },
} as const;

/** A removed or added run of words, also said in words for screen readers. */
function Change({ kind, text }: { kind: 'removed' | 'added'; text: string }) {
  const { Tag, said, tone } = CHANGE[kind];
  return (
    <Tag className={tone}>
      <span className="sr-only">[{said}: </span>
      {text}
      <span className="sr-only">]</span>
    </Tag>
  );
}
