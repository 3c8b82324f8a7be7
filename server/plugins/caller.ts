// Who is calling, read from the request's session: the helpers every feature's routes share.
// They sit on the plugins' floor, beside the session plugin they read, so that no feature
// leans on another to learn who its caller is.

import type { ProviderKeyName } from '@common/keys';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { Payer } from '../credits/metering';
import type { Database } from '../db/client';
import { sessionKeys } from '../db/schema';
import { AppError } from '../lib/errors';
import type { SecretBox } from '../lib/secret-box';
import type { SessionKeys } from '../providers/credentials';

/**
 * Who a library reference or a humanizer job belongs to: a signed-in account, or, for an
 * anonymous visitor, the browser session (its rows move into the account at sign-up or login,
 * in `rotateSession`).
 */
export type Owner = { userId: string } | { sessionId: string };

/** The owner a session stands for: its account when signed in, else the session itself. */
export function ownerOf(session: { id: string; userId: string | null }): Owner {
  return session.userId ? { userId: session.userId } : { sessionId: session.id };
}

/** The signed-in user's id, or null for an anonymous visitor (for metering). */
export async function callerUserId(request: FastifyRequest): Promise<string | null> {
  return (await request.getSession())?.userId ?? null;
}

/** The signed-in user's id; 401 with `message` when nobody is signed in. */
export async function requireUserId(
  request: FastifyRequest,
  message = 'Not signed in',
): Promise<string> {
  const userId = await callerUserId(request);
  if (!userId) throw new AppError(401, message);
  return userId;
}

/** Who pays for the provider calls a request makes: its user and the keys entered in Settings. */
export async function callerPayer(request: FastifyRequest, ctx: AppContext): Promise<Payer> {
  return { ctx, userId: await callerUserId(request), ownKeys: await callerKeys(request, ctx) };
}

/** The provider keys the caller entered in Settings for this browser session. */
export async function callerKeys(request: FastifyRequest, ctx: AppContext): Promise<SessionKeys> {
  const session = await request.getSession();
  return loadSessionKeys(ctx.db, ctx.secretBox, session?.id);
}

/** The decrypted keys of a session, for calling providers on that user's behalf. */
export async function loadSessionKeys(
  db: Database,
  box: SecretBox,
  sessionId: string | undefined,
): Promise<SessionKeys> {
  if (!sessionId) return {};
  const rows = await db.select().from(sessionKeys).where(eq(sessionKeys.sessionId, sessionId));
  const keys: SessionKeys = {};
  for (const row of rows) {
    try {
      keys[row.name as ProviderKeyName] = box.open(row.secret);
    } catch {
      // Sealed under an earlier SESSION_SECRET: unreadable, so treated as not set.
    }
  }
  return keys;
}
