import type {
  CreateDocumentRequest,
  CreateReferenceRequest,
  LibraryDocument,
  LibraryKind,
  LibraryReference,
  UpdateReferenceRequest,
} from '@common/library';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest } from '@/lib/api';
import { postForm } from '@/lib/files';
import { libraryKey } from '@/lib/library-lists';

/** The libraries over the API; the lists (shared with the humanizer) are in lib/library-lists. */
const documentsKey = (kind: LibraryKind, id: number) => ['library', kind, id, 'documents'] as const;
const base = (kind: LibraryKind) => `/api/library/${kind}`;

export function useDocuments(kind: LibraryKind, id: number | null) {
  return useQuery({
    queryKey: documentsKey(kind, id ?? 0),
    enabled: id !== null,
    queryFn: async () =>
      (await apiJson<{ documents: LibraryDocument[] }>('GET', `${base(kind)}/${id}/documents`))
        .documents,
  });
}

/** Every change refreshes the list (counts, flags) and the documents shown. */
function useRefresh(kind: LibraryKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: libraryKey(kind) });
}

export function useLibraryMutations(kind: LibraryKind) {
  const refresh = useRefresh(kind);
  const settled = { onSettled: refresh };
  return {
    create: useMutation({
      mutationFn: async (body: CreateReferenceRequest) =>
        (await apiJson<{ reference: LibraryReference }>('POST', base(kind), body)).reference,
      ...settled,
    }),
    update: useMutation({
      mutationFn: async ({ id, ...body }: UpdateReferenceRequest & { id: number }) =>
        (await apiJson<{ reference: LibraryReference }>('PATCH', `${base(kind)}/${id}`, body))
          .reference,
      ...settled,
    }),
    remove: useMutation({
      mutationFn: (id: number) => apiRequest('DELETE', `${base(kind)}/${id}`),
      ...settled,
    }),
    addDocument: useMutation({
      mutationFn: async ({ id, ...body }: CreateDocumentRequest & { id: number }) =>
        (
          await apiJson<{ document: LibraryDocument }>(
            'POST',
            `${base(kind)}/${id}/documents`,
            body,
          )
        ).document,
      ...settled,
    }),
    upload: useMutation({
      mutationFn: async ({ id, file }: { id: number; file: File }) =>
        (
          await postForm<{ document: LibraryDocument }>(
            `${base(kind)}/${id}/upload`,
            'file',
            file,
            file.name,
          )
        ).document,
      ...settled,
    }),
    removeDocument: useMutation({
      mutationFn: ({ id, documentId }: { id: number; documentId: number }) =>
        apiRequest('DELETE', `${base(kind)}/${id}/documents/${documentId}`),
      ...settled,
    }),
  };
}
