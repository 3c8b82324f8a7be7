// A scoring worker thread: runs the embedded detector off the server's event loop, so a very
// long text (the body limit allows 2 MB, seconds of scoring) never stalls other requests.
import { parentPort } from 'node:worker_threads';
import { scoreLocally } from './scores';

parentPort?.on('message', ({ id, payload }: { id: number; payload: { text: string } }) => {
  try {
    parentPort?.postMessage({ id, ok: true, value: scoreLocally(payload.text) });
  } catch {
    parentPort?.postMessage({ id, ok: false, status: 500, message: 'Failed to detect AI content' });
  }
});
