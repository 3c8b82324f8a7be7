// Where the tutorial video's files live: the WebM, captions and poster in client/public (the
// built client serves them under /tutorial/), and the chapter list the page imports.

export const TUTORIAL_FILES = {
  video: 'client/public/tutorial/redraft-tutorial.webm',
  captions: 'client/public/tutorial/redraft-tutorial.vtt',
  poster: 'client/public/tutorial/redraft-tutorial-poster.jpg',
  chapters: 'client/src/features/tutorial/tutorial-video.json',
} as const;

export interface TutorialVideo {
  /** Seconds. */
  duration: number;
  chapters: { id: string; title: string; start: number; transcript: string }[];
}
