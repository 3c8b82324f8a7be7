import { describe, expect, it } from 'vitest';
import { locateSentences, scoreLocally } from './scores';

describe('locateSentences', () => {
  it("places a provider's sentences in the text, in order, even when repeated", () => {
    const text = 'Yes. No.  Yes. Maybe so.';
    const located = locateSentences(text, [
      { sentence: 'Yes.', probability: 0.1 },
      { sentence: 'No.', probability: 0.2 },
      { sentence: ' Yes.', probability: 0.3 },
      { sentence: 'Not there.', probability: 0.4 },
      { sentence: 'Maybe so.', probability: 0.5 },
    ]);
    expect(located.map((s) => [s.start, s.end])).toEqual([
      [0, 4],
      [5, 8],
      [10, 14],
      [14, 14],
      [15, 24],
    ]);
    for (const s of located.filter((x) => x.end > x.start)) {
      expect(text.slice(s.start, s.end)).toBe(s.text);
    }
  });
});

describe('scoreLocally', () => {
  it('gives the shipped threshold and sentence spans that slice the text', () => {
    const text =
      'I walk to school. It takes ten minutes. My friend walks with me. We talk about football.';
    const scores = scoreLocally(text);
    expect(scores.detector).toBe('local');
    expect(scores.threshold).toBeGreaterThan(0.5);
    expect(scores.sentences).toHaveLength(4);
    for (const s of scores.sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });
});
