import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  it('opens what it sealed', () => {
    const box = createSecretBox('server secret');
    expect(box.open(box.seal('sk-1234'))).toBe('sk-1234');
  });

  it('seals the same text differently each time', () => {
    const box = createSecretBox('server secret');
    expect(box.seal('sk-1234').equals(box.seal('sk-1234'))).toBe(false);
  });

  it('cannot be opened under another secret, nor after tampering', () => {
    const sealed = createSecretBox('one').seal('sk-1234');
    expect(() => createSecretBox('two').open(sealed)).toThrow();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 1;
    expect(() => createSecretBox('one').open(tampered)).toThrow();
  });
});
