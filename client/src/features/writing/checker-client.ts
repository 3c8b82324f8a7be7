import type { CheckWritingResponse, WritingDialect } from '@common/writing';
import type { CheckReply, CheckRequest } from './checker-messages';

/**
 * The page's side of the checker: one worker for the page, started by the first check (so the
 * first page never loads Harper), checking one text at a time. While it checks, each box keeps
 * at most one text waiting, its latest: a long text typed into never piles up stale checks.
 */
let worker: Worker | null = null;
let nextId = 1;
let running: { id: number; resolve: (result: CheckWritingResponse | null) => void } | null = null;

interface Waiting {
  box: string;
  request: CheckRequest;
  resolve: (result: CheckWritingResponse | null) => void;
}
const waiting: Waiting[] = [];

function checkerWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./checker.worker.ts', import.meta.url), {
      type: 'module',
      name: 'writing-checker',
    });
    worker.onmessage = (event: MessageEvent<CheckReply>) => {
      const reply = event.data;
      if (running?.id !== reply.id) return;
      running.resolve(reply.ok ? reply.result : null);
      running = null;
      sendNext();
    };
    worker.onerror = () => {
      // The checker could not load (an old deployment, memory): nothing is underlined.
      running?.resolve(null);
      running = null;
      for (const item of waiting.splice(0)) item.resolve(null);
      worker?.terminate();
      worker = null;
    };
  }
  return worker;
}

function sendNext() {
  const next = waiting.shift();
  if (!next) return;
  running = { id: next.request.id, resolve: next.resolve };
  checkerWorker().postMessage(next.request);
}

/**
 * The issues and readability of a box's text, or null when the checker could not run or a newer
 * text of the same box took this one's place.
 */
export function checkInWorker(
  box: string,
  text: string,
  dialect: WritingDialect,
): Promise<CheckWritingResponse | null> {
  return new Promise((resolve) => {
    const request: CheckRequest = { id: nextId++, text, dialect };
    const older = waiting.findIndex((item) => item.box === box);
    if (older >= 0) waiting.splice(older, 1)[0]!.resolve(null);
    waiting.push({ box, request, resolve });
    if (!running) sendNext();
  });
}
