import { z } from 'zod';

/** A batch as a whole (issue 42's contract). */
export const BATCH_STATUSES = ['queued', 'running', 'done', 'cancelled'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** One file of a batch. A failed file never fails its batch. */
export const BATCH_FILE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchFileStatus = (typeof BATCH_FILE_STATUSES)[number];

/**
 * What one batch may hold and how many an owner may have waiting or running
 * (docs/decisions/197-batch-limits-and-owners.md). The server enforces them; the client warns early.
 */
export const BATCH_LIMITS = {
  /** Files in one batch, counting those inside a ZIP. */
  maxFiles: 100,
  /** Bytes of one file (inside a ZIP: once inflated). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Bytes of all of one batch's files together (inflated). */
  maxBatchBytes: 50 * 1024 * 1024,
  /** Batches of one owner that are queued or running at once. */
  maxOpenBatches: 3,
  /** Bytes that all visitors without an account may have waiting in batches together. */
  maxAnonymousWaitingBytes: 200 * 1024 * 1024,
  /** Batches listed as an owner's past batches. */
  listed: 50,
} as const;

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

export const BATCH_MESSAGES = {
  noFiles: "No files: send them in the 'files' field, or one ZIP of them.",
  tooManyFiles: (count: number) =>
    `The batch has ${count} files; a batch can hold at most ${BATCH_LIMITS.maxFiles}.`,
  fileTooLarge: (name: string) =>
    `${name} is larger than ${megabytes(BATCH_LIMITS.maxFileBytes)}; each file of a batch can be at most that.`,
  batchTooLarge: `The files of a batch can be at most ${megabytes(BATCH_LIMITS.maxBatchBytes)} together.`,
  tooManyOpen: `You already have ${BATCH_LIMITS.maxOpenBatches} batches waiting or running. Wait for one to finish, or cancel one, to start another.`,
  anonymousFull:
    'The server holds as many batches from visitors without an account as it can. Sign in, or try again when some have finished.',
  notFound: 'Batch not found',
  notFinished: 'The batch is still running: its report is ready when every file is checked.',
  badZip: 'The ZIP file could not be read.',
  cancelled: 'Not checked: the batch was cancelled.',
  readFailed: 'The file could not be read.',
} as const;

export const batchCreatedSchema = z.object({ id: z.string() });

export const batchFileSchema = z.object({
  name: z.string(),
  status: z.enum(BATCH_FILE_STATUSES),
  /** The detector's probability of AI authorship, 0 to 1; null until the file is done. */
  probability: z.number().nullable(),
  isAIGenerated: z.boolean().nullable(),
  /** Why the file failed, in words for the user; null otherwise. */
  error: z.string().nullable(),
  words: z.number().int().nullable(),
  /** What weighed most toward the verdict, in plain words. */
  reasons: z.array(z.string()),
  /** Sentences the detector scored yellow or red, highest first. */
  flaggedSentences: z.array(z.object({ text: z.string(), probability: z.number() })),
});
export type BatchFile = z.infer<typeof batchFileSchema>;

export const batchSchema = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES),
  createdAt: z.string(),
  files: z.array(batchFileSchema),
});
export type Batch = z.infer<typeof batchSchema>;

export const batchSummarySchema = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES),
  createdAt: z.string(),
  fileCount: z.number().int(),
  finishedCount: z.number().int(),
});
export const batchListSchema = z.object({ batches: z.array(batchSummarySchema) });
export type BatchSummary = z.infer<typeof batchSummarySchema>;

export const BATCH_REPORT_FORMATS = ['csv', 'pdf', 'docx'] as const;
export type BatchReportFormat = (typeof BATCH_REPORT_FORMATS)[number];
export const BATCH_REPORT_TITLE = 'Class report: AI detection';

/** A file is finished when it will not change any more. */
export const isFinishedFile = (status: BatchFileStatus) => status === 'done' || status === 'failed';
export const isOpenBatch = (status: BatchStatus) => status === 'queued' || status === 'running';
