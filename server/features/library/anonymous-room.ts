import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@common/library';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryDocuments, libraryReferences, sessions } from '../../db/schema';
import { AppError } from '../../lib/errors';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One lock for every anonymous library write: two sessions of one address cannot both fit. */
const ANONYMOUS_WRITES_LOCK = sql`select pg_advisory_xact_lock(hashtext('redraft:anonymous-library'))`;

/**
 * Refuses a document an anonymous session may not add (decision 136): the sessions made from
 * its address keep at most maxAnonymousAddressChars together, and all anonymous visitors at
 * most maxAnonymousBytes. Runs inside the writing transaction, under the lock.
 */
export async function checkAnonymousRoom(
  tx: Tx,
  sessionId: string,
  content: string,
  limits: { maxAnonymousAddressChars: number; maxAnonymousBytes: number } = LIBRARY_LIMITS,
) {
  await tx.execute(ANONYMOUS_WRITES_LOCK);
  const [address] = await tx
    .select({
      used: sql<number>`coalesce(sum(char_length(${libraryDocuments.content})), 0)::int`,
    })
    .from(libraryDocuments)
    .innerJoin(libraryReferences, eq(libraryDocuments.referenceId, libraryReferences.id))
    .innerJoin(sessions, eq(libraryReferences.sessionId, sessions.id))
    .where(
      eq(
        sessions.clientAddress,
        sql`(select s.client_address from sessions s where s.id = ${sessionId})`,
      ),
    );
  const usedByAddress = Number(address?.used ?? 0);
  if (usedByAddress + content.length > limits.maxAnonymousAddressChars) {
    throw new AppError(409, LIBRARY_MESSAGES.anonymousAddressFull(usedByAddress), 'library_limit');
  }
  // octet_length reads the stored size without decompressing the text.
  const [total] = await tx
    .select({
      bytes: sql<number>`coalesce(sum(octet_length(${libraryDocuments.content})), 0)::float8`,
    })
    .from(libraryDocuments)
    .innerJoin(libraryReferences, eq(libraryDocuments.referenceId, libraryReferences.id))
    .where(isNotNull(libraryReferences.sessionId));
  const bytes = Number(total?.bytes ?? 0) + Buffer.byteLength(content, 'utf8');
  if (bytes > limits.maxAnonymousBytes) {
    throw new AppError(409, LIBRARY_MESSAGES.anonymousServerFull, 'library_limit');
  }
}
