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
}

const BREAK = '\n\n';

export function splitParagraphs(text: string): string[] {
  return text.split(BREAK);
}

/** The paragraphs on the page and where each starts in their text. */
export class ShownParagraphs {
  private text = '';
  private starts: number[] = [];

  /**
   * Takes the next text and says what changes. Only the text from the last kept paragraph on is
   * split again: at 100k characters, splitting the whole text every frame took a tenth of the
   * stream's main-thread time.
   */
  update(next: string): ParagraphChange {
    let kept = this.starts.length;
    // A paragraph is kept when everything up to its end (and the break after it) is unchanged.
    // The last one shown may still grow, so it is written again unless the text is the same.
    while (kept > 0 && !startsWith(next, this.text, this.endOf(kept - 1))) kept--;
    if (next === this.text) return { kept, rewritten: [] };
    if (kept === this.starts.length) kept--;
    const from = kept > 0 ? this.endOf(kept - 1) : 0;
    const rewritten = splitParagraphs(next.slice(from));
    this.starts.length = Math.max(kept, 0);
    let at = from;
    for (const paragraph of rewritten) {
      this.starts.push(at);
      at += paragraph.length + BREAK.length;
    }
    this.text = next;
    return { kept: Math.max(kept, 0), rewritten };
  }

  /** Where paragraph `index` ends, with the break after it (the text's end for the last one). */
  private endOf(index: number): number {
    const nextStart = this.starts[index + 1];
    return nextStart ?? this.text.length;
  }
}

/**
 * Whether `text` begins with the first `length` characters of `prefix`. Two slices compared with
 * `===` are compared a block of memory at a time; `String.prototype.startsWith` goes character by
 * character in V8: 9 ms at 900k characters, on every repaint of a long stream
 * (docs/decisions/131-long-stream-repaint-compare.md).
 */
function startsWith(text: string, prefix: string, length: number): boolean {
  return text.length >= length && text.slice(0, length) === prefix.slice(0, length);
}
