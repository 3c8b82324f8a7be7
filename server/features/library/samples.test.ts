import { describe, expect, it } from 'vitest';
import { cutText, fitToBudget } from './samples';

const sample = (id: number, text: string) => ({ id, name: `R${id}`, text });

describe('fitting reference samples into a budget', () => {
  it('keeps everything when it fits', () => {
    const samples = [sample(1, 'One.'), sample(2, 'Two.')];
    expect(fitToBudget(samples, 100)).toEqual({ samples, shortened: false });
  });

  it('keeps short references whole and shares the rest fairly', () => {
    const result = fitToBudget(
      [sample(1, 'x'.repeat(1000)), sample(2, 'Short.'), sample(3, 'y'.repeat(1000))],
      406,
    );
    expect(result.shortened).toBe(true);
    expect(result.samples.map((s) => s.text.length)).toEqual([200, 6, 200]);
    expect(result.samples.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('drops what a zero budget leaves empty', () => {
    expect(fitToBudget([sample(1, 'Text.')], 0)).toEqual({ samples: [], shortened: true });
  });

  it('cuts at a sentence end when one is near', () => {
    const text = 'First sentence here. Second sentence here. Third one is long.';
    expect(cutText(text, 50)).toBe('First sentence here. Second sentence here.');
    expect(cutText('Para one is here.\n\nPara two goes on', 24)).toBe('Para one is here.');
  });
});
