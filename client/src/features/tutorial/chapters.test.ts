import { describe, expect, it } from 'vitest';
import {
  type Chapter,
  chapterAt,
  formatClock,
  spokenDuration,
  TUTORIAL_CHAPTERS,
} from './chapters';

const chapters: Chapter[] = [
  { id: 'a', title: 'A', start: 0, transcript: 'a' },
  { id: 'b', title: 'B', start: 10, transcript: 'b' },
  { id: 'c', title: 'C', start: 25.5, transcript: 'c' },
];

describe('tutorial chapters', () => {
  it('knows which chapter is playing', () => {
    expect(chapterAt(chapters, 0)?.id).toBe('a');
    expect(chapterAt(chapters, 9.9)?.id).toBe('a');
    // A seek lands a few milliseconds early on some browsers: it still counts as the chapter.
    expect(chapterAt(chapters, 9.97)?.id).toBe('b');
    expect(chapterAt(chapters, 30)?.id).toBe('c');
    expect(chapterAt([], 3)).toBeUndefined();
  });

  it('formats times as a player does, and for a screen reader', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(9.9)).toBe('0:09');
    expect(formatClock(125)).toBe('2:05');
    expect(spokenDuration(1)).toBe('1 second');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(107)).toBe('1 minute 47 seconds');
  });

  it('comes from the generated chapter list', () => {
    expect(TUTORIAL_CHAPTERS.length).toBeGreaterThan(3);
    expect(TUTORIAL_CHAPTERS[0]!.title).toBe('Welcome');
  });
});
