import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** Spec entity `users`. Credits of -1 mean unlimited; new users start with 0. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  password: text('password').notNull(),
  credits: integer('credits').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rewrite_jobs_user_idx').on(table.userId)],
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
  },
  (table) => [index('sessions_expires_idx').on(table.expiresAt)],
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
