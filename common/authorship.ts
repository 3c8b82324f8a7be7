import { z } from 'zod';

/**
 * Where a piece of the workspace's text came from (issue 40). Dictated words are the writer's
 * own words, told apart from typing but never counted as pasted. 'unrecorded' is text that was
 * there before the record began, or that reached the box by a way the record does not know.
 */
export const SOURCE_KINDS = [
  'typed',
  'dictated',
  'pasted',
  'uploaded',
  'ai',
  'humanized',
  'library',
  'unrecorded',
] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

/** The words the panel and the report use for each source (issue 40's labels). */
export const SOURCE_LABELS: Record<SourceKind, string> = {
  typed: 'Typed',
  dictated: 'Dictated',
  pasted: 'Pasted',
  uploaded: 'Uploaded',
  ai: 'AI rewrite',
  humanized: 'Humanized',
  library: 'Library',
  unrecorded: 'Not recorded',
};

/**
 * One colour per source, and a second mark that does not need colour (the report and the panel
 * underline or outline by pattern too): chosen apart for the common kinds of colour blindness.
 */
export const SOURCE_COLORS: Record<SourceKind, string> = {
  typed: '#1f77b4',
  dictated: '#2ca02c',
  pasted: '#d62728',
  uploaded: '#8c564b',
  ai: '#9467bd',
  humanized: '#e377c2',
  library: '#ff7f0e',
  unrecorded: '#7f7f7f',
};

/** A source with what names it more closely: the file's name, the model and preset. */
export const sourceSchema = z.object({
  kind: z.enum(SOURCE_KINDS),
  detail: z.string().max(200).optional(),
});
export type Source = z.infer<typeof sourceSchema>;

/**
 * One operation: `[t, dt, at, del, ins, s]`. At `t` ms after the log began (lasting `dt` ms:
 * a run of typed characters is one operation), `del` characters were removed at offset `at` and
 * `ins` put in their place, from source number `s` of the log's sources. A tuple, since a long
 * session holds thousands of them.
 */
export const operationSchema = z.tuple([
  z.number().int().min(0),
  z.number().int().min(0),
  z.number().int().min(0),
  z.number().int().min(0),
  z.string(),
  z.number().int().min(0),
]);
export type Operation = z.infer<typeof operationSchema>;

export const AUTHORSHIP_LOG_VERSION = 1;

/** The record of one text box: its sources and its operations, oldest first. */
export const authorshipLogSchema = z.object({
  version: z.literal(AUTHORSHIP_LOG_VERSION),
  /** When the log began (ms since 1970). */
  startedAt: z.number().int().min(0),
  sources: z.array(sourceSchema).max(10_000),
  ops: z.array(operationSchema).max(500_000),
});
export type AuthorshipLog = z.infer<typeof authorshipLogSchema>;

export const REPORT_FORMATS = ['pdf', 'docx', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The two boxes the record covers, as the report names them. */
export const REPORT_DOCUMENTS = { input: 'Original Dictation', output: 'Processed Output' };
export type ReportDocumentKey = keyof typeof REPORT_DOCUMENTS;

/** `/api/export/authorship`: the texts and their logs; the server checks one against the other. */
export const authorshipReportRequestSchema = z.object({
  format: z.enum(REPORT_FORMATS, { error: 'Choose PDF, DOCX or JSON' }),
  documents: z
    .array(
      z.object({
        key: z.enum(['input', 'output']),
        text: z.string().max(5_000_000),
        log: authorshipLogSchema,
      }),
    )
    .min(1, 'There is no text to report on')
    .max(2),
});
export type AuthorshipReportRequest = z.input<typeof authorshipReportRequestSchema>;

export const AUTHORSHIP_REPORT_FILE_NAME = 'authorship-report';
export const LOG_DOES_NOT_MATCH_TEXT =
  'The record does not give this text: it may have been edited outside Redraft';

/** What the record can and cannot show, said plainly in every report. */
export const AUTHORSHIP_STATEMENT = [
  'This report shows how the text came into Redraft in this browser: which characters were typed, dictated, pasted, uploaded, taken from the library, rewritten by an AI model or humanized, and when.',
  'It cannot show who sat at the keyboard or spoke, where typed or dictated words were first thought of, whether typed text was copied by hand from another source, or anything done outside Redraft before the text arrived here.',
  'The SHA-256 fingerprints below belong to the text and to its record as they were when the report was made: if either is changed afterwards, its fingerprint no longer matches.',
];
