import type { CheckWritingResponse, WritingDialect } from '@common/writing';
import type { CheckReply, CheckRequest } from './checker-messages';

/**
 * The page's side of the checker: one worker for the page, started by the first check (so the
 * first page never loads Harper), answering one text at a time.
 */
let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: CheckReply) => void>();

function checkerWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./checker.worker.ts', import.meta.url), {
      type: 'module',
      name: 'writing-checker',
    });
    worker.onmessage = (event: MessageEvent<CheckReply>) => {
      waiting.get(event.data.id)?.(event.data);
      waiting.delete(event.data.id);
    };
    worker.onerror = () => {
      for (const resolve of waiting.values()) resolve({ id: 0, ok: false });
      waiting.clear();
      worker = null;
    };
  }
  return worker;
}

/** The issues and readability of a text, or null when the checker could not run. */
export function checkInWorker(
  text: string,
  dialect: WritingDialect,
): Promise<CheckWritingResponse | null> {
  const id = nextId++;
  return new Promise((resolve) => {
    waiting.set(id, (reply) => resolve(reply.ok ? reply.result : null));
    checkerWorker().postMessage({ id, text, dialect } satisfies CheckRequest);
  });
}
