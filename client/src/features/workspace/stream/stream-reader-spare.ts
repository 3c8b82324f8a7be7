// The stream reader's worker is started ahead of the click that needs it. A worker's start is a
// new JavaScript engine on a thread of its own, 20–30 ms of work; started in the click, it ran
// beside the page's answer to the click and took its share of a two-core machine's time in
// those frames (docs/decisions/124-stream-reader-ready-before-click.md). One worker is kept ready,
// started when the page is
// idle, and used for one rewrite: ending a rewrite still ends its worker.

import { whenIdle } from '@/lib/lazy-named';

interface Spare {
  worker: Worker;
  /** Its script could not load: a rewrite then reads on the page. */
  failed: boolean;
}

let spare: Spare | null = null;
let scheduled = false;

function startWorker(): Worker {
  return new Worker(new URL('./stream-reader.worker.ts', import.meta.url), {
    type: 'module',
    name: 'stream-reader',
  });
}

function startSpare() {
  scheduled = false;
  if (spare) return;
  try {
    const ready: Spare = { worker: startWorker(), failed: false };
    // Heard only while it waits: once taken, the rewrite's own handler answers its errors.
    ready.worker.onerror = (event) => {
      event.preventDefault();
      ready.failed = true;
    };
    spare = ready;
  } catch {
    // No worker here: each rewrite tries again, and reads on the page.
  }
}

/** Has a reader ready for the next rewrite, started when the page has nothing else to do. */
export function prepareStreamReader(): void {
  if (spare || scheduled || typeof Worker === 'undefined') return;
  scheduled = true;
  whenIdle(startSpare);
}

/**
 * The reader for a rewrite: the one kept ready, or one started now. Null when no worker can
 * read here, and the page reads the stream itself.
 */
export function takeStreamReader(): Worker | null {
  const ready = spare;
  spare = null;
  if (ready && !ready.failed) {
    ready.worker.onerror = null;
    return ready.worker;
  }
  if (ready) {
    ready.worker.terminate();
    return null;
  }
  try {
    return startWorker();
  } catch {
    return null;
  }
}
