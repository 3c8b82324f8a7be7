import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client';

/** The rows of a raw query (both drivers answer with `rows`). */
async function rows(db: DatabaseHandle['db'], query: SQL) {
  return ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

let dataDir: string;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

// The file-backed PGlite of `npm start` (the other integration tests use an in-memory one or
// PostgreSQL): created in a process of its own, then opened by the server.
// Each opening of a fresh directory runs PGlite's initdb (several seconds on a busy machine).
describe('openDatabase on a PGlite data directory', { timeout: 90_000 }, () => {
  it('creates a fresh directory, migrates it, and finds its rows again when reopened', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'redraft-db-'));
    handle = await openDatabase({ dataDir });
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    await handle.db.execute(sql`CREATE TABLE probe (word text)`);
    await handle.db.execute(sql`INSERT INTO probe VALUES ('kept')`);
    await handle.close();

    handle = await openDatabase({ dataDir });
    expect(await rows(handle.db, sql`SELECT word FROM probe`)).toEqual([{ word: 'kept' }]);
    expect(await rows(handle.db, sql`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 0 }]);
  });

  it('runs with 16 MB of shared buffers, on disk and in memory', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'redraft-db-'));
    for (const inMemory of [false, true]) {
      handle = await openDatabase({ dataDir, inMemory });
      expect(await rows(handle.db, sql`SHOW shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
      await handle.close();
      handle = undefined;
    }
  });
});
