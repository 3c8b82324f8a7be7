/**
 * Below this many words a detection verdict is marked low-confidence (issue 14): the local
 * detector reads rates and spreads over sentences, and on held-out texts of about 50 words it
 * ranks AI and human barely better than chance (docs/detector.md). Kept free of zod so the
 * detector's worker can import it.
 */
export const LOW_CONFIDENCE_WORDS = 150;

/** The short note shown beside a low-confidence verdict. */
export const LOW_CONFIDENCE_NOTE = `Low confidence: this text is under ${LOW_CONFIDENCE_WORDS} words, too short for a reliable verdict.`;
