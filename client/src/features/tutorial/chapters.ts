// The tutorial video's chapters: which one is playing, and how a time reads on the page.
import video from './tutorial-video.json';

export interface Chapter {
  id: string;
  title: string;
  /** Seconds from the start of the video. */
  start: number;
  /** What the narrator says in this chapter (the captions, as one paragraph). */
  transcript: string;
}

/** Written by `npm run tutorial:video` together with the WebM and its captions. */
export const TUTORIAL_CHAPTERS: Chapter[] = video.chapters;
export const TUTORIAL_DURATION: number = video.duration;

export const TUTORIAL_MEDIA = {
  video: '/tutorial/redraft-tutorial.webm',
  captions: '/tutorial/redraft-tutorial.vtt',
  poster: '/tutorial/redraft-tutorial-poster.jpg',
} as const;

/** The chapter playing at `time`: the last one that has started (the first before any has). */
export function chapterAt(chapters: Chapter[], time: number): Chapter | undefined {
  let current = chapters[0];
  for (const chapter of chapters) if (chapter.start <= time + 0.05) current = chapter;
  return current;
}

/** `m:ss`, as video players show times. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** `1 minute 5 seconds`, for screen readers. */
export function spokenDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (minutes === 0) return part(rest, 'second');
  return rest === 0
    ? part(minutes, 'minute')
    : `${part(minutes, 'minute')} ${part(rest, 'second')}`;
}
