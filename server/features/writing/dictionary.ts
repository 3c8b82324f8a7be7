import { dictionaryFullMessage, MAX_DICTIONARY_WORDS } from '@common/writing';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { writingDictionaryWords } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * The personal dictionary of a signed-in user (docs/decisions/165-personal-dictionary-with-the-account.md).
 * Words arrive already in their kept form (trimmed, lower-case: dictionaryWordSchema).
 */
export async function dictionaryWords(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ word: writingDictionaryWords.word })
    .from(writingDictionaryWords)
    .where(eq(writingDictionaryWords.userId, userId))
    .orderBy(asc(writingDictionaryWords.word));
  return rows.map((row) => row.word);
}

/**
 * Adds words (those already there are left as they are) and answers the whole dictionary; past
 * MAX_DICTIONARY_WORDS nothing is added and the answer is 400. The count and the insert share a
 * transaction, so two browsers merging at once cannot pass the bound by much.
 */
export async function addDictionaryWords(
  db: Database,
  userId: string,
  words: readonly string[],
): Promise<string[]> {
  const fresh = [...new Set(words)];
  await db.transaction(async (tx) => {
    const kept = new Set(
      (
        await tx
          .select({ word: writingDictionaryWords.word })
          .from(writingDictionaryWords)
          .where(eq(writingDictionaryWords.userId, userId))
      ).map((row) => row.word),
    );
    const added = fresh.filter((word) => !kept.has(word));
    if (added.length === 0) return;
    if (kept.size + added.length > MAX_DICTIONARY_WORDS)
      throw new AppError(400, dictionaryFullMessage(kept.size + added.length));
    await tx
      .insert(writingDictionaryWords)
      .values(added.map((word) => ({ userId, word })))
      .onConflictDoNothing();
  });
  return dictionaryWords(db, userId);
}

/** Takes a word out (a word that is not there is no error) and answers the whole dictionary. */
export async function removeDictionaryWord(
  db: Database,
  userId: string,
  word: string,
): Promise<string[]> {
  await db
    .delete(writingDictionaryWords)
    .where(and(eq(writingDictionaryWords.userId, userId), eq(writingDictionaryWords.word, word)));
  return dictionaryWords(db, userId);
}
