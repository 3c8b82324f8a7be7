import type { EditorView } from '@codemirror/view';
import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
} from 'react';

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

/**
 * For a plain text area: the ref to give it and the checks to render after it, inside a
 * `relative` container (nothing when the slot is empty).
 */
export function useTextAreaChecks(
  value: string,
  onChange: ((value: string) => void) | undefined,
  label: string,
): { ref: (element: HTMLTextAreaElement | null) => void; checks: ReactNode } {
  const slot = useWritingCheckSlot();
  const [box, setBox] = useState<CheckedBox | null>(null);
  const ref = useCallback((element: HTMLTextAreaElement | null) => {
    setBox((current) =>
      element && !(current?.kind === 'textarea' && current.element === element)
        ? { kind: 'textarea', element }
        : current,
    );
  }, []);
  const checks = slot ? (
    <slot.TextChecks box={box} value={value} onChange={onChange} label={label} />
  ) : null;
  return { ref, checks };
}
