import { beforeEach, describe, expect, it } from 'vitest';
import { restoreReview, saveReview } from './saved-review';

/** The browser's localStorage, in memory: the unit project runs in Node. */
const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
  clear: () => store.clear(),
  key: (index: number) => [...store.keys()][index] ?? null,
  get length() {
    return store.size;
  },
};

describe('saved review', () => {
  beforeEach(() => store.clear());

  it('continues a saved review while the result is its merged text', () => {
    const source = 'I saw a cat.';
    const proposed = 'I noticed a dog.';
    saveReview('output', { source, proposed, decisions: { 0: 'rejected' } }, 'I saw a dog.');
    expect(restoreReview('output', source, 'I saw a dog.')).toEqual({
      source,
      proposed,
      decisions: { 0: 'rejected' },
    });
    // The same length, another text: the fingerprint tells them apart.
    expect(restoreReview('output', source, 'I saw a cow.').decisions).toEqual({});
  });

  it('starts anew when the result was changed since, or the source differs', () => {
    saveReview('output', { source: 'a b', proposed: 'a c', decisions: {} }, 'a c');
    expect(restoreReview('output', 'a b', 'a d')).toEqual({
      source: 'a b',
      proposed: 'a d',
      decisions: {},
    });
    expect(restoreReview('output', 'other', 'a c').source).toBe('other');
    expect(restoreReview('output', 'a b', 'a c').proposed).toBe('a c');
    // Without the merged text's fingerprint (an older entry), the diff tells.
    store.set(
      'redraft-review-output',
      JSON.stringify({ source: 'a b', proposed: 'a c', decisions: { 0: 'rejected' } }),
    );
    expect(restoreReview('output', 'a b', 'a b').decisions).toEqual({ 0: 'rejected' });
    store.set('redraft-review-output', '{not json');
    expect(restoreReview('output', 'a b', 'a c').proposed).toBe('a c');
  });
});
