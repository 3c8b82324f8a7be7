// A parsing worker that misbehaves on request, to prove the pool's limits: it loops forever,
// eats memory, exits, throws, or answers normally.
import { parentPort } from 'node:worker_threads';

parentPort.on('message', ({ id, payload }) => {
  if (payload === 'loop') for (;;);
  if (payload === 'eat') {
    const hoard = [];
    for (;;) hoard.push(new Array(1_000_000).fill(Math.random()));
  }
  if (payload === 'exit') process.exit(3);
  if (payload === 'throw') throw new Error('parser bug');
  parentPort.postMessage({ id, ok: true, value: `echo ${payload}` });
});
