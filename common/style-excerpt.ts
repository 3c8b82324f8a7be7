/**
 * The most text one style profile reads (docs/style-match.md, decision 134). A profile is a
 * set of rates and means: past some 15,000 words they no longer move, while the work grows
 * with the text (about 3 ms per 1,000 characters). Longer texts, and the samples of every
 * active style reference together, are profiled from an excerpt of this length.
 */
export const MAX_PROFILE_CHARS = 100_000;
/** Pieces spread evenly over a long text, so the excerpt stands for all of it, not its start. */
const EXCERPT_PIECES = 10;

/** Where a sentence ends: its mark, any closing quotes or brackets, then space. */
const SENTENCE_END = /[.!?…]["'”’)\]]*\s+|\n\s*/g;

/** A piece of a long text from the end of its first sentence to the end of its last one. */
function wholeSentences(piece: string, atStart: boolean): string {
  let from = 0;
  if (!atStart) {
    SENTENCE_END.lastIndex = 0;
    const first = SENTENCE_END.exec(piece);
    from = first ? first.index + first[0].length : Math.max(0, piece.search(/\s/) + 1);
  }
  let to = piece.length;
  let last: RegExpExecArray | null = null;
  SENTENCE_END.lastIndex = from;
  for (let match = SENTENCE_END.exec(piece); match; match = SENTENCE_END.exec(piece)) last = match;
  if (last && last.index + 1 > from) to = last.index + last[0].length;
  else {
    const space = piece.lastIndexOf(' ');
    if (space > from) to = space;
  }
  return piece.slice(from, to).trim();
}

/**
 * The text itself when it is short enough to profile; otherwise at most MAX_PROFILE_CHARS
 * characters taken as whole sentences from evenly spaced places, one paragraph per place.
 */
export function profileExcerpt(text: string, maxChars = MAX_PROFILE_CHARS): string {
  if (text.length <= maxChars) return text;
  const pieceChars = Math.floor(maxChars / EXCERPT_PIECES);
  const stride = text.length / EXCERPT_PIECES;
  const pieces: string[] = [];
  for (let index = 0; index < EXCERPT_PIECES; index++) {
    const start = Math.floor(index * stride);
    const piece = wholeSentences(text.slice(start, start + pieceChars), index === 0);
    if (piece) pieces.push(piece);
  }
  return pieces.join('\n\n').slice(0, maxChars);
}
