import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { users } from './schema';

/**
 * The user with this name, whatever its case. Read by sign-in and registration and by the
 * operator's credits command, which sits below the features and so cannot ask accounts.
 */
export function findUserByName(db: Database, username: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .then((rows) => rows[0]);
}
