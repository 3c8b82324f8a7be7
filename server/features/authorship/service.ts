import { createHash } from 'node:crypto';
import type { AuthorshipLog, ReportDocumentKey } from '@common/authorship';
import type { KeepRecordRequest, KeptDocument, KeptRecord } from '@common/authorship-keep';
import { replayLog } from '@common/authorship-replay';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authorshipRecords } from '../../db/schema';
import { AppError } from '../../lib/errors';

export const RECORD_DOES_NOT_HOLD_TOGETHER =
  'The authorship record does not hold together: one of its changes falls outside its text';

const NOTHING_KEPT: KeptRecord = { keep: false, updatedAt: null };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * A log with the fingerprints of the text it gives and of itself (as the report takes them:
 * decision 205). A log whose changes do not fit its text is refused, not kept.
 */
export function fingerprint(log: AuthorshipLog): KeptDocument {
  let text: string;
  try {
    text = replayLog(log).text();
  } catch (error) {
    if (error instanceof RangeError) throw new AppError(400, RECORD_DOES_NOT_HOLD_TOGETHER);
    throw error;
  }
  return {
    log,
    characters: text.length,
    textSha256: sha256(text),
    logSha256: sha256(JSON.stringify(log)),
  };
}

/** What the account keeps, or `keep: false` when keeping is off. */
export async function keptRecord(db: Database, userId: string): Promise<KeptRecord> {
  const [row] = await db
    .select({ documents: authorshipRecords.documents, updatedAt: authorshipRecords.updatedAt })
    .from(authorshipRecords)
    .where(eq(authorshipRecords.userId, userId));
  if (!row) return NOTHING_KEPT;
  const documents = JSON.parse(row.documents) as Partial<Record<ReportDocumentKey, KeptDocument>>;
  return { keep: true, updatedAt: row.updatedAt.toISOString(), ...documents };
}

/**
 * Keeps the logs with the account, replacing what it kept (keeping turns on if it was off).
 * `{}` keeps nothing but leaves keeping on: Clear All.
 */
export async function keepRecord(
  db: Database,
  userId: string,
  request: KeepRecordRequest,
): Promise<KeptRecord> {
  const documents: Partial<Record<ReportDocumentKey, KeptDocument>> = {};
  for (const key of ['input', 'output'] as const) {
    const log = request[key];
    if (log) documents[key] = fingerprint(log);
  }
  const json = JSON.stringify(documents);
  const values = { documents: json, bytes: Buffer.byteLength(json), updatedAt: new Date() };
  await db
    .insert(authorshipRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: authorshipRecords.userId, set: values });
  return { keep: true, updatedAt: values.updatedAt.toISOString(), ...documents };
}

/** Keeping turns off: the account's copy is deleted (the browser keeps its own). */
export async function stopKeeping(db: Database, userId: string): Promise<KeptRecord> {
  await db.delete(authorshipRecords).where(eq(authorshipRecords.userId, userId));
  return NOTHING_KEPT;
}
