/**
 * How a text shown as paragraphs changes into the next one. A streamed rewrite mostly grows at
 * its end, and formatting may still change its last paragraphs, so the paragraphs before the
 * first that differs are kept as they are on the page and only the rest is written again.
 *
 * Paragraphs are cut at each blank line ("\n\n"); any further line break stays in the
 * paragraph after it, so that joining the parts with "\n\n" gives the text back exactly.
 */
export interface ParagraphChange {
  /** How many of the shown paragraphs stay untouched. */
  kept: number;
  /** The paragraphs that follow them, to write in place of the rest. */
  rewritten: string[];
  /** Every paragraph of the new text. */
  paragraphs: string[];
}

export function splitParagraphs(text: string): string[] {
  return text.split('\n\n');
}

export function paragraphChange(shown: readonly string[], text: string): ParagraphChange {
  const paragraphs = splitParagraphs(text);
  let kept = 0;
  while (kept < shown.length && kept < paragraphs.length && shown[kept] === paragraphs[kept]) {
    kept++;
  }
  return { kept, rewritten: paragraphs.slice(kept), paragraphs };
}
