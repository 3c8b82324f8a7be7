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

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Counts login and registration attempts per IP and per username in fixed windows, in memory
 * (one server process). Both counters must have room: guessing many passwords for one user
 * from many addresses, or many users from one address, are both stopped.
 */
export function createAttemptLimiter(limits: AttemptLimits, now: () => number = Date.now) {
  const windows = new Map<string, Window>();

  function sweep(time: number) {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  function hit(key: string, max: number, time: number): number | null {
    let window = windows.get(key);
    if (!window || window.resetAt <= time) {
      window = { count: 0, resetAt: time + limits.windowMs };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? window.resetAt - time : null;
  }

  return {
    /** Counts one attempt; throws a 429 when either counter is over its limit. */
    check(ip: string, username: string) {
      const time = now();
      if (windows.size > 10_000) sweep(time);
      const waits = [
        hit(`ip:${ip}`, limits.perIp, time),
        hit(`user:${username.trim().toLowerCase()}`, limits.perUsername, time),
      ].filter((wait): wait is number => wait !== null);
      if (waits.length === 0) return;
      const minutes = Math.max(1, Math.ceil(Math.max(...waits) / 60_000));
      throw new TooManyAttempts(minutes);
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

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
