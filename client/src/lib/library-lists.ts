import type { LibraryKind, LibraryReference } from '@common/library';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './api';

/**
 * The libraries' reference lists: one query key and one fetch for every section that shows
 * them (the libraries themselves, the humanizer's checklists), so they share one cache entry
 * and a change in the library refreshes the checklists.
 */
export const libraryKey = (kind: LibraryKind) => ['library', kind] as const;

export function useReferences(kind: LibraryKind) {
  return useQuery({
    queryKey: libraryKey(kind),
    queryFn: async () =>
      (await apiJson<{ references: LibraryReference[] }>('GET', `/api/library/${kind}`)).references,
  });
}
