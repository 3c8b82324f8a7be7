import { z } from 'zod';
import { DOCUMENT_LIMITS } from './documents';
import { formatNumber } from './format-number';
import { MAX_PROFILE_CHARS } from './style-excerpt';
import { withoutNul } from './text-rules';
import type { TextProvider } from './transform';

/**
 * The Personal Style Library and the Content Reference Library: references (named, with an
 * active flag) holding documents. Both live under /api/library/{kind}.
 */
export const LIBRARY_KINDS = ['styles', 'contents'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];
/** The database's word for each path segment. */
export const REFERENCE_KIND = { styles: 'style', contents: 'content' } as const;

/** Bounds that stop one owner filling the database; each has its own message below. */
export const LIBRARY_LIMITS = {
  /** References of one kind per owner. */
  maxReferences: 50,
  /** Documents per reference. */
  maxDocuments: 100,
  /** Characters of one document: what an upload may extract. */
  maxDocumentChars: DOCUMENT_LIMITS.maxTextChars,
  /** Characters of all documents of one owner, both libraries together. */
  maxOwnerChars: 5_000_000,
  maxNameChars: 200,
  maxDescriptionChars: 1_000,
  /**
   * Visitors without an account (decision 136): each new browser session is a new owner, so
   * what they store is also capped per client address, and in total, and kept for a day.
   */
  maxAnonymousAddressChars: 2_000_000,
  /** UTF-8 bytes of all anonymous visitors' library documents together. */
  maxAnonymousBytes: 100_000_000,
  anonymousKeptHours: 24,
} as const;

export const LIBRARY_MESSAGES = {
  nameRequired: 'Document name is required',
  contentRequired: 'Document content is required',
  referenceNotFound: 'Reference not found',
  documentNotFound: 'Document not found',
  tooManyReferences: (kind: LibraryKind) =>
    `You can keep at most ${LIBRARY_LIMITS.maxReferences} ${kind === 'styles' ? 'style' : 'content'} references. Delete one to add another.`,
  tooManyDocuments: `A reference can hold at most ${LIBRARY_LIMITS.maxDocuments} documents. Delete one to add another.`,
  documentTooLong: (length: number) =>
    `The document is ${formatNumber(length)} characters long; a library document can hold at most ${formatNumber(LIBRARY_LIMITS.maxDocumentChars)}.`,
  libraryFull: (used: number) =>
    `Your libraries hold ${formatNumber(used)} characters; together they can hold at most ${formatNumber(LIBRARY_LIMITS.maxOwnerChars)}. Delete documents to make room.`,
  anonymousAddressFull: (used: number) =>
    `Visitors without an account on your network keep ${formatNumber(used)} characters in their libraries; together they can keep at most ${formatNumber(LIBRARY_LIMITS.maxAnonymousAddressChars)}. Sign in or create an account to keep more.`,
  anonymousServerFull:
    'The server cannot keep more library text for visitors without an account right now. Sign in or create an account to add documents.',
  anonymousNotice: `Without an account, your libraries are kept for ${LIBRARY_LIMITS.anonymousKeptHours} hours after your last visit, and visitors on your network share ${formatNumber(LIBRARY_LIMITS.maxAnonymousAddressChars)} characters. Sign in or create an account to keep them.`,
  emptyUpload: 'The file contains no text to add.',
  unsupportedUpload:
    'Unsupported file format: a library document can be a .txt, .pdf, .docx, .doc or .rtf file.',
} as const;

/** The files a library upload takes (the spec's .txt, .pdf, .docx, .doc, .rtf). */
export const LIBRARY_UPLOAD_KINDS = ['text', 'pdf', 'docx', 'doc', 'rtf'] as const;

export const referenceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  documentCount: z.number().int(),
});
export type LibraryReference = z.infer<typeof referenceSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  referenceId: z.number().int(),
  name: z.string(),
  content: z.string(),
});
export type LibraryDocument = z.infer<typeof documentSchema>;

const nameField = z
  .string()
  .max(LIBRARY_LIMITS.maxNameChars, `Name: at most ${LIBRARY_LIMITS.maxNameChars} characters`)
  .transform(withoutNul);
const descriptionField = z
  .string()
  .max(
    LIBRARY_LIMITS.maxDescriptionChars,
    `Description: at most ${LIBRARY_LIMITS.maxDescriptionChars} characters`,
  )
  .transform(withoutNul);

/** Empty name becomes 'Style N' / 'Content N'; an empty style description 'Style reference'. */
export const createReferenceSchema = z.object({
  name: nameField.optional(),
  description: descriptionField.optional(),
  active: z.boolean().optional(),
});
export type CreateReferenceRequest = z.infer<typeof createReferenceSchema>;

export const updateReferenceSchema = createReferenceSchema;
export type UpdateReferenceRequest = z.infer<typeof updateReferenceSchema>;

export const createDocumentSchema = z.object({
  name: z
    .string({ error: LIBRARY_MESSAGES.nameRequired })
    .trim()
    .min(1, LIBRARY_MESSAGES.nameRequired)
    .max(LIBRARY_LIMITS.maxNameChars, `Name: at most ${LIBRARY_LIMITS.maxNameChars} characters`)
    .transform(withoutNul),
  content: z
    .string({ error: LIBRARY_MESSAGES.contentRequired })
    .refine((value) => value.trim().length > 0, LIBRARY_MESSAGES.contentRequired)
    .transform(withoutNul),
});
export type CreateDocumentRequest = z.infer<typeof createDocumentSchema>;

/** For a visitor without an account: how long the libraries are kept, and how much they hold. */
const noticeField = z.string().optional();
export const referenceListSchema = z.object({
  references: z.array(referenceSchema),
  notice: noticeField,
});
export const referenceResponseSchema = z.object({
  reference: referenceSchema,
  notice: noticeField,
});
export const documentListSchema = z.object({ documents: z.array(documentSchema) });
export const documentResponseSchema = z.object({ document: documentSchema, notice: noticeField });

/**
 * Characters of reference samples one model request may carry, style and content together,
 * by the provider's context window (about 4 characters a token). Each chunk of a long document
 * is its own request and carries the samples again, so the budget also bounds the cost.
 * Claude Sonnet: 200k tokens; GPT-4o and Perplexity Sonar: 128k; DeepSeek chat: 64k; a local
 * model is often served with a 4k-8k window.
 */
export const REFERENCE_BUDGET_CHARS: Record<TextProvider, number> = {
  anthropic: 60_000,
  openai: 40_000,
  perplexity: 32_000,
  deepseek: 24_000,
  local: 6_000,
};

/** What a rewrite took from the libraries: how many references, and whether any was cut. */
export const referenceUseSchema = z.object({
  style: z.number().int(),
  content: z.number().int(),
  shortened: z.boolean(),
});
export type ReferenceUse = z.infer<typeof referenceUseSchema>;

/** Style match of texts against the active style references' documents (0-100 each). */
/**
 * A style match reads at most MAX_PROFILE_CHARS of a text, so that is all a request may send:
 * the client sends profileExcerpt(text) (common/style-excerpt.ts), and the server never parses
 * megabytes of JSON on its event loop for a number it reads from 100,000 characters.
 */
export const STYLE_MATCH_MESSAGES = {
  textTooLong: `Each text may be at most ${formatNumber(MAX_PROFILE_CHARS)} characters: send an excerpt of a longer text`,
} as const;

export const styleMatchRequestSchema = z.object({
  texts: z
    .array(z.string().max(MAX_PROFILE_CHARS, STYLE_MATCH_MESSAGES.textTooLong))
    .min(1, 'Texts are required')
    .max(4, 'At most 4 texts at once'),
});
export const styleMatchResponseSchema = z.object({
  /** Null when no active style reference has documents to compare with. */
  scores: z.array(z.number().int().min(0).max(100)).nullable(),
});
export type StyleMatchResponse = z.infer<typeof styleMatchResponseSchema>;
