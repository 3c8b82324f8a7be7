import type { Source } from '@common/authorship';
import { PieceTable } from '@common/authorship-spans';
import { textEdit } from './text-edit';
import type { SharedTextKey } from './text-handoff';
import { announceTextOrigin } from './text-origin';

/** A stretch of a text and where it came from. */
export interface SourcedText {
  text: string;
  source: Source;
}

const UNRECORDED: Source = { kind: 'unrecorded' };
export const TYPED: Source = { kind: 'typed' };

/**
 * Where each character of a text box outside the workspace came from (the analysis' documents),
 * so that sending it to the workspace carries its sources into the authorship record (issue 40)
 * instead of counting it "Not recorded". Coarser than the workspace's record: no times, no log,
 * only the pieces; each change is placed by the texts' common start and end.
 */
export class TextProvenance {
  private table = new PieceTable();
  private sources: Source[] = [];
  private numbers = new Map<string, number>();
  private current = '';

  /** A box that holds `text` already: from before anything recorded it. */
  constructor(text = '') {
    this.change(text, UNRECORDED);
  }

  /**
   * The box now holds `next`; what changed came from `source`. `whole`: all of `next` came from
   * it (an accepted rewrite, a received text), even the characters it shares with the old text.
   */
  change(next: string, source: Source, whole = false): void {
    const edit = whole
      ? { from: 0, to: this.current.length, insert: next }
      : textEdit(this.current, next);
    if (!edit) return;
    this.table.replace(edit.from, edit.to - edit.from, [
      { text: edit.insert, source: this.numberOf(source) },
    ]);
    this.current = next;
  }

  /** The pieces of `text` (which the box holds; a text changed unseen is "Not recorded"). */
  piecesOf(text: string): SourcedText[] {
    this.change(text, UNRECORDED);
    return this.table.pieces.map((piece) => ({
      text: piece.text,
      source: this.sources[piece.source] ?? UNRECORDED,
    }));
  }

  private numberOf(source: Source): number {
    const key = `${source.kind}\u0000${source.detail ?? ''}`;
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.sources.push(source) - 1;
      this.numbers.set(key, number);
    }
    return number;
  }
}

/**
 * Says that the shared text `key`, now `current`, is about to be replaced by the pieces' text,
 * each piece with its own source: exact changes, so the record places them without comparing.
 */
export function announceReplacement(
  key: SharedTextKey,
  current: string,
  pieces: readonly SourcedText[],
): void {
  if (pieces.length === 0) {
    announceTextOrigin(key, { source: TYPED, changes: [{ at: 0, del: current.length, ins: '' }] });
    return;
  }
  let at = 0;
  pieces.forEach((piece, index) => {
    announceTextOrigin(key, {
      source: piece.source,
      changes: [{ at, del: index === 0 ? current.length : 0, ins: piece.text }],
    });
    at += piece.text.length;
  });
}

/** What an input event says of its text: pasted or dropped, else typed. */
export function sourceOfInput(event: Event): Source {
  const type = (event as InputEvent).inputType ?? '';
  return type.startsWith('insertFromPaste') || type === 'insertFromDrop'
    ? { kind: 'pasted' }
    : TYPED;
}
