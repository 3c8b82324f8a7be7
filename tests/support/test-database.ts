import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string;
  /** Drops the database once its last connection has gone. */
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database of its own, made through `adminUrl` (TEST_DATABASE_URL unless
 * told), or undefined without one (the tests then run on PGlite). `prefix` starts its name, so
 * that a run's leftovers show whose they are (the benchmarks use their own).
 */
export async function createTestDatabase(options: {
  adminUrl: string;
  prefix?: string;
}): Promise<TestDatabase>;
export async function createTestDatabase(options?: {
  adminUrl?: string;
  prefix?: string;
}): Promise<TestDatabase | undefined>;
export async function createTestDatabase({
  adminUrl = process.env.TEST_DATABASE_URL,
  prefix = 'redraft_test',
}: {
  adminUrl?: string;
  prefix?: string;
} = {}): Promise<TestDatabase | undefined> {
  if (!adminUrl) return undefined;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      // The app's pool has ended, but its backends may still be exiting: FORCE would then
      // send them a termination the closing client reports as an uncaught error. Wait first.
      for (let attempt = 0; attempt < 100; attempt++) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
