import {
  AUTHORSHIP_LOG_VERSION,
  type AuthorshipLog,
  type Operation,
  type Source,
} from '@common/authorship';
import { replayLog } from '@common/authorship-replay';
import { type Piece, PieceTable } from '@common/authorship-spans';
import type { TextChange, TextOrigin } from '@/lib/text-origin';
import { diffEdges } from './diff-edges';

/** Typing that pauses longer than this starts a new operation (the replay shows the pause). */
export const RUN_PAUSE_MS = 5_000;
/** How many removed pieces an undo can bring back with their sources. */
const UNDO_DEPTH = 100;

const UNRECORDED: Source = { kind: 'unrecorded' };
const TYPED: Source = { kind: 'typed' };

/**
 * The record of one text box: every change with its source and time (the log, kept), and the
 * source of every character now in the box (the pieces, rebuilt from the log on a reload).
 */
export class AuthorshipRecorder {
  private sourceNumbers = new Map<string, number>();
  /** Removed pieces, newest last: an undo that puts the same text back gets their sources. */
  private removed: { text: string; pieces: Piece[] }[] = [];

  private constructor(
    readonly log: AuthorshipLog,
    private table: PieceTable,
    private text: string,
  ) {
    log.sources.forEach((source, index) => {
      this.sourceNumbers.set(sourceKey(source), index);
    });
  }

  /**
   * A new record of a box that holds `text` already (from before the record began): "Not
   * recorded", unless `origins` say where it came from (typed before the app ran).
   */
  static start(
    text: string,
    now = Date.now(),
    origins: readonly TextOrigin[] = [],
  ): AuthorshipRecorder {
    const log: AuthorshipLog = {
      version: AUTHORSHIP_LOG_VERSION,
      startedAt: now,
      sources: [],
      ops: [],
    };
    const recorder = new AuthorshipRecorder(log, new PieceTable(), '');
    recorder.observe(text, origins, now);
    return recorder;
  }

  /**
   * The record kept with the saved workspace; text changed since then is "Not recorded", unless
   * `origins` say where the change came from.
   */
  static restore(
    log: AuthorshipLog,
    text: string,
    now = Date.now(),
    origins: readonly TextOrigin[] = [],
  ): AuthorshipRecorder {
    const table = replayLog(log);
    const recorder = new AuthorshipRecorder(log, table, table.text());
    recorder.observe(text, origins, now);
    return recorder;
  }

  get pieces(): readonly Piece[] {
    return this.table.pieces;
  }

  get currentText(): string {
    return this.text;
  }

  /**
   * The box now holds `next`. `origins` are what announced the change (text-origin.ts); with an
   * exact change or the selection it was typed over, the edit costs only the pieces it touches;
   * otherwise the change is found by comparing the two texts' ends.
   */
  observe(next: string, origins: readonly TextOrigin[], now = Date.now()): void {
    if (next === this.text) return;
    if (this.applyExact(next, origins, now)) return;
    const origin = origins.at(-1);
    const fromSelection = origin?.selection && this.fromSelection(next, origin.selection);
    const change = fromSelection || diffEdges(this.text, next);
    this.apply(change, origin?.source ?? UNRECORDED, now);
    this.text = next;
  }

  private applyExact(next: string, origins: readonly TextOrigin[], now: number): boolean {
    if (origins.length === 0 || origins.some((origin) => !origin.changes)) return false;
    let length = this.text.length;
    for (const origin of origins) {
      for (const change of origin.changes ?? []) {
        if (change.at < 0 || change.at + change.del > length) return false;
        length += change.ins.length - change.del;
      }
    }
    if (length !== next.length) return false;
    for (const origin of origins) {
      for (const change of origin.changes ?? []) this.apply(change, origin.source, now);
    }
    this.text = next;
    return true;
  }

  /** The change typed over a selection `[start, end)`, checked against the texts' edges. */
  private fromSelection(
    next: string,
    selection: NonNullable<TextOrigin['selection']>,
  ): TextChange | undefined {
    const before = this.text;
    const { start, end, backward } = selection;
    let at = start;
    let del = end - start;
    if (start === end && next.length < before.length) {
      del = before.length - next.length;
      if (backward) at = start - del;
    }
    const insLength = next.length - before.length + del;
    // Nothing removed nor added, yet the text differs: the selection does not explain it.
    if (at < 0 || insLength < 0 || at + del > before.length || del + insLength === 0)
      return undefined;
    const edgesHold =
      (at === 0 || before[at - 1] === next[at - 1]) &&
      (at + del === before.length || before[at + del] === next[at + insLength]);
    return edgesHold ? { at, del, ins: next.slice(at, at + insLength) } : undefined;
  }

  private apply(change: TextChange, source: Source | 'undo', now: number): void {
    const { at, del, ins } = change;
    if (del > 0) this.remember(this.table.slice(at, at + del));
    const pieces =
      source === 'undo'
        ? this.takeBack(ins)
        : [{ text: ownCopy(ins), source: this.numberOf(source) }];
    // The table joins pieces of one source (editing them in place): the log takes them first.
    const inserted = pieces.map((piece) => ({ ...piece }));
    this.table.replace(at, del, pieces);
    const t = Math.max(0, Math.round(now - this.log.startedAt));
    const actor = source === 'undo' ? this.numberOf(TYPED) : this.numberOf(source);
    if (inserted.length === 0) {
      if (del > 0) this.push([t, 0, at, del, '', actor]);
      return;
    }
    let offset = at;
    inserted.forEach((piece, i) => {
      this.push([t, 0, offset, i === 0 ? del : 0, piece.text, piece.source]);
      offset += piece.text.length;
    });
  }

  /** Adds an operation, or extends the last one when it continues the same run. */
  private push(op: Operation): void {
    const last = this.log.ops.at(-1);
    const [t, , at, del, ins, source] = op;
    if (last && last[5] === source && t - (last[0] + last[1]) <= RUN_PAUSE_MS) {
      const lastInsertOnly = last[4].length > 0;
      if (del === 0 && lastInsertOnly && at === last[2] + last[4].length) {
        last[4] += ins;
        last[1] = t - last[0];
        return;
      }
      const lastDeleteOnly = last[4].length === 0;
      if (ins === '' && lastDeleteOnly && (at + del === last[2] || at === last[2])) {
        last[2] = at;
        last[3] += del;
        last[1] = t - last[0];
        return;
      }
    }
    this.log.ops.push(op);
  }

  private remember(pieces: Piece[]) {
    this.removed.push({ text: pieces.map((piece) => piece.text).join(''), pieces });
    if (this.removed.length > UNDO_DEPTH) this.removed.shift();
  }

  /** The pieces an undo puts back: those it removed earlier, or unknown text. */
  private takeBack(text: string): Piece[] {
    if (text === '') return [];
    const index = this.removed.findLastIndex((entry) => entry.text === text);
    const entry = index >= 0 ? this.removed.splice(index, 1)[0] : undefined;
    if (entry) return entry.pieces;
    return [{ text: ownCopy(text), source: this.numberOf(UNRECORDED) }];
  }

  private numberOf(source: Source): number {
    const key = sourceKey(source);
    let number = this.sourceNumbers.get(key);
    if (number === undefined) {
      number = this.log.sources.length;
      this.log.sources.push(source.detail ? { ...source } : { kind: source.kind });
      this.sourceNumbers.set(key, number);
    }
    return number;
  }
}

function sourceKey(source: Source): string {
  return `${source.kind}\u0000${source.detail ?? ''}`;
}

/**
 * A copy that does not keep the whole box's text alive: V8 makes a long slice a view of its
 * parent, and the log outlives every version of the text it was cut from.
 */
function ownCopy(text: string): string {
  return text.length > 12 ? ` ${text}`.slice(1) : text;
}
