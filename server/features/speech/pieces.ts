import { collapseWhitespace } from '@common/text-rules';

/**
 * Splits a long text into pieces of at most `maxChars`, at sentence ends where possible, so
 * that each piece is spoken as a whole and the joins fall where a reader pauses anyway.
 * Nothing is dropped: the pieces, joined with single spaces, hold every word of the text.
 */
export function splitIntoPieces(text: string, maxChars: number): string[] {
  const sentences = collapseWhitespace(text)
    .trim()
    .split(/(?<=[.!?…;:])\s+/)
    .filter(Boolean);
  const pieces: string[] = [];
  let current = '';
  for (const sentence of sentences.flatMap((s) => splitLongSentence(s, maxChars))) {
    if (current && current.length + 1 + sentence.length > maxChars) {
      pieces.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/** A sentence longer than a piece is cut at commas, then at spaces, then anywhere. */
function splitLongSentence(sentence: string, maxChars: number): string[] {
  if (sentence.length <= maxChars) return [sentence];
  const parts: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars + 1);
    let cut = window.lastIndexOf(', ') + 1;
    if (cut <= 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = maxChars;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}
