import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import {
  createSession,
  deleteSession,
  findSession,
  rotateSession,
  type Session,
  type SessionMergeHook,
} from './session-store';

export const SESSION_COOKIE = 'redraft_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, or null; looked up once per request. */
    getSession(): Promise<Session | null>;
    /** The caller's session, created (and its cookie set) when there is none yet. */
    ensureSession(reply: FastifyReply): Promise<Session>;
    /** Replaces the caller's session by a new one for this user (login, registration). */
    signIn(reply: FastifyReply, userId: string): Promise<Session>;
    /** Deletes the caller's session on the server and clears its cookie. */
    signOut(reply: FastifyReply): Promise<void>;
  }
}

const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();

interface SessionPluginOptions {
  db: Database;
  /** Moves what a visitor's session holds into the account at sign-in (set by app.ts). */
  onSessionMerged?: SessionMergeHook;
}

/** Decorates requests with session access; the cookie carries a random token, never an id. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: SessionPluginOptions) => {
  const { db, onSessionMerged } = options;
  app.decorateRequest('getSession', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = token ? findSession(db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
  app.decorateRequest('ensureSession', async function (this: FastifyRequest, reply: FastifyReply) {
    const existing = await this.getSession();
    if (existing) return existing;
    const { token, session } = await createSession(db, null, this.ip);
    setSessionCookie(this, reply, token);
    cache.set(this, Promise.resolve(session));
    return session;
  });
  app.decorateRequest(
    'signIn',
    async function (this: FastifyRequest, reply: FastifyReply, userId: string) {
      const previous = await this.getSession();
      const previousId = previous?.id ?? null;
      const { token, session } = await rotateSession(db, previousId, userId, onSessionMerged);
      setSessionCookie(this, reply, token);
      cache.set(this, Promise.resolve(session));
      return session;
    },
  );
  app.decorateRequest('signOut', async function (this: FastifyRequest, reply: FastifyReply) {
    const session = await this.getSession();
    if (session) await deleteSession(db, session.id);
    clearSessionCookie(reply);
    cache.set(this, Promise.resolve(null));
  });
});

/** A browser-session cookie: the keys and sign-in it carries end when the browser closes. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
