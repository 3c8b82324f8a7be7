import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}

/** Opens PostgreSQL when a URL is given, PGlite otherwise, and applies the checked-in migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // PostgreSQL may close an idle connection (restart, admin command): the pool drops it and
    // the next query opens another. Without a listener that event would crash the process.
    pool.on('error', () => {});
    try {
      await migrateAlone(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if (options.inMemory) {
    client = new PGlite();
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    client = await openPglite(dir);
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      close: () => client.close().finally(unlock),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Any fixed number: the advisory lock under which one instance at a time applies migrations. */
const MIGRATION_LOCK = 7_342_001;

/**
 * Applies the migrations while holding a PostgreSQL advisory lock, on one connection: several
 * instances starting at once (two replicas) would otherwise each find a migration missing and
 * apply it together, and all but one fail on objects that already exist. The others wait,
 * then find nothing left to apply.
 */
async function migrateAlone(pool: pg.Pool) {
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(connection, { schema }), { migrationsFolder: migrationsDir });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    connection.release();
  }
}

/**
 * Opens PGlite's data directory. On a fresh directory PGlite first runs initdb, which grows
 * its WebAssembly memory to about 750 MB, and a WebAssembly memory never shrinks: the instance
 * is closed and opened again, so the server runs at about 300 MB (decisions §64).
 */
async function openPglite(dir: string): Promise<PGlite> {
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const client = new PGlite(dir);
  if (!fresh) return client;
  await client.waitReady;
  await client.close();
  return new PGlite(dir);
}
