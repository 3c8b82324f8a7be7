import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoDetectScheduler } from './auto-detect';

const LONG = 'An uploaded essay that is certainly longer than fifty characters.';

describe('auto-detect after an upload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs 500 ms after an upload of at least 50 characters, when enabled', () => {
    const run = vi.fn();
    const scheduler = createAutoDetectScheduler({ isEnabled: () => true, run });
    expect(scheduler.schedule(LONG)).toBe(true);
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(LONG);
  });

  it('does nothing when disabled or when the text is under 50 characters after trimming', () => {
    const run = vi.fn();
    let enabled = false;
    const scheduler = createAutoDetectScheduler({ isEnabled: () => enabled, run });
    expect(scheduler.schedule(LONG)).toBe(false);
    enabled = true;
    expect(scheduler.schedule(`   ${'x'.repeat(49)}   `)).toBe(false);
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps only the latest upload within the delay, and can be cancelled', () => {
    const run = vi.fn();
    const scheduler = createAutoDetectScheduler({ isEnabled: () => true, run });
    scheduler.schedule(LONG);
    vi.advanceTimersByTime(300);
    scheduler.schedule(`${LONG} Second file.`);
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledExactlyOnceWith(`${LONG} Second file.`);
    scheduler.schedule(LONG);
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
