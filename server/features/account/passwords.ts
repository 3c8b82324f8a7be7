import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1) and kept in
 * the PHC string format, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64 without padding), so a
 * stored hash names its own parameters and older hashes still verify if the cost is raised.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

function derive(password: string, salt: Buffer, params: { ln: number; r: number; p: number }) {
  const N = 2 ** params.ln;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MB) is below OWASP's cost.
  const options: ScryptOptions = {
    N,
    r: params.r,
    p: params.p,
    maxmem: 256 * N * params.r,
  };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { ln, r, p } = SCRYPT_PARAMS;
  return `$scrypt$ln=${ln},r=${r},p=${p}$${b64(salt)}$${b64(key)}`;
}

/** Compares in constant time; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
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

/**
 * A well-formed hash of no password at all (random salt and key): checking a password against
 * it costs exactly what checking a real one does, so a wrong username cannot be told from a
 * wrong password by how long the answer takes.
 */
const DUMMY_HASH = `$scrypt$ln=${SCRYPT_PARAMS.ln},r=${SCRYPT_PARAMS.r},p=${SCRYPT_PARAMS.p}$${b64(randomBytes(SALT_BYTES))}$${b64(randomBytes(KEY_BYTES))}`;

export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
