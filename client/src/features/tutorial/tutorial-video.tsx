import { PlayIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import {
  chapterAt,
  formatClock,
  spokenDuration,
  TUTORIAL_CHAPTERS,
  TUTORIAL_DURATION,
  TUTORIAL_MEDIA,
} from './chapters';

/**
 * The tutorial video (a recording of Redraft itself, made by `npm run tutorial:video`) with
 * English captions on by default, and its chapters beside it: each chapter's button seeks the
 * video there, and its text is the narration, so the page reads as a transcript too.
 */
export function TutorialVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [current, setCurrent] = useState<string | undefined>(undefined);

  const seek = (start: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = start;
    setCurrent(chapterAt(TUTORIAL_CHAPTERS, start)?.id);
    void video.play().catch(() => {
      // Autoplay rules may refuse; the video still shows the chosen chapter's first frame.
    });
    // Centred rather than scrolled to the top, where the sticky header would cover it.
    video.focus({ preventScroll: true });
    video.scrollIntoView({ block: 'center' });
  };

  return (
    <section aria-labelledby="tutorial-video-title" className="grid gap-4">
      <h2 id="tutorial-video-title" className="sr-only">
        Tutorial video
      </h2>
      <div className="overflow-hidden rounded-xl border bg-black shadow-sm">
        <video
          ref={videoRef}
          className="aspect-video w-full"
          controls
          preload="metadata"
          poster={TUTORIAL_MEDIA.poster}
          aria-label={`Redraft tutorial, ${spokenDuration(TUTORIAL_DURATION)}, with captions`}
          onTimeUpdate={(event) =>
            setCurrent(chapterAt(TUTORIAL_CHAPTERS, event.currentTarget.currentTime)?.id)
          }
        >
          <source src={TUTORIAL_MEDIA.video} type="video/webm" />
          <track
            kind="captions"
            src={TUTORIAL_MEDIA.captions}
            srcLang="en"
            label="English"
            default
          />
          Your browser cannot play this video.{' '}
          <a href={TUTORIAL_MEDIA.video}>Download the tutorial video</a>.
        </video>
      </div>
      <nav aria-labelledby="tutorial-chapters-title" className="grid gap-3">
        <h2 id="tutorial-chapters-title" className="text-lg font-semibold">
          Chapters and transcript
        </h2>
        <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {TUTORIAL_CHAPTERS.map((chapter) => {
            const playing = chapter.id === current;
            return (
              <li
                key={chapter.id}
                className={cn(
                  'grid content-start gap-1 rounded-lg border bg-card p-3 text-card-foreground',
                  playing && 'border-primary bg-primary/5',
                )}
              >
                <button
                  type="button"
                  onClick={() => seek(chapter.start)}
                  aria-current={playing ? 'true' : undefined}
                  className="-m-1 flex items-center gap-2 rounded-md p-1 text-left font-medium hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <PlayIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  <span className="tabular-nums text-muted-foreground">
                    {formatClock(chapter.start)}
                  </span>
                  <span>{chapter.title}</span>
                </button>
                <p className="text-sm text-muted-foreground">{chapter.transcript}</p>
              </li>
            );
          })}
        </ol>
      </nav>
    </section>
  );
}
