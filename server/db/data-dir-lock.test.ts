import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('writes our pid, refuses a live holder, and removes the lock on release', () => {
    dir = mkdtempSync(join(tmpdir(), 'redraft-lock-'));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    // A live process (pid 1 always is) holding the directory.
    writeFileSync(join(dir, LOCK_FILE), '1');
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock left by a process that died', () => {
    dir = mkdtempSync(join(tmpdir(), 'redraft-lock-'));
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    writeFileSync(join(dir, LOCK_FILE), String(dead));
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    release();
  });
});
