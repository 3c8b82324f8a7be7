import type { AuthorshipLog, Operation, SourceKind } from './authorship';
import { PieceTable } from './authorship-spans';

/** Pauses longer than this are not writing time (a coffee, a night), counted as this much. */
export const IDLE_GAP_MS = 60_000;

/** The text and its pieces as the log builds them, operation by operation. */
export function replayLog(log: AuthorshipLog, upTo = log.ops.length): PieceTable {
  const table = new PieceTable();
  for (const op of log.ops.slice(0, upTo)) applyOperation(table, op);
  return table;
}

export function applyOperation(table: PieceTable, [, , at, del, ins, source]: Operation): void {
  table.replace(at, del, [{ text: ins, source }]);
}

export interface SourceShare {
  kind: SourceKind;
  characters: number;
  /** Of the whole text, 0 to 1. */
  share: number;
}

/** The characters of the text from each kind of source, largest first (no empty kinds). */
export function sharesOf(table: PieceTable, log: AuthorshipLog): SourceShare[] {
  const byKind = new Map<SourceKind, number>();
  for (const [source, count] of table.countBySource()) {
    const kind = log.sources[source]?.kind ?? 'unrecorded';
    byKind.set(kind, (byKind.get(kind) ?? 0) + count);
  }
  const total = table.length || 1;
  return [...byKind]
    .filter(([, characters]) => characters > 0)
    .map(([kind, characters]) => ({ kind, characters, share: characters / total }))
    .sort((a, b) => b.characters - a.characters);
}

/**
 * Time spent writing: each operation's own span plus the pauses between operations, a pause
 * counted up to IDLE_GAP_MS (past that the writer was away, not thinking).
 */
export function writingTimeMs(log: AuthorshipLog): number {
  let total = 0;
  let lastEnd: number | undefined;
  for (const [t, dt] of log.ops) {
    if (lastEnd !== undefined) total += Math.min(Math.max(0, t - lastEnd), IDLE_GAP_MS);
    total += dt;
    lastEnd = t + dt;
  }
  return total;
}

/** "1 h 5 min", "12 min", "40 s". */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

export interface TimelineEntry {
  /** ms since 1970. */
  at: number;
  kind: SourceKind;
  detail?: string;
  added: number;
  removed: number;
}

/**
 * The log in steps a reader can follow: neighbouring operations from one source within a
 * minute of each other are one step (a paragraph typed with its corrections).
 */
export function timelineOf(log: AuthorshipLog): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  let last: (TimelineEntry & { end: number; source: number }) | undefined;
  for (const [t, dt, , del, ins, source] of log.ops) {
    const at = log.startedAt + t;
    if (last && last.source === source && at - last.end <= IDLE_GAP_MS) {
      last.added += ins.length;
      last.removed += del;
      last.end = at + dt;
      continue;
    }
    const { kind, detail } = log.sources[source] ?? { kind: 'unrecorded' as const };
    last = { at, kind, detail, added: ins.length, removed: del, end: at + dt, source };
    entries.push(last);
  }
  return entries.map(({ at, kind, detail, added, removed }) => ({
    at,
    kind,
    ...(detail ? { detail } : {}),
    added,
    removed,
  }));
}
