import { describe, expect, it } from 'vitest';
import { type ReviewState, reviewReducer, stepChange } from './review-state';

const empty: ReviewState = { decisions: {}, history: [] };

describe('reviewReducer', () => {
  it('decides one change, all of them, and undoes step by step', () => {
    let state = reviewReducer(empty, { type: 'decide', id: 1, decision: 'rejected' });
    state = reviewReducer(state, { type: 'decide-all', ids: [0, 1, 2], decision: 'accepted' });
    expect(state.decisions).toEqual({ 0: 'accepted', 1: 'rejected', 2: 'accepted' });
    state = reviewReducer(state, { type: 'undo' });
    expect(state.decisions).toEqual({ 1: 'rejected' });
    state = reviewReducer(state, { type: 'undo' });
    expect(state.decisions).toEqual({});
    expect(reviewReducer(state, { type: 'undo' })).toBe(state);
  });

  it('does not record a decision that changes nothing', () => {
    const once = reviewReducer(empty, { type: 'decide', id: 3, decision: 'accepted' });
    expect(reviewReducer(once, { type: 'decide', id: 3, decision: 'accepted' })).toBe(once);
    expect(reviewReducer(once, { type: 'decide-all', ids: [3], decision: 'rejected' })).toBe(once);
  });
});

describe('stepChange', () => {
  it('goes to the next and previous change, wrapping around', () => {
    expect(stepChange([4, 7, 9], null, 1)).toBe(4);
    expect(stepChange([4, 7, 9], null, -1)).toBe(9);
    expect(stepChange([4, 7, 9], 9, 1)).toBe(4);
    expect(stepChange([4, 7, 9], 4, -1)).toBe(9);
    expect(stepChange([], null, 1)).toBeNull();
  });
});
