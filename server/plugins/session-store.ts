import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rewriteJobs, sessionKeys, sessions } from '../db/schema';

/** A session ends after a week without use, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * An anonymous session, and all it holds (libraries, humanizer jobs, keys), ends after a day
 * without use: nobody can come back to it once the browser is closed anyway, and what
 * anonymous visitors store is capped in total (decision 136).
 */
export const ANONYMOUS_IDLE_MS = 24 * 60 * 60 * 1000;
const idleMs = (userId: string | null) => (userId ? SESSION_IDLE_MS : ANONYMOUS_IDLE_MS);
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding the expiry on every request would write on every poll; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface Session {
  id: string;
  userId: string | null;
}

/** The transaction a sign-in runs in. */
export type SessionTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What another feature moves from a visitor's session into the account at sign-in, inside the
 * sign-in's transaction (the library's references). app.ts passes it in, so that accounts
 * import no feature that itself depends on accounts.
 */
export type SessionMergeHook = (
  tx: SessionTransaction,
  previousSessionId: string,
  userId: string,
) => Promise<void>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new session; an anonymous one remembers the address it was made from. */
export async function createSession(
  db: Database,
  userId: string | null,
  clientAddress?: string,
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.insert(sessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + idleMs(userId)),
    clientAddress: userId ? null : (clientAddress ?? null),
  });
  return { token, session: { id, userId } };
}

/** The live session behind a token, or null when it is unknown or expired. */
export async function findSession(db: Database, token: string): Promise<Session | null> {
  const now = new Date();
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, now)));
  if (!row) return null;
  const hardLimit = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (hardLimit <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, row.id));
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: new Date(Math.min(now.getTime() + idleMs(row.userId), hardLimit)),
      })
      .where(eq(sessions.id, row.id));
  }
  return { id: row.id, userId: row.userId };
}

/**
 * Signs a browser in: a new session (new token, new id) for the user, so a token planted
 * before the login is worth nothing after it. The Settings keys of the previous session are
 * carried over, since they belong to this browser session. What the anonymous visitor made
 * (library references, humanizer jobs) becomes the account's. Only then is the previous session
 * deleted: deleting it cascades to whatever still names it.
 */
export async function rotateSession(
  db: Database,
  previousId: string | null,
  userId: string,
  onSessionMerged: SessionMergeHook = async () => {},
): Promise<{ token: string; session: Session }> {
  const token = randomBytes(32).toString('base64url');
  const id = hashToken(token);
  await db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id,
      userId,
      expiresAt: new Date(Date.now() + SESSION_IDLE_MS),
    });
    if (!previousId) return;
    const keys = await tx.select().from(sessionKeys).where(eq(sessionKeys.sessionId, previousId));
    if (keys.length > 0) {
      await tx
        .insert(sessionKeys)
        .values(keys.map((key) => ({ ...key, sessionId: id, updatedAt: new Date() })));
    }
    await onSessionMerged(tx, previousId, userId);
    await tx
      .update(rewriteJobs)
      .set({ userId, sessionId: null, updatedAt: new Date() })
      .where(eq(rewriteJobs.sessionId, previousId));
    await tx.delete(sessions).where(eq(sessions.id, previousId));
  });
  return { token, session: { id, userId } };
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
