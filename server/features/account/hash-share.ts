import { TryAgainLater } from '../../lib/errors';
import { HASHING_BUSY, HASHING_LIMITS } from './passwords';

/**
 * Hashes one address may have running or waiting at once: half of the pool's threads and
 * queue, so a burst from one address leaves the other half to everyone else's sign-ins.
 */
export const HASHES_PER_ADDRESS = Math.ceil((HASHING_LIMITS.size + HASHING_LIMITS.maxQueue) / 2);

/** Counts each address's hashes in flight in this instance (the pool is per instance too). */
export function createHashShare(perAddress = HASHES_PER_ADDRESS) {
  const inFlight = new Map<string, number>();
  return async function withShare<T>(address: string, work: () => Promise<T>): Promise<T> {
    const count = inFlight.get(address) ?? 0;
    if (count >= perAddress) {
      throw new TryAgainLater(HASHING_BUSY, HASHING_LIMITS.busyRetryAfterSeconds);
    }
    inFlight.set(address, count + 1);
    try {
      return await work();
    } finally {
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    }
  };
}
