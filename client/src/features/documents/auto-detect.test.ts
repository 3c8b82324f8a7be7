import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoDetectScheduler } from './auto-detect';

const LONG = 'A'.repeat(50);

describe('auto-detect after an upload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(enabled = true) {
    const detect = vi.fn();
    const scheduler = createAutoDetectScheduler({ enabled: () => enabled, detect });
    return { detect, scheduler };
  }

  it('runs 500 ms after an upload of at least 50 characters, not before', () => {
    const { detect, scheduler } = setup();
    scheduler.afterUpload(LONG);
    vi.advanceTimersByTime(499);
    expect(detect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(detect).toHaveBeenCalledWith(LONG);
  });

  it('counts characters after trimming', () => {
    const { detect, scheduler } = setup();
    scheduler.afterUpload(`   ${'B'.repeat(49)}   \n`);
    vi.advanceTimersByTime(1000);
    expect(detect).not.toHaveBeenCalled();
  });

  it('does nothing when switched off', () => {
    const { detect, scheduler } = setup(false);
    scheduler.afterUpload(LONG);
    vi.advanceTimersByTime(1000);
    expect(detect).not.toHaveBeenCalled();
  });

  it('runs once for the latest of two quick uploads, and can be cancelled', () => {
    const { detect, scheduler } = setup();
    scheduler.afterUpload(LONG);
    vi.advanceTimersByTime(300);
    scheduler.afterUpload(`${LONG}!`);
    vi.advanceTimersByTime(500);
    expect(detect).toHaveBeenCalledTimes(1);
    expect(detect).toHaveBeenCalledWith(`${LONG}!`);
    scheduler.afterUpload(LONG);
    scheduler.cancel();
    vi.advanceTimersByTime(1000);
    expect(detect).toHaveBeenCalledTimes(1);
  });
});
