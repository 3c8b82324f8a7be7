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
