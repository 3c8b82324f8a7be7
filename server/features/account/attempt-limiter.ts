import { AppError } from '../../lib/errors';

export interface AttemptLimits {
  /** Sign-in and registration attempts allowed per IP address in one window. */
  perIp: number;
  /** Attempts allowed per username (whatever its case) in one window. */
  perUsername: number;
  windowMs: number;
}

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  perIp: 30,
  perUsername: 10,
  windowMs: 15 * 60 * 1000,
};

/** Counts one sign-in or registration attempt; throws a 429 when either counter is over. */
export interface AttemptLimiter {
  check(ip: string, username: string): void | Promise<void>;
}

/** The two counters an attempt adds to: its address, and its username whatever its case. */
export function attemptKeys(ip: string, username: string): [string, string] {
  return [`ip:${ip}`, `user:${username.trim().toLowerCase()}`];
}

/** Throws the 429 when a counter is over its limit; waits are each counter's time to reset. */
export function enforceAttemptLimits(
  limits: AttemptLimits,
  counts: [ip: number, user: number],
  waitsMs: [ip: number, user: number],
) {
  const waits = [
    counts[0] > limits.perIp ? waitsMs[0] : null,
    counts[1] > limits.perUsername ? waitsMs[1] : null,
  ].filter((wait): wait is number => wait !== null);
  if (waits.length === 0) return;
  const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60_000));
  throw new TooManyAttempts(minutes);
}

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts login and registration attempts per IP and per username in fixed windows, in memory
 * (one server process; with REDIS_URL the counters are shared: attempt-limiter-redis.ts).
 * Both counters must have room: guessing many passwords for one user from many addresses, or
 * many users from one address, are both stopped.
 */
export function createAttemptLimiter(
  limits: AttemptLimits,
  now: () => number = Date.now,
): AttemptLimiter {
  const windows = new Map<string, Window>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  function hit(key: string, time: number): Window {
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + limits.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window;
  }

  return {
    check(ip: string, username: string) {
      const time = now();
      if (windows.size > 10_000) sweep(time);
      const [byIp, byUser] = attemptKeys(ip, username).map((key) => hit(key, time)) as [
        Window,
        Window,
      ];
      enforceAttemptLimits(
        limits,
        [byIp.count, byUser.count],
        [byIp.resetAt - time, byUser.resetAt - time],
      );
    },
  };
}

export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterMinutes: number) {
    super(
      429,
      `Too many sign-in attempts. Please try again in ${retryAfterMinutes} minute${retryAfterMinutes === 1 ? '' : 's'}.`,
    );
  }
}
