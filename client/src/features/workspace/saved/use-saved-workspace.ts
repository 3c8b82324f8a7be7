import { useEffect, useRef } from 'react';
import {
  parseSavedWorkspace,
  SAVED_WORKSPACE_KEY,
  type SavedWorkspace,
  serializeWorkspace,
} from './saved-workspace';

const SAVE_DELAY_MS = 400;

/** The workspace as it was before the reload (read once, when the page starts). */
export function readSavedWorkspace(): SavedWorkspace {
  return parseSavedWorkspace(readStorage());
}

/**
 * Keeps the workspace in localStorage.
 * Writing waits for a pause (a streamed rewrite changes the output every frame, and the
 * JSON of a long output is not free), and is flushed when the page is hidden or closed.
 */
export function useSaveWorkspace(current: SavedWorkspace): void {
  const latest = useRef(current);
  latest.current = current;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const first = useRef(true);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      writeStorage(serializeWorkspace(latest.current));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      if (timer.current !== undefined) flush();
    };
  }, []);

  const { output, graphs, settings } = current;
  useEffect(() => {
    // The first render shows what was read: nothing to write yet.
    if (first.current) {
      first.current = false;
      return;
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      writeStorage(serializeWorkspace({ output, graphs, settings }));
    }, SAVE_DELAY_MS);
  }, [output, graphs, settings]);
}

function readStorage(): string | null {
  try {
    return localStorage.getItem(SAVED_WORKSPACE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string) {
  try {
    localStorage.setItem(SAVED_WORKSPACE_KEY, value);
  } catch {
    // Storage full or disabled: the workspace stays on screen; a reload starts afresh.
  }
}
