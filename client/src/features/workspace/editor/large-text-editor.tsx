import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { Compartment, EditorState, Transaction } from '@codemirror/state';
import { EditorView, keymap, placeholder as placeholderText } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { textEdit } from '@/lib/text-edit';
import type { SharedTextKey } from '@/lib/text-handoff';
import { announceTextOrigin, type TextChange } from '@/lib/text-origin';
import { cn } from '@/lib/utils';
import type { StreamScroll } from '../output/streaming-text';

/** Where the caret was, and whether the editor had the focus, when one editor hands over to another. */
export interface EditorHandover {
  focused: boolean;
  anchor: number;
  head: number;
}

export interface LargeTextEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange?: (value: string) => void;
  /** The shared text whose record this editor's own edits go to (issue 40). */
  recordAs?: SharedTextKey;
  readOnly?: boolean;
  placeholder: string;
  className: string;
  /** Set by the text area this editor replaces; updated when it hands back. */
  handover: { current: EditorHandover | null };
  /** Where the reader was in a text that just finished streaming in. */
  openAt?: { current: StreamScroll | null } | null;
  /** The editor once made, and null when it goes (the writing checks draw in it). */
  onView?: (view: EditorView | null) => void;
}

// Looks like the text areas around it: the app's font and size, wrapped lines, no outline of its
// own (the frame shows the focus ring).
const look = EditorView.theme({
  '&': { height: '100%', fontSize: 'inherit' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'inherit', lineHeight: 'inherit', overflow: 'auto' },
  '.cm-content': { padding: '0', caretColor: 'currentColor' },
  '.cm-line': { padding: '0' },
  '.cm-placeholder': { color: 'var(--muted-foreground)' },
});

/**
 * The editor for a very long text (docs/decisions/116-long-texts-in-codemirror.md). A text area
 * lays out its whole text
 * on every keystroke (over 100 ms at 1 MB on this machine); CodeMirror keeps the text in a tree
 * and draws only the lines in view, so a keystroke costs the same at any length. It loads only
 * when a text grows past the limit.
 */
export function LargeTextEditor(props: LargeTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  // The text this editor last gave to onChange: the same text coming back needs no edit.
  const sent = useRef(props.value);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const { id, labelId, placeholder, handover } = props;
  const initial = useRef({ value: props.value, readOnly: props.readOnly ?? false });
  const openAt = useRef(props.openAt);
  const onView = useRef(props.onView);
  const recordAs = useRef(props.recordAs);

  useEffect(() => {
    const parent = host.current;
    if (!parent) return;
    const { value, readOnly } = initial.current;
    const taken = handover.current;
    const editor = new EditorView({
      parent,
      state: EditorState.create({
        doc: value,
        selection: taken
          ? {
              anchor: Math.min(taken.anchor, value.length),
              head: Math.min(taken.head, value.length),
            }
          : undefined,
        extensions: [
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          EditorView.lineWrapping,
          placeholderText(placeholder),
          EditorView.contentAttributes.of({
            id,
            'aria-labelledby': labelId,
            'aria-multiline': 'true',
            spellcheck: 'true',
          }),
          editable.current.of(editability(readOnly)),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            if (recordAs.current) announceTransactions(recordAs.current, update.transactions);
            const text = update.state.doc.toString();
            sent.current = text;
            onChange.current?.(text);
          }),
          look,
        ],
      }),
    });
    view.current = editor;
    onView.current?.(editor);
    if (taken?.focused) editor.focus();
    // A rewrite that just finished streaming opens where the reader was: at its end when they
    // were following it.
    const streamed = openAt.current;
    const where = streamed?.current;
    if (where && streamed) {
      streamed.current = null;
      if (where.atEnd) {
        editor.dispatch({ effects: EditorView.scrollIntoView(value.length, { y: 'end' }) });
      } else editor.scrollDOM.scrollTop = where.top;
    }
    // The caret handed over is brought into view; after a stream it was put where the reader
    // clicked, already in view, so the text stays where they saw it.
    else if (taken)
      editor.dispatch({
        effects: EditorView.scrollIntoView(editor.state.selection.main.head, { y: 'center' }),
      });
    handover.current = null;
    return () => {
      const { main } = editor.state.selection;
      handover.current = { focused: editor.hasFocus, anchor: main.anchor, head: main.head };
      editor.destroy();
      view.current = null;
      onView.current?.(null);
    };
  }, [id, labelId, placeholder, handover]);

  // Text set from outside (dictation, an upload, Clear): only the part that changed is replaced,
  // so the caret and the scroll stay where they were.
  useEffect(() => {
    const editor = view.current;
    if (!editor || props.value === sent.current) return;
    const change = textEdit(editor.state.doc.toString(), props.value);
    sent.current = props.value;
    if (change) editor.dispatch({ changes: change });
  }, [props.value]);

  useEffect(() => {
    view.current?.dispatch({
      effects: editable.current.reconfigure(editability(props.readOnly ?? false)),
    });
  }, [props.readOnly]);

  return (
    // The focus ring fades in and goes at once, as the text area's
    // (docs/decisions/126-focus-ring-and-disabled-at-once.md).
    <div
      ref={host}
      className={cn(
        'w-full overflow-hidden rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs focus-within:transition-[color,box-shadow] focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50 md:text-sm',
        props.className,
      )}
    />
  );
}

function editability(readOnly: boolean) {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

/**
 * Tells the authorship record what the writer did in this editor, change by change: typing,
 * pasting (or dropping), deleting, undoing. Transactions without a user event are the
 * workspace's own text arriving (dictation, an upload), which its sender announces.
 */
function announceTransactions(key: SharedTextKey, transactions: readonly Transaction[]) {
  for (const transaction of transactions) {
    if (!transaction.docChanged) continue;
    const event = transaction.annotation(Transaction.userEvent);
    if (!event) continue;
    const changes: TextChange[] = [];
    // Positions are in the document before the transaction; each earlier change moves the later.
    let shift = 0;
    transaction.changes.iterChanges((fromA, toA, _fromB, _toB, inserted) => {
      const ins = inserted.toString();
      changes.push({ at: fromA + shift, del: toA - fromA, ins });
      shift += ins.length - (toA - fromA);
    });
    const undo = event.startsWith('undo') || event.startsWith('redo');
    const pasted = event.startsWith('input.paste') || event.startsWith('input.drop');
    announceTextOrigin(key, {
      source: undo ? 'undo' : { kind: pasted ? 'pasted' : 'typed' },
      changes,
    });
  }
}
