import { textEdit } from '@/lib/text-edit';
import type { TextChange } from '@/lib/text-origin';

/**
 * The one change from `before` to `after`: what lies between their common start and common
 * end (`textEdit`, which the large-text editor applies too). For changes nobody described (a
 * hand-off, a reload), not for keystrokes.
 */
export function diffEdges(before: string, after: string): TextChange {
  const edit = textEdit(before, after);
  if (!edit) return { at: before.length, del: 0, ins: '' };
  return { at: edit.from, del: edit.to - edit.from, ins: edit.insert };
}
