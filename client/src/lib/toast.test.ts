import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadToasts, loadToastsOnFirstUse, resetToastsForTest, toast } from './toast';

/** A stand-in for Sonner's module: records the toasts asked of it. */
function fakeSonner() {
  const shown: string[] = [];
  const call = (kind: string) => (message: unknown, options?: { description?: string }) =>
    shown.push(
      `${kind}: ${String(message)}${options?.description ? ` (${options.description})` : ''}`,
    );
  const module = {
    toast: Object.assign(call('message'), {
      success: call('success'),
      error: call('error'),
      info: call('info'),
      warning: call('warning'),
    }),
  };
  return { shown, module: module as unknown as typeof import('sonner') };
}

afterEach(() => {
  resetToastsForTest();
  vi.restoreAllMocks();
});

describe('toast', () => {
  it('shows the toasts asked for before its code has loaded, in order, once it has', async () => {
    const sonner = fakeSonner();
    let finish!: () => void;
    const loading = loadToasts(
      () => new Promise((resolve) => (finish = () => resolve(sonner.module))),
    );
    toast.error('Upload failed', { description: 'The file is too large.' });
    toast('Cancelled');
    toast.success('Saved');
    expect(sonner.shown).toEqual([]);
    finish();
    await loading;
    await Promise.resolve();
    expect(sonner.shown).toEqual([
      'error: Upload failed (The file is too large.)',
      'message: Cancelled',
      'success: Saved',
    ]);
    // Loaded: shown at once.
    toast.info('Copied');
    expect(sonner.shown.at(-1)).toBe('info: Copied');
  });

  it('tries to load again after a failed attempt', async () => {
    await expect(loadToasts(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    const sonner = fakeSonner();
    await expect(loadToasts(async () => sonner.module)).resolves.toBe(sonner.module);
  });
});

describe('loadToastsOnFirstUse', () => {
  it("loads the toasts' code at the first key or press, once", () => {
    const target = new EventTarget();
    const load = vi.fn();
    const stop = loadToastsOnFirstUse(target, load);
    expect(load).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(load).toHaveBeenCalledOnce();
    stop();
  });
});
