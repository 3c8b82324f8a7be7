/**
 * Who a humanizer job or library reference belongs to: a signed-in account, or, for an
 * anonymous visitor, the browser session.
 */
export type Owner = { userId: string; sessionId: null } | { userId: null; sessionId: string };

export function ownerOf(session: { id: string; userId: string | null }): Owner {
  return session.userId
    ? { userId: session.userId, sessionId: null }
    : { userId: null, sessionId: session.id };
}
