import { setMaxListeners } from 'node:events';

/**
 * Runs several streaming tasks with at most `concurrency` in flight and yields their items in
 * task order: task 2's items wait until task 1 has finished, so a document processed in
 * chunks still reads from the top while later chunks are already being written.
 */
export async function* orderedStreams<T>(
  tasks: Array<(signal: AbortSignal) => AsyncIterable<T>>,
  concurrency: number,
  signal?: AbortSignal,
): AsyncGenerator<{ index: number; item: T } | { index: number; finished: true }> {
  const controller = new AbortController();
  // Every task and its provider call listen on this one signal; a long document has many.
  setMaxListeners(4 * tasks.length + 10, controller.signal);
  const stopAll = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', stopAll, { once: true });

  interface Channel {
    items: T[];
    done: boolean;
    error?: unknown;
    wake?: () => void;
  }
  const channels: Channel[] = tasks.map(() => ({ items: [], done: false }));
  let next = 0;

  const start = (index: number) => {
    const channel = channels[index]!;
    const notify = () => {
      channel.wake?.();
      channel.wake = undefined;
    };
    (async () => {
      try {
        for await (const item of tasks[index]!(controller.signal)) {
          channel.items.push(item);
          notify();
        }
      } catch (error) {
        channel.error = error;
      } finally {
        channel.done = true;
        notify();
        if (next < tasks.length && !controller.signal.aborted) start(next++);
      }
    })();
  };

  try {
    while (next < Math.min(concurrency, tasks.length)) start(next++);
    for (let index = 0; index < channels.length; index++) {
      const channel = channels[index]!;
      for (;;) {
        while (channel.items.length > 0) yield { index, item: channel.items.shift()! };
        if (channel.error !== undefined) throw channel.error;
        if (channel.done) break;
        await new Promise<void>((resolve) => {
          channel.wake = resolve;
        });
      }
      yield { index, finished: true };
    }
  } finally {
    // Whoever stops reading (an error, a closed browser) stops every task still running.
    stopAll();
    signal?.removeEventListener('abort', stopAll);
  }
}
