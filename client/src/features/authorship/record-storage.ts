import {
  AUTHORSHIP_LOG_VERSION,
  type AuthorshipLog,
  type ReportDocumentKey,
  SOURCE_KINDS,
} from '@common/authorship';

/** Where the records of the workspace's two texts are kept, beside the saved workspace. */
export const AUTHORSHIP_STORAGE_KEY = 'redraft-authorship';

export type SavedRecords = Partial<Record<ReportDocumentKey, AuthorshipLog>>;

/** The records kept in this browser; a damaged or foreign entry is dropped, not trusted. */
export function readRecords(): SavedRecords {
  try {
    const raw = localStorage.getItem(AUTHORSHIP_STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const records: SavedRecords = {};
    for (const key of ['input', 'output'] as const) {
      const log = parsed[key];
      if (isAuthorshipLog(log)) records[key] = log;
    }
    return records;
  } catch {
    return {};
  }
}

export function writeRecords(records: SavedRecords): void {
  try {
    if (Object.keys(records).length === 0) localStorage.removeItem(AUTHORSHIP_STORAGE_KEY);
    else localStorage.setItem(AUTHORSHIP_STORAGE_KEY, JSON.stringify(records));
  } catch {
    // Storage full or off: the record goes on in memory for this visit.
  }
}

const count = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isSource = (value: unknown) => {
  const source = value as { kind?: unknown; detail?: unknown } | null;
  return (
    typeof source === 'object' &&
    source !== null &&
    (SOURCE_KINDS as readonly unknown[]).includes(source.kind) &&
    (source.detail === undefined ||
      (typeof source.detail === 'string' && source.detail.length <= 200))
  );
};
const isOperation = (value: unknown) =>
  Array.isArray(value) &&
  value.length === 6 &&
  [0, 1, 2, 3, 5].every((index) => count(value[index])) &&
  typeof value[4] === 'string';

/**
 * The shape of `authorshipLogSchema` (common/authorship.ts), checked by hand: the schema would
 * bring zod into the first page's script (30 kB gzipped) only to read this one entry. The server
 * checks every log it is sent with the schema itself.
 */
export function isAuthorshipLog(value: unknown): value is AuthorshipLog {
  const log = value as Partial<Record<keyof AuthorshipLog, unknown>> | null;
  return (
    typeof log === 'object' &&
    log !== null &&
    log.version === AUTHORSHIP_LOG_VERSION &&
    count(log.startedAt) &&
    Array.isArray(log.sources) &&
    log.sources.length <= 10_000 &&
    log.sources.every(isSource) &&
    Array.isArray(log.ops) &&
    log.ops.length <= 500_000 &&
    log.ops.every(isOperation)
  );
}
