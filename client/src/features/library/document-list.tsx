import { formatNumber } from '@common/format-number';
import type { LibraryDocument, LibraryKind } from '@common/library';
import { FileTextIcon, TextCursorInputIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTextEditor } from '@/lib/text-handoff';
import { announceTextOrigin } from '@/lib/text-origin';
import { toast } from '@/lib/toast';
import { useDocuments } from './api';
import { ConfirmDialog } from './library-dialogs';
import { useLibraryActions } from './use-library-actions';

const preview = (content: string) =>
  content.length > 160 ? `${content.slice(0, 160).trimEnd()}…` : content;

/** A reference's documents, each with a delete button that asks first. */
export function DocumentList({
  kind,
  referenceId,
  referenceName,
}: {
  kind: LibraryKind;
  referenceId: number;
  referenceName: string;
}) {
  const documents = useDocuments(kind, referenceId);
  const actions = useLibraryActions(kind);
  const [deleting, setDeleting] = useState<LibraryDocument | null>(null);
  const workspaceInput = useTextEditor('workspace-input');

  // The document's text joins the workspace input, recorded as taken from the library (issue 40).
  const insert = (document: LibraryDocument) => {
    announceTextOrigin('workspace-input', {
      source: { kind: 'library', detail: `${referenceName} · ${document.name}`.slice(0, 200) },
    });
    workspaceInput.append(document.content);
    toast.success('Added to the workspace', {
      description: `'${document.name}' is at the end of the Original Dictation.`,
      duration: 3000,
    });
  };

  if (documents.isPending)
    return <p className="text-sm text-muted-foreground">Loading documents…</p>;
  if (documents.isError) {
    return <p className="text-sm text-destructive">The documents could not be loaded.</p>;
  }
  return (
    <>
      {documents.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Documents of ${referenceName}`}>
          {documents.data.map((document) => (
            <li
              key={document.id}
              className="flex items-start gap-3 rounded-md border bg-background p-3"
            >
              <FileTextIcon
                aria-hidden="true"
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
              />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="truncate text-sm font-medium">{document.name}</p>
                <p className="line-clamp-2 text-xs break-words text-muted-foreground">
                  {preview(document.content)}
                </p>
                <p className="text-xs text-muted-foreground">
                  {formatNumber(document.content.length)} characters
                </p>
              </div>
              <Button variant="ghost" size="sm" onClick={() => insert(document)}>
                <TextCursorInputIcon aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Insert</span>
                <span className="sr-only"> {document.name} into the workspace</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setDeleting(document)}>
                <Trash2Icon aria-hidden="true" />
                <span className="sr-only">Delete document {document.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirm Document Deletion"
        description={`Delete the document '${deleting?.name ?? ''}'? This cannot be undone.`}
        confirmLabel="Delete Document"
        onConfirm={() => actions.removeDocument(referenceId, deleting!.id)}
      />
    </>
  );
}
