import type { LibraryKind, LibraryReference } from '@common/library';
import { ConfirmDialog, ReferenceDialog } from './library-dialogs';
import { documentCount } from './library-parts';
import { useLibraryActions } from './use-library-actions';

export type ReferenceDialogTarget = {
  dialog: 'edit' | 'delete';
  reference: LibraryReference;
} | null;

const WORDS = {
  styles: { edit: 'Edit Style', what: "the style's", remove: 'Delete Style' },
  contents: { edit: 'Edit Content Reference', what: "the reference's", remove: 'Delete Reference' },
} as const;

/** A reference card's Edit dialog and its Confirm Deletion (which takes the documents too). */
export function ReferenceEditDialogs({
  kind,
  target,
  onClose,
  onDeleted,
}: {
  kind: LibraryKind;
  target: ReferenceDialogTarget;
  onClose(): void;
  onDeleted?(id: number): void;
}) {
  const actions = useLibraryActions(kind);
  const words = WORDS[kind];
  const reference = target?.reference;
  return (
    <>
      <ReferenceDialog
        open={target?.dialog === 'edit'}
        onOpenChange={(open) => !open && onClose()}
        title={words.edit}
        description={`Change ${words.what} name or description.`}
        submitLabel="Save Changes"
        namePlaceholder="Name"
        initial={reference}
        onSubmit={(values) => actions.update(reference!.id, values)}
      />
      <ConfirmDialog
        open={target?.dialog === 'delete'}
        onOpenChange={(open) => !open && onClose()}
        title="Confirm Deletion"
        description={`Delete '${reference?.name ?? ''}'? This also deletes its ${documentCount(reference?.documentCount ?? 0)}.`}
        confirmLabel={words.remove}
        onConfirm={async () => {
          await actions.remove(reference!.id);
          onDeleted?.(reference!.id);
        }}
      />
    </>
  );
}
