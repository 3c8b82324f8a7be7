import { afterAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

const passwords = createPasswordHasher();
afterAll(() => passwords.close());
const hashPassword = passwords.hash;
const verifyPassword = passwords.verify;
const verifyAgainstDummy = passwords.verifyAgainstDummy;

// scrypt at full cost takes about half a second a hash, far more on a busy machine.
describe('password hashing', { timeout: 30_000 }, () => {
  it('writes a self-describing scrypt hash at OWASP cost, salted anew each time', async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse'),
      hashPassword('correct horse'),
    ]);
    expect(first).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('correct horse');
  });

  it('verifies the right password and refuses a wrong or tampered one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
    const parts = stored.split('$'); // '', 'scrypt', params, salt, hash
    const hash = parts[4]!;
    const flipped = `${hash.startsWith('A') ? 'B' : 'A'}${hash.slice(1)}`;
    expect(await verifyPassword('correct horse', [...parts.slice(0, 4), flipped].join('$'))).toBe(
      false,
    );
  });

  it('never matches a malformed hash or absurd parameters', async () => {
    expect(await verifyPassword('x', 'plain-text-password')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=30,r=8,p=1$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', '$scrypt$ln=17,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAA')).toBe(
      false,
    );
  });

  it('checks a password against a dummy hash for unknown users', async () => {
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
