import {
  type AuthorshipLog,
  authorshipLogSchema,
  type ReportDocumentKey,
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
      const log = authorshipLogSchema.safeParse(parsed[key]);
      if (log.success) records[key] = log.data;
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
