import { describe, expect, it } from 'vitest';
import {
  concatScript,
  LEAD_IN,
  narrationLength,
  placeSentences,
  SENTENCE_GAP,
  TAIL,
  thinFrames,
} from './timeline';

describe('narration timeline', () => {
  it('makes a scene long enough for its sentences, gaps, lead-in and tail', () => {
    expect(narrationLength([2, 3])).toBeCloseTo(LEAD_IN + 5 + SENTENCE_GAP + TAIL, 9);
    expect(narrationLength([])).toBeCloseTo(LEAD_IN + TAIL, 9);
  });

  it('places sentences one after another from the start of their scene', () => {
    const placements = placeSentences([
      { start: 0, sentenceDurations: [2, 1] },
      { start: 10, sentenceDurations: [3] },
    ]);
    expect(placements).toEqual([
      { scene: 0, sentence: 0, start: LEAD_IN, duration: 2 },
      { scene: 0, sentence: 1, start: LEAD_IN + 2 + SENTENCE_GAP, duration: 1 },
      { scene: 1, sentence: 0, start: 10 + LEAD_IN, duration: 3 },
    ]);
  });
});

describe('frames', () => {
  it('keeps the last frame of each time slot, in time order', () => {
    const frames = [0.31, 0, 0.05, 0.09, 0.1, 2].map((time) => ({ time, file: `f${time}` }));
    expect(thinFrames(frames, 0.1).map((frame) => frame.time)).toEqual([0.09, 0.1, 0.31, 2]);
  });

  it('writes a concat script that shows each frame until the next and the last until the end', () => {
    const script = concatScript(
      [
        { time: 0, file: '/tmp/a.jpg' },
        { time: 1.5, file: "/tmp/it's.jpg" },
      ],
      4,
    );
    expect(script).toBe(
      [
        'ffconcat version 1.0',
        "file '/tmp/a.jpg'",
        'duration 1.500',
        "file '/tmp/it'\\''s.jpg'",
        'duration 2.500',
        "file '/tmp/it'\\''s.jpg'",
        '',
      ].join('\n'),
    );
    expect(() => concatScript([], 1)).toThrow(/No frames/);
  });
});
