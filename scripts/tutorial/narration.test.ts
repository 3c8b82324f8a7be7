import { describe, expect, it } from 'vitest';
import { durationOf, mixNarration } from './narration';

describe('narration track', () => {
  it('puts each sentence at its place in one track of the given length', () => {
    const speech = [[{ sampleRate: 10, samples: Int16Array.from([1, 2, 3]) }]];
    const track = mixNarration(
      speech,
      [{ scene: 0, sentence: 0, start: 0.5, duration: 0.3 }],
      1,
      10,
    );
    expect(Array.from(track)).toEqual([0, 0, 0, 0, 0, 1, 2, 3, 0, 0]);
    expect(durationOf(speech[0]![0]!)).toBeCloseTo(0.3, 9);
  });

  it('cuts a sentence that would run past the end', () => {
    const speech = [[{ sampleRate: 10, samples: Int16Array.from([5, 6, 7]) }]];
    const track = mixNarration(
      speech,
      [{ scene: 0, sentence: 0, start: 0.8, duration: 0.3 }],
      1,
      10,
    );
    expect(Array.from(track.slice(8))).toEqual([5, 6]);
  });
});
