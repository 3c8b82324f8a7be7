import { useCallback, useEffect, useRef, useState } from 'react';

const SAVE_DELAY_MS = 250;

/**
 * A text kept in localStorage, so that what the user typed survives a reload or a crash.
 * Writes are batched while typing and flushed when the page is hidden or closed.
 */
export type DraftUpdate = string | ((current: string) => string);

/**
 * The text, a setter, and a reader of the latest text that never changes identity (for callbacks
 * that must not be made anew on every keystroke).
 */
export function useLocalDraft(
  storageKey: string,
  /** A text that wins over the saved one when it gives one (what the user typed before the app). */
  initial?: () => string | null,
): [string, (value: DraftUpdate) => void, () => string] {
  const [value, setValue] = useState(() => initial?.() ?? readDraft(storageKey));
  const latest = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    writeDraft(storageKey, latest.current);
  }, [storageKey]);

  const update = useCallback(
    (update: DraftUpdate) => {
      // Reads the latest text, not the last render's: dictation can append twice in one tick.
      const next = typeof update === 'function' ? update(latest.current) : update;
      latest.current = next;
      setValue(next);
      clearTimeout(timer.current);
      // Saving a 1 MB text takes the main thread for several milliseconds: it waits for a pause
      // in the typing, then for an idle moment (pagehide still saves at once).
      timer.current = setTimeout(() => whenIdle(flush), SAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const read = useCallback(() => latest.current, []);
  return [value, update, read];
}

function whenIdle(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else work();
}

function readDraft(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function writeDraft(key: string, value: string) {
  try {
    if (value) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the text stays on screen; nothing else to do.
  }
}
