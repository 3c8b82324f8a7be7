import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * SESSION_SECRET when set. Otherwise a random secret kept in the data directory, so that a
 * fresh install needs no configuration and secrets sealed with it survive a restart.
 */
export function resolveSessionSecret(options: {
  sessionSecret?: string;
  dataDir: string;
  persist: boolean;
}): string {
  if (options.sessionSecret) return options.sessionSecret;
  if (!options.persist) return randomBytes(32).toString('base64url');
  const file = join(options.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
