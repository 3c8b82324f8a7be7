// Reads a streamed rewrite off the page's main thread. A fast answer arrives in hundreds of
// network pieces a second, each a task on the thread that reads it; here they are joined and
// handed to the page at most every BATCH_MS, about as often as the page repaints the output
// (docs/decisions/119-streaming-output-read-in-worker.md).
import type { TransformRequest } from '@common/transform';
import { openTransformStream, type ReaderMessage, readStreamLines } from './stream-lines';

/** The longest a piece waits to be handed over with the ones after it. */
const BATCH_MS = 25;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<{ request: TransformRequest }>) => void) | null;
  postMessage(message: ReaderMessage): void;
};

scope.onmessage = async ({ data: { request } }) => {
  let pending = '';
  let lastSent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    scope.postMessage({ type: 'chunk', text: pending });
    pending = '';
    lastSent = performance.now();
  };
  try {
    await readStreamLines(await openTransformStream(request), (line) => {
      if ('chunk' in line) {
        pending += line.chunk;
        const wait = lastSent + BATCH_MS - performance.now();
        if (wait <= 0) send();
        else timer ??= setTimeout(send, wait);
        return;
      }
      // Other lines keep their place: the pieces before them go first.
      send();
      scope.postMessage({ type: 'line', line });
    });
    send();
    scope.postMessage({ type: 'end' });
  } catch (error) {
    send();
    scope.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
