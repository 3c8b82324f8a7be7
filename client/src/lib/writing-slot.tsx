import type { EditorView } from '@codemirror/view';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * Where the writing checks plug into a text box that another feature owns (the workspace's
 * panels): the app fills this slot with the writing feature's parts, since client features do
 * not import each other (docs/decisions/164-writing-checks-in-the-text-boxes.md).
 */

/** The box being checked: a text area, or the large-text CodeMirror editor. */
export type CheckedBox =
  | { kind: 'textarea'; element: HTMLTextAreaElement }
  | { kind: 'editor'; view: EditorView };

export interface TextChecksProps {
  box: CheckedBox | null;
  value: string;
  /** Absent on a read-only box: suggestions are then shown, never applied. */
  onChange?: (value: string) => void;
  /** Names the box in the checks' accessible names ("dictation", "output"), apart from its own label. */
  label: string;
}

export interface WritingCheckSlot {
  /**
   * Underlines over the box and the suggestion list under it; in the large-text editor it adds
   * its own underline field to the editor it is given.
   */
  TextChecks: ComponentType<TextChecksProps>;
}

export const WritingCheckContext = createContext<WritingCheckSlot | null>(null);

export function useWritingCheckSlot(): WritingCheckSlot | null {
  return useContext(WritingCheckContext);
}
