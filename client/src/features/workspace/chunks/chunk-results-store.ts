import { useSyncExternalStore } from 'react';
import { type ChunkResult, parseChunkResults, serializeChunkResults } from './chunk-results';

const STORAGE_KEY = 'redraft.workspace.chunks.v1';

/**
 * The Chunk Manager's last run, shared by the run that fills it and the dialog that reviews its
 * chunks, and kept in localStorage like the output it makes up. Read once, when first asked.
 */
let current: ChunkResult[] | null | undefined;
const listeners = new Set<() => void>();

export function readChunkResults(): ChunkResult[] | null {
  if (current === undefined) {
    try {
      current = parseChunkResults(localStorage.getItem(STORAGE_KEY));
    } catch {
      current = null;
    }
  }
  return current;
}

/** Replaces the record, and keeps it at once: it changes only at a run's steps and a review's writes. */
export function setChunkResults(chunks: ChunkResult[] | null) {
  current = chunks;
  try {
    const text = chunks && serializeChunkResults(chunks);
    if (text) localStorage.setItem(STORAGE_KEY, text);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage full or disabled: the chunks can be reviewed until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The record; the component re-renders when it changes. */
export function useChunkResults(): ChunkResult[] | null {
  return useSyncExternalStore(subscribe, readChunkResults);
}
