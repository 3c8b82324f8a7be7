// A worker that misbehaves on request, to prove the pool's limits: it loops forever, eats heap
// or buffer memory, exits, throws, or answers normally. It runs as a thread or as a process.
import { parentPort } from 'node:worker_threads';

const port = parentPort ?? {
  on: (event, listener) => process.on(event, listener),
  postMessage: (message) => process.send(message),
};

port.on('message', ({ id, payload }) => {
  if (payload === 'loop') for (;;);
  if (payload === 'eat') {
    const hoard = [];
    for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
  }
  if (payload === 'eat-buffers') {
    // Outside the V8 heap: only a limit on the whole process stops this.
    const hoard = [];
    for (;;) hoard.push(Buffer.alloc(16 * 1024 * 1024, 1));
  }
  if (payload === 'grow') {
    globalThis.kept = Buffer.alloc(96 * 1024 * 1024, 1);
    port.postMessage({ id, ok: true, value: 'grown', rssMb: process.memoryUsage.rss() / 2 ** 20 });
    return;
  }
  if (payload === 'exit') process.exit(3);
  if (payload === 'throw') throw new Error('parser bug');
  port.postMessage({ id, ok: true, value: `echo ${payload}` });
});
// Loaded and listening, as serveJobs says it (server/lib/worker-port.ts).
port.postMessage({ ready: true });
