import type { IncrementalFormatter } from '../stream/incremental-format';
import type { LiveText } from '../stream/live-text';

/** The shortest time between two repaints of a streaming answer: about 20 a second. */
const MIN_REPAINT_GAP_MS = 50;

/**
 * Shows a streaming answer in the output panel alone, at a pace the page can afford.
 *
 * Each repaint of the page costs the browser a few milliseconds, more for a long text: a
 * repaint waits five times what the last one cost, and at least 50 ms, so that a fast stream is
 * shown about 20 times a second and repainting takes at most about a sixth of the main thread at
 * any length (docs/decisions/115-streaming-output-paragraph-view.md). The wait is a timer, not
 * frames asked for and skipped: each frame asked for costs a render of the page.
 */
export function createRepaintSchedule(
  formatter: IncrementalFormatter,
  liveOutput: LiveText,
  signal: AbortSignal,
) {
  let frame = 0;
  let wait: ReturnType<typeof setTimeout> | undefined;
  let nextAt = 0;
  const flush = () => {
    frame = 0;
    if (signal.aborted || !formatter.raw()) return;
    const started = performance.now();
    // Until this repaint's cost is known, pieces wait the shortest gap.
    nextAt = started + MIN_REPAINT_GAP_MS;
    liveOutput.set(formatter.current().text);
    // The message arrives once this frame's render, layout and paint are done.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const now = performance.now();
      nextAt = now + Math.max(MIN_REPAINT_GAP_MS, 5 * (now - started));
    };
    channel.port2.postMessage(null);
  };
  return {
    schedule() {
      if (frame) return;
      const early = nextAt - performance.now();
      if (early <= 0) {
        frame = requestAnimationFrame(flush);
        return;
      }
      frame = -1;
      wait = setTimeout(() => {
        frame = requestAnimationFrame(flush);
      }, early);
    },
    stop() {
      cancelAnimationFrame(frame);
      clearTimeout(wait);
    },
  };
}
