import { randomBytes, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { WorkerPool } from '../../lib/worker-pool';
import type { HashJob } from './hash-worker';

/**
 * Passwords are hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1) and kept in
 * the PHC string format, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64 without padding), so a
 * stored hash names its own parameters and older hashes still verify if the cost is raised.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** The hashing worker: loaded through tsx from source, a bundled sibling in dist/. */
const hashWorkerScript = import.meta.url.endsWith('.ts')
  ? new URL('./hash-worker-source.mjs', import.meta.url)
  : new URL('./hash-worker.js', import.meta.url);

/**
 * The hashing pool's bounds (decision 135). One hash holds 128 MB and a core for 0.3–1.5 s:
 * at most two threads bound both, whatever the burst, and one core is always left to the
 * event loop (one thread on a two-core machine); four waiting hashes are a few seconds of
 * wait; past them the answer is a 429 with Retry-After at once, rather than a queue that grows.
 */
export const HASHING_LIMITS = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueue: 4,
  busyRetryAfterSeconds: 5,
  timeoutMs: 30_000,
  // scrypt's 128 MB are OpenSSL's, outside the V8 heap; the thread itself needs little.
  heapMb: 32,
  idleMs: 60_000,
} as const;

export const HASHING_BUSY = 'Too many sign-ins at once. Please try again in a few seconds.';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Compares in constant time; a malformed stored value never matches. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Checks a password against a well-formed hash of no password at all: costs exactly what
   * checking a real one does, so a wrong username cannot be told from a wrong password by how
   * long the answer takes.
   */
  verifyAgainstDummy(password: string): Promise<false>;
  close(): Promise<void>;
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

const DUMMY_HASH = `$scrypt$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}$${b64(randomBytes(SALT_BYTES))}$${b64(randomBytes(KEY_BYTES))}`;

/** Hashing in a bounded pool of worker threads of its own, never on libuv's thread pool. */
export function createPasswordHasher(): PasswordHasher {
  const pool = new WorkerPool({
    script: hashWorkerScript,
    ...HASHING_LIMITS,
    messages: {
      busy: HASHING_BUSY,
      timeout: 'Checking the password took too long. Please try again.',
      failed: 'Checking the password failed. Please try again.',
      outOfMemory:
        'Checking the password needs more memory than the server has free. Please try again.',
    },
  });

  async function derive(
    password: string,
    salt: Buffer,
    params: { ln: number; r: number; p: number },
  ) {
    const N = 2 ** params.ln;
    const job: HashJob = {
      password: password.normalize('NFKC'),
      salt: new Uint8Array(salt),
      keyBytes: KEY_BYTES,
      // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below OWASP's cost.
      options: { N, r: params.r, p: params.p, maxmem: 256 * N * params.r },
    };
    return Buffer.from(await pool.run<Uint8Array>(job));
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const match = PHC.exec(stored);
    if (!match) return false;
    const [, ln, r, p, salt, hash] = match;
    const params = { ln: Number(ln), r: Number(r), p: Number(p) };
    if (params.ln < 10 || params.ln > 20 || params.r < 1 || params.p < 1) return false;
    const expected = Buffer.from(hash!, 'base64');
    if (expected.length !== KEY_BYTES) return false;
    const actual = await derive(password, Buffer.from(salt!, 'base64'), params);
    return timingSafeEqual(actual, expected);
  }

  return {
    async hash(password) {
      const salt = randomBytes(SALT_BYTES);
      const key = await derive(password, salt, SCRYPT_PARAMS);
      const { ln, r, p } = SCRYPT_PARAMS;
      return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
    },
    verify,
    async verifyAgainstDummy(password) {
      await verify(password, DUMMY_HASH);
      return false;
    },
    close: () => pool.close(),
  };
}
