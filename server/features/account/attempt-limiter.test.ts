import { describe, expect, it } from 'vitest';
import { createAttemptLimiter, TooManyAttempts } from './attempt-limiter';

describe('sign-in attempt limiter', () => {
  it('stops one username after its limit, whatever the address and the case', () => {
    const limiter = createAttemptLimiter({ perIp: 100, perUsername: 3, windowMs: 60_000 });
    limiter.check('1.1.1.1', 'alice');
    limiter.check('2.2.2.2', 'Alice');
    limiter.check('3.3.3.3', ' ALICE ');
    expect(() => limiter.check('4.4.4.4', 'alice')).toThrow(TooManyAttempts);
    expect(() => limiter.check('4.4.4.4', 'bob')).not.toThrow();
  });

  it('stops one address after its limit, whatever the username', () => {
    const limiter = createAttemptLimiter({ perIp: 2, perUsername: 100, windowMs: 60_000 });
    limiter.check('1.1.1.1', 'a');
    limiter.check('1.1.1.1', 'b');
    expect(() => limiter.check('1.1.1.1', 'c')).toThrow(
      'Too many sign-in attempts. Please try again in 1 minute.',
    );
    expect(() => limiter.check('9.9.9.9', 'c')).not.toThrow();
  });

  it('opens again when the window ends, and tells how long to wait', () => {
    let time = 0;
    const limiter = createAttemptLimiter(
      { perIp: 1, perUsername: 1, windowMs: 15 * 60_000 },
      () => time,
    );
    limiter.check('1.1.1.1', 'a');
    time = 60_000;
    let error: unknown;
    try {
      limiter.check('1.1.1.1', 'a');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(TooManyAttempts);
    expect((error as TooManyAttempts).statusCode).toBe(429);
    expect((error as TooManyAttempts).retryAfterMinutes).toBe(14);
    time = 15 * 60_000;
    expect(() => limiter.check('1.1.1.1', 'a')).not.toThrow();
  });
});
