import { describe, expect, it } from 'vitest';
import {
  blendHeights,
  estimateHeight,
  offsetsOf,
  revealScrollTop,
  visibleRange,
} from './virtual-window';

describe('virtual window', () => {
  const offsets = offsetsOf([100, 50, 200, 100, 100]); // tops 0, 100, 150, 350, 450; total 550

  it('sums the heights into the tops of the items', () => {
    expect([...offsets]).toEqual([0, 100, 150, 350, 450, 550]);
  });

  it('creates the items crossing the viewport, and the overscan around it', () => {
    expect(visibleRange(offsets, 0, 120, 0)).toEqual({ start: 0, end: 2 });
    expect(visibleRange(offsets, 160, 100, 0)).toEqual({ start: 2, end: 3 });
    // An item ending exactly at the viewport's top is out of it.
    expect(visibleRange(offsets, 150, 10, 0)).toEqual({ start: 2, end: 3 });
    expect(visibleRange(offsets, 160, 100, 60)).toEqual({ start: 1, end: 3 });
    expect(visibleRange(offsets, 160, 100, 100)).toEqual({ start: 0, end: 4 });
    expect(visibleRange(offsets, 10_000, 100, 0)).toEqual({ start: 4, end: 5 });
    expect(visibleRange(offsetsOf([]), 0, 100, 0)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the window of a long list small', () => {
    const many = offsetsOf(new Array(50_000).fill(28));
    const { start, end } = visibleRange(many, 28 * 30_000, 600, 300);
    expect(end - start).toBeLessThan(50);
    expect(start).toBeLessThanOrEqual(30_000);
    expect(end).toBeGreaterThan(30_000 + 600 / 28);
  });

  it('scrolls to an item out of view, a third down the viewport, and not to one in view', () => {
    expect(revealScrollTop(offsets, 1, 0, 300)).toBeNull();
    expect(revealScrollTop(offsets, 3, 0, 300)).toBe(350 - 100);
    expect(revealScrollTop(offsets, 0, 200, 300)).toBe(0);
    expect(revealScrollTop(offsets, 9, 0, 300)).toBeNull();
  });

  it('guesses a height from the length, and scales the guesses by the measured ones', () => {
    expect(estimateHeight(0, 100, 28)).toBe(28);
    expect(estimateHeight(250, 100, 28, 4)).toBe(3 * 28 + 4);
    const heights = blendHeights([100, 100, 100, 100], new Map([[0, 150]]));
    expect([...heights]).toEqual([150, 150, 150, 150]);
    expect([...blendHeights([100, 50], new Map())]).toEqual([100, 50]);
  });
});
