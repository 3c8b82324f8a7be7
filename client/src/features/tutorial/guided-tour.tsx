import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { TOUR_STEPS } from './tour-steps';

const STEP_MS = 6000;

/**
 * The tutorial's video area: a self-contained guided tour that plays like a short video
 * (it advances on its own and can be paused), with no third-party player or network.
 */
export function GuidedTour() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const step = TOUR_STEPS[index]!;
  const Icon = step.icon;

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => setIndex((index + 1) % TOUR_STEPS.length), STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, index]);

  const go = (next: number) => setIndex((next + TOUR_STEPS.length) % TOUR_STEPS.length);

  return (
    <figure
      className="grid gap-4 rounded-xl border bg-gradient-to-br from-primary/10 via-background to-accent p-6"
      aria-roledescription="guided tour"
      aria-label="How Redraft works"
    >
      <div
        className="flex min-h-48 flex-col items-center justify-center gap-3 text-center"
        aria-live="polite"
      >
        <Icon className="size-12 text-primary" aria-hidden="true" />
        <p className="text-sm text-muted-foreground">
          Step {index + 1} of {TOUR_STEPS.length}
        </p>
        <h2 className="text-xl font-semibold">{step.title}</h2>
        <p className="max-w-prose text-muted-foreground">{step.body}</p>
      </div>
      <figcaption className="flex items-center justify-center gap-2">
        <Button
          variant="outline"
          size="icon"
          aria-label="Previous step"
          onClick={() => go(index - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={playing ? 'Pause the tour' : 'Play the tour'}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? <PauseIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
        </Button>
        <Button variant="outline" size="icon" aria-label="Next step" onClick={() => go(index + 1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <div className="ml-2 flex gap-1.5">
          {TOUR_STEPS.map((item, position) => (
            <button
              key={item.title}
              type="button"
              aria-label={`Go to step ${position + 1}: ${item.title}`}
              aria-current={position === index ? 'step' : undefined}
              onClick={() => go(position)}
              className={cn(
                'size-2.5 rounded-full bg-muted-foreground/30',
                position === index && 'bg-primary',
              )}
            />
          ))}
        </div>
      </figcaption>
    </figure>
  );
}
