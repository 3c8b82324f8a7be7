import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A worker as the page sees one: it can be ended, and its script can fail to load. */
class ScriptedWorker {
  static started: ScriptedWorker[] = [];
  onerror: ((event: { preventDefault(): void }) => void) | null = null;
  ended = false;
  constructor() {
    ScriptedWorker.started.push(this);
  }
  terminate() {
    this.ended = true;
  }
  failToLoad() {
    this.onerror?.({ preventDefault() {} });
  }
}

async function freshModule() {
  vi.resetModules();
  return import('./stream-reader-spare');
}

describe('the stream reader kept ready', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    ScriptedWorker.started = [];
    idle = [];
    vi.stubGlobal('Worker', ScriptedWorker);
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is started when the page is idle, not at once, and only once', async () => {
    const { prepareStreamReader } = await freshModule();
    prepareStreamReader();
    prepareStreamReader();
    expect(ScriptedWorker.started).toHaveLength(0);
    expect(idle).toHaveLength(1);
    idle[0]!();
    prepareStreamReader();
    expect(ScriptedWorker.started).toHaveLength(1);
    expect(idle).toHaveLength(1);
  });

  it('is what the next rewrite reads with, and the one after starts its own', async () => {
    const { prepareStreamReader, takeStreamReader } = await freshModule();
    prepareStreamReader();
    idle[0]!();
    const ready = ScriptedWorker.started[0];
    expect(takeStreamReader()).toBe(ready);
    const next = takeStreamReader();
    expect(next).not.toBe(ready);
    expect(ScriptedWorker.started).toHaveLength(2);
  });

  it('hands the rewrite its own error handling once taken', async () => {
    const { prepareStreamReader, takeStreamReader } = await freshModule();
    prepareStreamReader();
    idle[0]!();
    const taken = takeStreamReader() as unknown as ScriptedWorker;
    expect(taken.onerror).toBeNull();
  });

  it('whose script failed to load is ended, and the page reads the stream itself', async () => {
    const { prepareStreamReader, takeStreamReader } = await freshModule();
    prepareStreamReader();
    idle[0]!();
    const failed = ScriptedWorker.started[0]!;
    failed.failToLoad();
    expect(takeStreamReader()).toBeNull();
    expect(failed.ended).toBe(true);
  });

  it('is not started where the page has no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const { prepareStreamReader, takeStreamReader } = await freshModule();
    prepareStreamReader();
    expect(idle).toHaveLength(0);
    expect(takeStreamReader()).toBeNull();
  });
});
