import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file that says which process has a PGlite data directory open. */
export const LOCK_FILE = 'redraft.pid';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dir} is open in another process (pid ${pid}), probably the running Redraft server. PGlite admits one process at a time: stop the server first, then run the command again. Several server instances need PostgreSQL through DATABASE_URL instead (README: Several instances).`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims a PGlite data directory for this process. Two processes writing the same PGlite
 * files lose each other's writes (an operator's grant while the server runs was reported as
 * done and then gone), so a directory held by a live process is refused. A lock left by a
 * process that died is taken over. Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => {
        if (holderOf(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== undefined && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(dir, holder);
      }
      // Stale (its process is gone) or our own from an earlier open: replace it.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dir}`);
}
