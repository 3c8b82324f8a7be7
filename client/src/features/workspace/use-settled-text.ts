import { useDeferredValue, useEffect, useState } from 'react';
import { LARGE_TEXT_CHARS } from './large-text-loader';

/** How long a pause in typing a very long text is before what counts its words follows. */
const SETTLE_MS = 150;

/**
 * A text for what depends on all of it (its word count, the Chunk Manager's "large text" test):
 * React's deferred value, rendered after the keystroke; for a text past the large-text limit,
 * only once typing pauses, since counting a megabyte still takes milliseconds that would otherwise
 * come between a keystroke and the next frame.
 */
export function useSettledText(text: string): string {
  const deferred = useDeferredValue(text);
  const long = text.length > LARGE_TEXT_CHARS;
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    if (!long) return;
    const timer = setTimeout(() => setPaused(text), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [text, long]);
  return long ? paused : deferred;
}
