/**
 * Gives the main thread back to the browser for a turn: a key pressed or a click meanwhile is
 * handled, and a frame may be drawn, before the caller goes on. `scheduler.yield()` where the
 * browser has it (the caller goes on ahead of other waiting tasks), else a message posted to
 * itself, which runs as a new task without the delay a nested `setTimeout` may add.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
