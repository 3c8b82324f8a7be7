import type { LibraryReference } from '@common/library';
import { PlusIcon, ZapIcon } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useReferences } from '@/lib/library-lists';
import { cn } from '@/lib/utils';
import { ContentDocuments } from './content-documents';
import { DocumentDialog, ReferenceDialog } from './library-dialogs';
import { documentCount, EditDeleteButtons, LibraryState } from './library-parts';
import { type ReferenceDialogTarget, ReferenceEditDialogs } from './reference-edit-dialogs';
import { useLibraryActions } from './use-library-actions';

/** The Content Reference Library: documents whose content rewrites can draw on. */
export function ContentLibrarySection() {
  const references = useReferences('contents');
  const actions = useLibraryActions('contents');
  const [adding, setAdding] = useState<'reference' | 'quick' | null>(null);
  const [open, setOpen] = useState<ReferenceDialogTarget>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = references.data?.find((reference) => reference.id === selectedId) ?? null;
  const close = () => setOpen(null);

  /** Quick Add: a reference holding the pasted text, active so the next rewrite uses it. */
  const quickAdd = async ({ name, content }: { name: string; content: string }) => {
    const reference = await actions.create({ name, active: true });
    await actions.addDocument(reference.id, { name: reference.name, content });
    setSelectedId(reference.id);
  };

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            Active references are sent with every rewrite while “Use content references” is on.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setAdding('quick')}>
              <ZapIcon aria-hidden="true" />
              Quick Add
            </Button>
            <Button onClick={() => setAdding('reference')}>
              <PlusIcon aria-hidden="true" />
              Add Reference
            </Button>
          </div>
        </div>
        <LibraryState
          query={references}
          empty="No content references yet. Add one, or paste a text with Quick Add."
        >
          {(list) => (
            <ul
              className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Content references"
            >
              {list.map((reference) => (
                <ContentCard
                  key={reference.id}
                  reference={reference}
                  selected={reference.id === selectedId}
                  onSelect={() => setSelectedId(reference.id)}
                  onToggle={() =>
                    actions.update(reference.id, { active: !reference.active }).catch(() => {})
                  }
                  onOpen={(dialog) => setOpen({ dialog, reference })}
                />
              ))}
            </ul>
          )}
        </LibraryState>
        {selected ? (
          <ContentDocuments reference={selected} />
        ) : (
          (references.data?.length ?? 0) > 0 && (
            <p className="text-sm text-muted-foreground">
              Select a reference to see its documents and add more.
            </p>
          )
        )}
      </CardContent>
      <ReferenceDialog
        open={adding === 'reference'}
        onOpenChange={(value) => !value && setAdding(null)}
        title="Add New Content Reference"
        description="A content reference holds documents a rewrite can draw on."
        submitLabel="Add Reference"
        namePlaceholder="Content N"
        onSubmit={async (values) => setSelectedId((await actions.create(values)).id)}
      />
      <DocumentDialog
        open={adding === 'quick'}
        onOpenChange={(value) => !value && setAdding(null)}
        title="Quick Add Content"
        description="Paste a text: it becomes an active content reference of its own."
        requireName={false}
        submitLabel="Quick Add"
        onSubmit={quickAdd}
      />
      <ReferenceEditDialogs
        kind="contents"
        target={open}
        onClose={close}
        onDeleted={(id) => selectedId === id && setSelectedId(null)}
      />
    </Card>
  );
}

function ContentCard({
  reference,
  selected,
  onSelect,
  onToggle,
  onOpen,
}: {
  reference: LibraryReference;
  selected: boolean;
  onSelect(): void;
  onToggle(): void;
  onOpen(dialog: 'edit' | 'delete'): void;
}) {
  return (
    <li
      aria-label={`Content reference ${reference.name}`}
      className={cn(
        'grid content-start gap-2 rounded-lg border bg-card p-4 transition-colors',
        selected && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={selected}
          className="grid min-w-0 flex-1 gap-0.5 text-left focus-visible:outline-2"
        >
          <span className="truncate font-semibold">{reference.name}</span>
          <span className="text-sm break-words text-muted-foreground">
            {reference.description || 'No description'}
          </span>
          <span className="sr-only">, show its documents</span>
        </button>
        <button
          type="button"
          onClick={onToggle}
          aria-label={`${reference.active ? 'Active' : 'Inactive'}: ${reference.name}, click to ${reference.active ? 'deactivate' : 'activate'}`}
          className="shrink-0 rounded-md focus-visible:outline-2"
        >
          <Badge variant={reference.active ? 'success' : 'outline'}>
            {reference.active ? 'Active' : 'Inactive'}
          </Badge>
        </button>
      </div>
      <div className="flex items-center gap-1">
        <span className="flex-1 text-sm text-muted-foreground">
          {documentCount(reference.documentCount)}
        </span>
        <EditDeleteButtons name={reference.name} onOpen={onOpen} />
      </div>
    </li>
  );
}
