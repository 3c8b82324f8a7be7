import type { Credentials, User } from '@common/account';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { findUserByName } from '../../db/users';
import { AppError } from '../../lib/errors';
import type { PasswordHasher } from './passwords';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const USERNAME_TAKEN = 'Username already taken';

export interface Account extends User {
  id: string;
}

/** Creates a user with 0 credits. Usernames are unique whatever their case. */
export async function register(
  db: Database,
  passwords: PasswordHasher,
  credentials: Credentials,
): Promise<Account> {
  if (await findUserByName(db, credentials.username)) throw new AppError(409, USERNAME_TAKEN);
  const password = await passwords.hash(credentials.password);
  try {
    const [row] = await db
      .insert(users)
      .values({ username: credentials.username, password })
      .returning();
    return { id: row!.id, username: row!.username, credits: row!.credits };
  } catch (error) {
    // Two registrations of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw new AppError(409, USERNAME_TAKEN);
    throw error;
  }
}

/** A wrong username and a wrong password answer alike, and take as long. */
export async function login(
  db: Database,
  passwords: PasswordHasher,
  credentials: Credentials,
): Promise<Account> {
  const row = await findUserByName(db, credentials.username);
  const valid = row
    ? await passwords.verify(credentials.password, row.password)
    : await passwords.verifyAgainstDummy(credentials.password);
  if (!row || !valid) throw new AppError(401, INVALID_CREDENTIALS);
  return { id: row.id, username: row.username, credits: row.credits };
}

export async function findAccount(db: Database, userId: string): Promise<Account | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, credits: users.credits })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
