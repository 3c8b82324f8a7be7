import { describe, expect, it } from 'vitest';
import { FaultState } from './faults';

describe('FaultState', () => {
  it('lets `after` requests through, then fails the rest (or `times` of them)', () => {
    const state = new FaultState();
    state.set({ kind: 'status', status: 500, after: 2, times: 1 });
    expect([state.take(), state.take(), state.take()?.kind, state.take()]).toEqual([
      null,
      null,
      'status',
      null,
    ]);
  });

  it('starts counting again when set anew', () => {
    const state = new FaultState();
    state.set({ kind: 'status', status: 503, after: 1 });
    state.take();
    state.set({ kind: 'status', status: 503, after: 1 });
    expect(state.take()).toBeNull();
    expect(state.take()?.kind).toBe('status');
  });
});
