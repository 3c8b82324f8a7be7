import { createHash } from 'node:crypto';
import {
  AUTHORSHIP_STATEMENT,
  type AuthorshipLog,
  REPORT_DOCUMENTS,
  type ReportDocumentKey,
  SOURCE_LABELS,
  type SourceKind,
} from '@common/authorship';
import {
  replayLog,
  type SourceShare,
  sharesOf,
  type TimelineEntry,
  timelineOf,
  writingTimeMs,
} from '@common/authorship-replay';

export interface ReportDocumentInput {
  key: ReportDocumentKey;
  text: string;
  log: AuthorshipLog;
}

/** A stretch of the text from one kind of source: the report colours it. */
export interface SourceRun {
  kind: SourceKind;
  text: string;
}

export interface ReportDocument {
  key: ReportDocumentKey;
  title: string;
  characters: number;
  startedAt: string;
  writingTimeMs: number;
  shares: SourceShare[];
  runs: SourceRun[];
  timeline: TimelineEntry[];
  textSha256: string;
  logSha256: string;
  log: AuthorshipLog;
}

export interface AuthorshipReport {
  generatedAt: string;
  statement: string[];
  labels: Record<SourceKind, string>;
  documents: ReportDocument[];
}

/** Raised when a log does not give its text: the user's answer is a 409. */
export class RecordMismatch extends Error {}

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * The log's fingerprint is of its JSON as the report's JSON holds it (keys in the schema's
 * order), so anyone can check it: SHA-256 of `JSON.stringify(document.log)`.
 */
export const logFingerprint = (log: AuthorshipLog) => sha256(JSON.stringify(log));

/**
 * The report of each text: its log replayed (which must give the text exactly, or the record
 * was edited apart from it), its shares by source, coloured runs, timeline and fingerprints.
 */
export function buildReport(documents: ReportDocumentInput[], now: Date): AuthorshipReport {
  return {
    generatedAt: now.toISOString(),
    statement: AUTHORSHIP_STATEMENT,
    labels: SOURCE_LABELS,
    documents: documents.map(({ key, text, log }) => {
      const table = replayLog(log);
      if (table.text() !== text) throw new RecordMismatch(key);
      const runs: SourceRun[] = [];
      for (const piece of table.pieces) {
        const kind = log.sources[piece.source]?.kind ?? 'unrecorded';
        const last = runs.at(-1);
        if (last?.kind === kind) last.text += piece.text;
        else runs.push({ kind, text: piece.text });
      }
      return {
        key,
        title: REPORT_DOCUMENTS[key],
        characters: text.length,
        startedAt: new Date(log.startedAt).toISOString(),
        writingTimeMs: writingTimeMs(log),
        shares: sharesOf(table, log),
        runs,
        timeline: timelineOf(log),
        textSha256: sha256(text),
        logSha256: logFingerprint(log),
        log,
      };
    }),
  };
}

/** "42.5%" */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A timeline step in words: "Typed: +120 −4 characters" with its detail. */
export function describeStep(step: TimelineEntry): string {
  const label = SOURCE_LABELS[step.kind];
  const detail = step.detail ? ` (${step.detail})` : '';
  const change = [
    step.added ? `+${step.added}` : '',
    step.removed ? `−${step.removed}` : '',
  ].filter(Boolean);
  return `${label}${detail}: ${change.join(' ')} characters`;
}

/** At most this many timeline steps are written out; the JSON keeps them all. */
export const TIMELINE_STEPS_SHOWN = 400;
