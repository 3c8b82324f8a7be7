import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Spec entity `users`. Credits of -1 mean unlimited; new users start with 0. `password` holds
 * a self-describing scrypt hash, never the password. Credits are a bigint: a few of the
 * largest packages already pass 2^31. Usernames are unique whatever their case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull().unique(),
    password: text('password').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** Spec entity `documents`: uploads kept for signed-in users. */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    aiScore: integer('ai_score'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('documents_user_idx').on(table.userId)],
);

/** Spec entity `rewrite_jobs`: humanizer runs. */
export const rewriteJobs = pgTable(
  'rewrite_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    inputText: text('input_text').notNull(),
    styleText: text('style_text'),
    contentMixText: text('content_mix_text'),
    customInstructions: text('custom_instructions'),
    selectedPresets: jsonb('selected_presets').$type<string[]>(),
    provider: text('provider').notNull(),
    chunks: jsonb('chunks').$type<unknown[]>(),
    selectedChunkIds: jsonb('selected_chunk_ids').$type<string[]>(),
    mixingMode: text('mixing_mode', { enum: ['style', 'content', 'both'] }),
    selectedStyleSamples: jsonb('selected_style_samples').$type<number[]>(),
    selectedContentSamples: jsonb('selected_content_samples').$type<number[]>(),
    outputText: text('output_text'),
    inputAiScore: integer('input_ai_score'),
    outputAiScore: integer('output_ai_score'),
    status: text('status').notNull().default('pending'),
    /** The anonymous owner: the browser session that ran the job when nobody was signed in. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    /** Each pass of the run: its output's AI score and the facts it changed, if any. */
    passes: jsonb('passes').$type<unknown[]>(),
    /** Facts that still differ between input and output after the last pass. */
    factIssues: jsonb('fact_issues').$type<unknown[]>(),
    /** Why a failed job failed, in the words the user was shown. */
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rewrite_jobs_user_idx').on(table.userId),
    index('rewrite_jobs_session_idx').on(table.sessionId),
  ],
);

/**
 * The Personal Style Library and the Content Reference Library share one shape: references
 * (kind `style` or `content`) holding documents. A reference belongs to an account, or, for an
 * anonymous visitor, to the browser session (moved into the account at sign-up or login).
 * Ids are integers because the humanizer's contract lists selected samples as numbers.
 */
export const libraryReferences = pgTable(
  'library_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['style', 'content'] }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('library_references_user_idx').on(table.userId, table.kind),
    index('library_references_session_idx').on(table.sessionId, table.kind),
  ],
);

/** A document of a library reference; deleting the reference deletes its documents. */
export const libraryDocuments = pgTable(
  'library_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    referenceId: integer('reference_id')
      .notNull()
      .references(() => libraryReferences.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('library_documents_reference_idx').on(table.referenceId)],
);

/**
 * Server-side sessions. The browser holds a random token; only its SHA-256 is stored, so a
 * copy of the database does not hand out live sessions. Anonymous visitors get one too, as
 * soon as they save something that belongs to their session (provider keys).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The address an anonymous session was made from: what anonymous visitors may store is
     * capped per address (decision 136). Null for signed-in sessions; gone with the session.
     */
    clientAddress: text('client_address'),
  },
  (table) => [
    index('sessions_expires_idx').on(table.expiresAt),
    index('sessions_client_address_idx').on(table.clientAddress),
  ],
);

/** Provider keys a user entered in Settings, encrypted, bound to one session. */
export const sessionKeys = pgTable(
  'session_keys',
  {
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** AES-256-GCM: 12-byte IV, 16-byte tag, then the ciphertext. */
    secret: bytea('secret').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.sessionId, table.name] })],
);

/**
 * Every change of a balance is one row here, written in the same transaction as the balance.
 * The sum of a user's deltas is their balance. The idempotency key makes each change happen
 * once: a payment intent is credited once, a provider call is debited once.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ['purchase', 'grant', 'usage'] }).notNull(),
    /** What caused it: a payment intent id, `operator`, or the provider of a call. */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Tokens, cost and shortfall of a call; the package of a purchase. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('credit_ledger_user_idx').on(table.userId, table.createdAt)],
);

/**
 * Payment intents we created, with the user, price and credits they are for. A webhook
 * grants credits only for an intent recorded here, never from the event's metadata alone.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** Stripe's id, `pi_...`. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    credits: bigint('credits', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['created', 'succeeded', 'failed', 'canceled'] })
      .notNull()
      .default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_intents_user_idx').on(table.userId)],
);

/**
 * The personal dictionary of a signed-in user (issue 41): words the writing checks never mark
 * as misspelt, kept lower-case, one row a word. Visitors keep theirs in the browser.
 */
export const writingDictionaryWords = pgTable(
  'writing_dictionary_words',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.word] })],
);

/**
 * A batch check (issue 42): many files checked by the local detector as durable jobs. It
 * belongs to an account or, for a visitor, to the session (gone with it), like the libraries.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'running', 'done', 'cancelled'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_user_idx').on(table.userId, table.createdAt),
    index('batches_session_idx').on(table.sessionId, table.createdAt),
  ],
);

/**
 * One file of a batch; its id is also its job's id in the queue. `bytes` is held until the
 * file is checked, then dropped: the result stays. `turn` is its place in the queue (the
 * job's priority, decision 198); `attempts` counts the times a worker took it up.
 */
export const batchFiles = pgTable(
  'batch_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    bytes: bytea('bytes'),
    size: integer('size').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull(),
    turn: integer('turn').notNull(),
    attempts: integer('attempts').notNull().default(0),
    words: integer('words'),
    probability: doublePrecision('probability'),
    isAiGenerated: boolean('is_ai_generated'),
    reasons: jsonb('reasons').$type<string[]>().notNull().default([]),
    flaggedSentences: jsonb('flagged_sentences')
      .$type<{ text: string; probability: number }[]>()
      .notNull()
      .default([]),
    error: text('error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('batch_files_batch_idx').on(table.batchId, table.position),
    index('batch_files_waiting_idx').on(table.status, table.turn),
  ],
);

/**
 * The authorship record a signed-in user chose to keep with the account (issue 40, decision
 * 219): one row an account, there while keeping is on. `documents` is the JSON of the kept logs
 * with their fingerprints (common/authorship-keep.ts), held as text so that the log comes back
 * byte for byte as it was fingerprinted (jsonb would reorder its keys).
 */
export const authorshipRecords = pgTable('authorship_records', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  documents: text('documents').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A long rewrite sent as one durable job (decision 237): `request` is the rewrite's options as
 * resolved when it was sent (library references included), so that every run of its chunks
 * sends the same prompts. `payerSessionId` is the browser session whose Settings keys pay.
 */
export const textJobs = pgTable(
  'text_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    payerSessionId: text('payer_session_id'),
    kind: text('kind', { enum: ['rewrite', 'humanize'] }).notNull(),
    status: text('status', {
      enum: ['queued', 'running', 'done', 'failed', 'cancelled'],
    }).notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    /** Chunks of the job (a humanization: of its current pass, each pass chunking its source). */
    totalChunks: integer('total_chunks').notNull(),
    /** A humanization's finished passes, in order: the pass loop's state (decision 243). */
    passes: jsonb('passes').$type<unknown[]>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('text_jobs_user_idx').on(table.userId, table.createdAt),
    index('text_jobs_session_idx').on(table.sessionId, table.createdAt),
  ],
);

/** One finished chunk of a text job: written once (its key), whatever runs it twice. */
export const textJobChunks = pgTable(
  'text_job_chunks',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => textJobs.id, { onDelete: 'cascade' }),
    /** The humanization's pass the chunk belongs to; a rewrite has one pass. */
    pass: integer('pass').notNull().default(1),
    index: integer('index').notNull(),
    output: text('output').notNull(),
    /** A humanized chunk that changed facts was rewritten once more. */
    retried: boolean('retried').notNull().default(false),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.pass, table.index] })],
);
