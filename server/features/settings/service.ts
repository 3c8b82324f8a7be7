import type { ProviderKeyName } from '@common/keys';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessionKeys } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';

/** Saves the keys a user entered; an empty value removes that key. Returns what is now set. */
export async function saveSessionKeys(
  db: Database,
  box: SecretBox,
  sessionId: string,
  keys: Record<string, string>,
): Promise<ProviderKeyName[]> {
  const entries = Object.entries(keys).map(([name, value]) => [name, value.trim()] as const);
  const removed = entries.filter(([, value]) => value === '').map(([name]) => name);
  const kept = entries.filter(([, value]) => value !== '');
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(sessionKeys)
        .where(and(eq(sessionKeys.sessionId, sessionId), inArray(sessionKeys.name, removed)));
    }
    for (const [name, value] of kept) {
      const secret = box.seal(value);
      await tx
        .insert(sessionKeys)
        .values({ sessionId, name, secret })
        .onConflictDoUpdate({
          target: [sessionKeys.sessionId, sessionKeys.name],
          set: { secret, updatedAt: new Date() },
        });
    }
  });
  return listConfiguredKeys(db, sessionId);
}

export async function listConfiguredKeys(
  db: Database,
  sessionId: string,
): Promise<ProviderKeyName[]> {
  const rows = await db
    .select({ name: sessionKeys.name })
    .from(sessionKeys)
    .where(eq(sessionKeys.sessionId, sessionId))
    .orderBy(sessionKeys.name);
  return rows.map((row) => row.name as ProviderKeyName);
}
