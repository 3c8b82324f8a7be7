import type { LibraryKind, LibraryReference } from '@common/library';
import { useQueryClient } from '@tanstack/react-query';
import { describeError } from '@/lib/api';
import { libraryKey } from '@/lib/library-lists';
import { toast } from '@/lib/toast';
import { useLibraryMutations } from './api';

/**
 * The library's changes with their toasts: each rejects after saying why, so a dialog can stay
 * open with what was typed.
 */
export function useLibraryActions(kind: LibraryKind) {
  const mutations = useLibraryMutations(kind);
  const client = useQueryClient();
  const noun = kind === 'styles' ? 'Style' : 'Content reference';

  const attempt = async <T>(
    title: string,
    work: () => Promise<T>,
    fallback = 'Please try again.',
  ): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      toast.error(title, { description: describeError(error, fallback) });
      throw error;
    }
  };

  /** The count drops before the list is read again (spec: at once). */
  const lowerCount = (id: number) =>
    client.setQueryData<LibraryReference[]>(libraryKey(kind), (list) =>
      list?.map((reference) =>
        reference.id === id
          ? { ...reference, documentCount: Math.max(0, reference.documentCount - 1) }
          : reference,
      ),
    );

  return {
    create: (values: { name?: string; description?: string; active?: boolean }) =>
      attempt(`Could not add the ${noun.toLowerCase()}`, async () => {
        const reference = await mutations.create.mutateAsync(values);
        toast.success(`${noun} added`, { description: reference.name });
        return reference;
      }),
    update: (id: number, values: { name?: string; description?: string; active?: boolean }) =>
      attempt(`Could not change the ${noun.toLowerCase()}`, () =>
        mutations.update.mutateAsync({ id, ...values }),
      ),
    remove: (id: number) =>
      attempt(`Could not delete the ${noun.toLowerCase()}`, async () => {
        await mutations.remove.mutateAsync(id);
        toast.success(`${noun} deleted`);
      }),
    addDocument: (id: number, values: { name: string; content: string }) =>
      attempt('Could not add the document', async () => {
        const document = await mutations.addDocument.mutateAsync({ id, ...values });
        toast.success('Document added', { description: document.name });
        return document;
      }),
    upload: (id: number, file: File) =>
      attempt(
        'Upload failed',
        async () => {
          const document = await mutations.upload.mutateAsync({ id, file });
          toast.success('Document added', { description: `${document.name}, from ${file.name}` });
          return document;
        },
        'Failed to extract text from the document.',
      ),
    removeDocument: (id: number, documentId: number) =>
      attempt('Could not delete the document', async () => {
        // Lowered first; the list read again once the delete settles says the final word.
        lowerCount(id);
        await mutations.removeDocument.mutateAsync({ id, documentId });
        toast.success('Document deleted');
      }),
  };
}
