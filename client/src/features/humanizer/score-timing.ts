import {
  LONG_TEXT_CHARS,
  LONG_TEXT_DEBOUNCE_MS,
  MIN_SCORE_CHARS,
  SHORT_TEXT_DEBOUNCE_MS,
} from '@common/humanizer';

/**
 * When a box's text is scored after it changes (spec §5): never under 50 characters; after a
 * 2-second pause once it is over 100; after 1 second while it is between 50 and 100.
 */
export function scoreDelay(text: string): number | null {
  const length = text.trim().length;
  if (length < MIN_SCORE_CHARS) return null;
  return length > LONG_TEXT_CHARS ? LONG_TEXT_DEBOUNCE_MS : SHORT_TEXT_DEBOUNCE_MS;
}
