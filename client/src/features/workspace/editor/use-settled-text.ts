import { useDeferredValue, useEffect, useState } from 'react';
import { LARGE_TEXT_CHARS } from './large-text-loader';

/** How long a pause in typing a very long text is before what counts its words follows. */
const SETTLE_MS = 150;
/**
 * Up to this length the text is counted with the keystroke itself: a fraction of a millisecond,
 * less than the second render and frame that following it later costs
 * (docs/decisions/124-stream-reader-ready-before-click.md).
 */
const AT_ONCE_CHARS = 10_000;

/**
 * A text for what depends on all of it (its word count, the Chunk Manager's "large text" test).
 * A short text is itself. A longer one is React's deferred value, rendered after the keystroke;
 * past the large-text limit, it follows only once typing pauses, since counting a megabyte still
 * takes milliseconds that would otherwise come between a keystroke and the next frame.
 */
export function useSettledText(text: string): string {
  const atOnce = text.length <= AT_ONCE_CHARS;
  const long = text.length > LARGE_TEXT_CHARS;
  // Only a text in between is deferred: a deferred value that changes costs a second render of
  // its own after each keystroke, which a short text and a very long one do not use.
  const deferred = useDeferredValue(atOnce || long ? null : text);
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    if (!long) return;
    const timer = setTimeout(() => setPaused(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);
  if (atOnce) return text;
  return long ? paused : (deferred ?? text);
}
