import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';

/** The signed-in user's id, or null for an anonymous visitor (for metering). */
export async function callerUserId(request: FastifyRequest): Promise<string | null> {
  return (await request.getSession())?.userId ?? null;
}

/** The signed-in user's id; 401 with `message` when nobody is signed in. */
export async function requireUserId(request: FastifyRequest, message?: string): Promise<string> {
  const userId = await callerUserId(request);
  if (!userId) throw unauthorized(message);
  return userId;
}
