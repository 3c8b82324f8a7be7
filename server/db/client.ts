import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsDir } from '../lib/paths';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Plain SQL on the database's own client, for libraries that bring their own queries (pg-boss). */
export type SqlExecutor = (
  text: string,
  values?: unknown[],
) => Promise<{ rows: Record<string, unknown>[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  executeSql: SqlExecutor;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  inMemory?: boolean;
}

/**
 * The first in-memory database of this process, just migrated, as PGlite's data directory: the
 * next ones (a test server each) load it instead of running initdb and the migrations again,
 * about 0.4 s instead of 1.3 s on this machine
 * (docs/decisions/187-in-memory-databases-start-from-a-snapshot.md).
 */
let inMemorySnapshot: Promise<Blob | File | undefined> | undefined;

/** Opens PostgreSQL when a URL is given, PGlite otherwise, and applies the checked-in migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // PostgreSQL's driver is loaded only when it is used: PGlite's servers never need it.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
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
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let unlock = () => {};
  const snapshot = options.inMemory ? await inMemorySnapshot : undefined;
  if (options.inMemory) {
    client = new PGlite(snapshot ? { ...PGLITE_OPTIONS, loadDataDir: snapshot } : PGLITE_OPTIONS);
  } else {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
    client = await openPglite(dir);
  }
  try {
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsDir });
    // Taken before anything else writes: the snapshot is an empty, migrated database. Without
    // one (a failed dump) each in-memory database is made afresh, as before.
    if (options.inMemory && !snapshot) {
      inMemorySnapshot ??= client.dumpDataDir('none').catch(() => undefined);
      await inMemorySnapshot;
    }
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      executeSql: pgliteExecutor(client),
      close: () => client.close().finally(unlock),
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * PGlite runs a statement with parameters through `query`, and several statements in one text
 * (pg-boss's schema and migrations) only through `exec`, which answers each one's rows: the
 * last is what pg's driver would have answered.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return async (text, values) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
  };
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
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
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
 * PGlite's own start parameters, with 16 MB of shared buffers instead of PostgreSQL's 128 MB:
 * PGlite writes over all of its shared buffers when it starts, so they all count in the
 * server's memory from the first second (about 110 MB more at idle). Redraft's tables are
 * small, and the operating system caches the data directory's files as well
 * (docs/decisions/112-idle-memory-pglite-buffers-first-start.md).
 */
const PGLITE_OPTIONS = {
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
};

/**
 * Opens PGlite's data directory. On a fresh directory PGlite first runs initdb, which grows
 * its WebAssembly memory to about 750 MB, and a WebAssembly memory never shrinks: initdb runs
 * in a short-lived Node.js process of its own, whose memory is all returned when it exits (a
 * worker thread's is not: about 200 MB stayed), and the server opens the directory it left
 * (docs/decisions/064-pglite-gives-back-first-start.md,
 * docs/decisions/112-idle-memory-pglite-buffers-first-start.md).
 */
async function openPglite(dir: string): Promise<PGlite> {
  if (!existsSync(join(dir, 'PG_VERSION'))) await initDataDir(dir);
  const client = new PGlite(dir, PGLITE_OPTIONS);
  await client.waitReady;
  return client;
}

/** The process that creates the data directory: PGlite opens it (running initdb), closes it. */
const INIT_SCRIPT = `
const [pglite, dir, options] = process.argv.slice(1);
const { PGlite } = require(pglite);
const client = new PGlite(dir, JSON.parse(options));
client.waitReady.then(() => client.close());
`;

async function initDataDir(dir: string) {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  try {
    await promisify(execFile)(
      process.execPath,
      ['-e', INIT_SCRIPT, pglite, dir, JSON.stringify(PGLITE_OPTIONS)],
      { timeout: 5 * 60_000 },
    );
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim().split('\n').at(-1);
    throw new Error(`Creating the database in ${dir} failed${stderr ? `: ${stderr}` : ''}`);
  }
}
