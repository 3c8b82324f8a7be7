import type { Source } from '@common/authorship';
import type { SharedTextKey } from './text-handoff';

/** One replacement: `del` characters at `at` became `ins`. */
export interface TextChange {
  at: number;
  del: number;
  ins: string;
}

/**
 * Where the next change of a shared text comes from, said by whatever makes it (issue 40):
 * dictation, an upload, a model's answer, the library, the editor. 'undo' puts back what an
 * earlier change removed, with its own sources. `changes` (in order) or the `selection` typed
 * over let the record place the change without comparing whole texts.
 */
export interface TextOrigin {
  source: Source | 'undo';
  changes?: TextChange[];
  selection?: { start: number; end: number; backward: boolean };
}

type Listener = (key: SharedTextKey, origin: TextOrigin) => void;

const listeners = new Set<Listener>();

/**
 * Says where the next change of `key` comes from. Call it just before the change; with nobody
 * recording (no Authorship record mounted) it does nothing.
 */
export function announceTextOrigin(key: SharedTextKey, origin: TextOrigin): void {
  for (const listener of listeners) listener(key, origin);
}

/** The record listens here; returns the way to stop. */
export function listenToTextOrigins(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const clearListeners = new Set<() => void>();

/** Clear All: the texts are emptied and their records start again (nothing kept of them). */
export function announceRecordsCleared(): void {
  for (const listener of clearListeners) listener();
}

export function listenToRecordsCleared(listener: () => void): () => void {
  clearListeners.add(listener);
  return () => clearListeners.delete(listener);
}
