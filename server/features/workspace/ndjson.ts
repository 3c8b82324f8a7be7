import type { ReferenceUse } from '@common/library';
import type { StreamLine, Usage } from '@common/transform';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/errors';
import type { TransformEvent } from './service';

/**
 * Turns a rewrite's events into newline-delimited JSON: `{"chunk"}` and `{"progress"}` lines,
 * then `{"done":true,"usage"}`, or one `{"error"}` line when it fails part-way. When the
 * rewrite uses library references, a `{"references"}` line comes first. `onEnd` runs when the
 * events end either way (before the last line, so the balance is settled when the browser
 * reads it).
 */
export async function* ndjsonLines(
  events: AsyncGenerator<TransformEvent, Usage>,
  log: FastifyBaseLogger,
  signal: AbortSignal,
  onEnd: () => Promise<unknown> = async () => undefined,
  references?: ReferenceUse,
): AsyncGenerator<string> {
  if (references && references.style + references.content > 0) yield line({ references });
  try {
    for (;;) {
      const next = await events.next();
      if (next.done) {
        await onEnd();
        yield line({ done: true, usage: next.value });
        return;
      }
      yield line(next.value);
    }
  } catch (error) {
    await onEnd();
    if (signal.aborted) return;
    const message =
      error instanceof AppError ? error.message : 'The transformation failed. Please try again.';
    log.warn({ err: error }, 'transformation stream failed');
    yield line({ error: message });
  }
}

function line(value: StreamLine): string {
  return `${JSON.stringify(value)}\n`;
}
