import { useEffect, useState } from 'react';
import type { LargeTextEditor } from './large-text-editor';

/**
 * Past this many characters a text is edited in the large-text editor; below the lower mark it
 * goes back to a text area (two marks, so that typing at the limit does not switch back and
 * forth). A text area lays out its whole text on each keystroke and when it opens: about 1 ms a
 * keystroke at 50,000 characters, but 30–50 ms to open at 100,000, as after a long rewrite
 * (docs/decisions/116-long-texts-in-codemirror.md).
 */
export const LARGE_TEXT_CHARS = 50_000;
export const SMALL_TEXT_CHARS = 40_000;

type Editor = typeof LargeTextEditor;
let loaded: Editor | null = null;
let loading: Promise<Editor> | null = null;

/** Loads the large-text editor ahead of need, e.g. while a long rewrite streams in. */
export function loadLargeTextEditor(): Promise<Editor> {
  loading ??= import('./large-text-editor').then(
    (module) => {
      loaded = module.LargeTextEditor;
      return loaded;
    },
    (error: unknown) => {
      // A failed load (a new deployment, the network): the text area stays; try again later.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The large-text editor when a text of `length` characters needs it, 'loading' while its code
 * arrives (a moment, once), and null when a text area does.
 */
export function useLargeTextEditor(length: number): Editor | 'loading' | null {
  const [large, setLarge] = useState(length > LARGE_TEXT_CHARS);
  if (!large && length > LARGE_TEXT_CHARS) setLarge(true);
  else if (large && length < SMALL_TEXT_CHARS) setLarge(false);
  const [editor, setEditor] = useState<Editor | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!large || editor) return;
    let current = true;
    loadLargeTextEditor().then(
      (module) => current && setEditor(() => module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [large, editor]);
  if (!large || failed) return null;
  return editor ?? 'loading';
}
