import type { LibraryReference } from '@common/library';
import { ChevronDownIcon, FilePlusIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useReferences } from '@/lib/library-lists';
import { DocumentList } from './document-list';
import { DocumentDialog, ReferenceDialog } from './library-dialogs';
import { ActiveSwitch, documentCount, EditDeleteButtons, LibraryState } from './library-parts';
import { type ReferenceDialogTarget, ReferenceEditDialogs } from './reference-edit-dialogs';
import { useLibraryActions } from './use-library-actions';

type Open = { dialog: 'edit' | 'delete' | 'document'; reference: LibraryReference } | null;

/** The Personal Style Library: samples of the user's own writing that rewrites follow. */
export function StyleLibrarySection() {
  const references = useReferences('styles');
  const actions = useLibraryActions('styles');
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Card>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            Active styles are sent with every rewrite while “Use style references” is on.
          </p>
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            Add Style
          </Button>
        </div>
        <LibraryState
          query={references}
          empty="No styles yet. Add one, then give it samples of your writing."
        >
          {(list) => (
            <ul className="grid gap-3 md:grid-cols-2" aria-label="Style references">
              {list.map((reference) => (
                <StyleCard
                  key={reference.id}
                  reference={reference}
                  onToggle={(active) => actions.update(reference.id, { active }).catch(() => {})}
                  onOpen={(dialog) => setOpen({ dialog, reference })}
                />
              ))}
            </ul>
          )}
        </LibraryState>
      </CardContent>
      <ReferenceDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add New Style"
        description="A style is a set of samples of your writing. It starts inactive."
        submitLabel="Add Style"
        namePlaceholder="Style N"
        onSubmit={(values) => actions.create(values)}
      />
      <ReferenceEditDialogs
        kind="styles"
        target={open?.dialog === 'document' ? null : (open as ReferenceDialogTarget)}
        onClose={close}
      />
      <DocumentDialog
        open={open?.dialog === 'document'}
        onOpenChange={(value) => !value && close()}
        description={`A sample of your writing for '${open?.reference.name ?? ''}'.`}
        onSubmit={(values) => actions.addDocument(open!.reference.id, values)}
      />
    </Card>
  );
}

function StyleCard({
  reference,
  onToggle,
  onOpen,
}: {
  reference: LibraryReference;
  onToggle(active: boolean): void;
  onOpen(dialog: 'edit' | 'delete' | 'document'): void;
}) {
  const [showDocuments, setShowDocuments] = useState(false);
  return (
    <li
      className="grid content-start gap-3 rounded-lg border bg-card p-4"
      aria-label={`Style ${reference.name}`}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h3 className="truncate font-semibold">{reference.name}</h3>
          <p className="text-sm break-words text-muted-foreground">{reference.description}</p>
        </div>
        <ActiveSwitch name={reference.name} active={reference.active} onChange={onToggle} />
      </div>
      <div className="flex flex-wrap items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setShowDocuments((value) => !value)}
          aria-expanded={showDocuments}
        >
          <ChevronDownIcon
            aria-hidden="true"
            className={showDocuments ? 'rotate-180 transition-transform' : 'transition-transform'}
          />
          {documentCount(reference.documentCount)}
        </Button>
        <span className="flex-1" />
        <Button variant="outline" size="sm" onClick={() => onOpen('document')}>
          <FilePlusIcon aria-hidden="true" />
          Add Document<span className="sr-only"> to {reference.name}</span>
        </Button>
        <EditDeleteButtons name={reference.name} onOpen={onOpen} />
      </div>
      {showDocuments && (
        <DocumentList kind="styles" referenceId={reference.id} referenceName={reference.name} />
      )}
    </li>
  );
}
