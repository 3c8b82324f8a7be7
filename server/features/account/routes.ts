import { credentialsSchema, registrationSchema, type User, userSchema } from '@common/account';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import { accountDocs } from './api-docs';
import { type AttemptLimiter, TooManyAttempts } from './attempt-limiter';
import { createHashShare } from './hash-share';
import { createPasswordHasher } from './passwords';
import { findAccount, login, register } from './service';

export function authRoutes(app: ZodApp, ctx: AppContext, limiter: AttemptLimiter) {
  app.describeRoutes(accountDocs);
  const passwords = createPasswordHasher();
  app.addHook('onClose', () => passwords.close());
  const hashShare = createHashShare();
  const limit = async (
    ip: string,
    username: string,
    reply: { header(n: string, v: string): void },
  ) => {
    try {
      await limiter.check(ip, username);
    } catch (error) {
      if (error instanceof TooManyAttempts) {
        reply.header('retry-after', String(error.retryAfterMinutes * 60));
      }
      throw error;
    }
  };

  app.post(
    '/api/auth/register',
    { schema: { body: registrationSchema, response: { 201: userSchema } } },
    async (request, reply) => {
      await limit(request.ip, request.body.username, reply);
      const account = await hashShare(request.ip, () => register(ctx.db, passwords, request.body));
      await request.signIn(reply, account.id);
      return reply.status(201).send(publicUser(account));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: credentialsSchema, response: { 200: userSchema } } },
    async (request, reply) => {
      await limit(request.ip, request.body.username, reply);
      const account = await hashShare(request.ip, () => login(ctx.db, passwords, request.body));
      await request.signIn(reply, account.id);
      return publicUser(account);
    },
  );

  app.post('/api/auth/logout', async (request, reply) => {
    await request.signOut(reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/user',
    { schema: { querystring: userQuerySchema, response: { 200: userSchema.nullable() } } },
    async (request) => {
      const session = await request.getSession();
      const account = session?.userId ? await findAccount(ctx.db, session.userId) : null;
      if (account) return publicUser(account);
      // The app's own page asks with ?optional=1: a visitor who is not signed in is no error
      // there, and a 401 would be logged as one by the browser on every page load.
      if (request.query.optional === '1') return null;
      throw new AppError(401, 'Not signed in');
    },
  );
}

/** `optional=1`: nobody signed in is answered 200 `null` instead of 401. */
const userQuerySchema = z.object({ optional: z.enum(['1']).optional() });

function publicUser(account: User): User {
  return { username: account.username, credits: account.credits };
}
