import { z } from 'zod';
import { authorshipLogSchema } from './authorship';

/**
 * Keeping the authorship record with the account (issue 40, decision 219): opt-in, for a
 * signed-in user. A file of its own, apart from common/authorship.ts, which the first page reads:
 * these schemas are read only by the server and by the keeping code the page loads when someone
 * is signed in.
 */

/** The largest record an account keeps: a long session's log is tens of kilobytes (decision 204). */
export const MAX_KEPT_RECORD_BYTES = 4 * 1024 * 1024;

export const keptRecordTooLargeMessage = (bytes: number) =>
  `The authorship record is too large to keep with your account (${(bytes / 1024 / 1024).toFixed(1)} MB; at most ${MAX_KEPT_RECORD_BYTES / 1024 / 1024} MB). It is still kept in this browser.`;

export const KEEP_RECORD_SIGN_IN_MESSAGE =
  'Sign in to keep your authorship record with your account';

/** `PUT /api/authorship/record`: the log of each text box that has one. */
export const keepRecordRequestSchema = z
  .object({
    input: authorshipLogSchema.optional(),
    output: authorshipLogSchema.optional(),
  })
  .strict();
export type KeepRecordRequest = z.infer<typeof keepRecordRequestSchema>;

/** One text box's kept log, with the fingerprints the server took of it when it was kept. */
export const keptDocumentSchema = z.object({
  log: authorshipLogSchema,
  /** Characters of the text the log gives. */
  characters: z.number().int().min(0),
  /** SHA-256 (hex) of the text the log gives, UTF-8. */
  textSha256: z.string(),
  /** SHA-256 (hex) of `JSON.stringify(log)`, as in the report. */
  logSha256: z.string(),
});
export type KeptDocument = z.infer<typeof keptDocumentSchema>;

/** What the account keeps: nothing when `keep` is off. */
export const keptRecordSchema = z.object({
  keep: z.boolean(),
  /** When the record was last kept (ISO 8601), null when nothing is kept. */
  updatedAt: z.string().nullable(),
  input: keptDocumentSchema.optional(),
  output: keptDocumentSchema.optional(),
});
export type KeptRecord = z.infer<typeof keptRecordSchema>;
