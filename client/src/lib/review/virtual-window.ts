// The arithmetic of the review's virtual list: which paragraphs to create for a scroll position,
// and how tall the ones not yet drawn are guessed to be
// (docs/decisions/227-review-draws-only-paragraphs-near-the-screen.md).

/** Where each item starts: `offsets[i]` is the top of item i, `offsets[n]` the whole height. */
export function offsetsOf(heights: ArrayLike<number>): Float64Array {
  const offsets = new Float64Array(heights.length + 1);
  for (let index = 0; index < heights.length; index++) {
    offsets[index + 1] = offsets[index]! + heights[index]!;
  }
  return offsets;
}

/** The first item whose bottom is below `y` (binary search over the offsets). */
function itemAt(offsets: Float64Array, y: number): number {
  const count = offsets.length - 1;
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1]! <= y) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low);
}

/**
 * The items to create, [start, end): those crossing the viewport, plus `overscan` pixels of
 * items above and below it, so a scroll of a few lines never shows a gap before the next frame.
 */
export function visibleRange(
  offsets: Float64Array,
  scrollTop: number,
  viewport: number,
  overscan: number,
): { start: number; end: number } {
  const count = offsets.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = itemAt(offsets, Math.max(0, scrollTop - overscan));
  const last = itemAt(offsets, scrollTop + viewport + overscan);
  return { start, end: Math.min(count, last + 1) };
}

/**
 * Where to scroll so that item `index` shows: null when it is already wholly in view, else a
 * third of the way down the viewport (the reader sees a little of what comes before it).
 */
export function revealScrollTop(
  offsets: Float64Array,
  index: number,
  scrollTop: number,
  viewport: number,
): number | null {
  const top = offsets[index];
  const bottom = offsets[index + 1];
  if (top === undefined || bottom === undefined) return null;
  if (top >= scrollTop && bottom <= scrollTop + viewport) return null;
  return Math.max(0, top - viewport / 3);
}

/** A guess at an item's height from its length in characters, before it was ever drawn. */
export function estimateHeight(
  chars: number,
  charsPerLine: number,
  lineHeight: number,
  padding = 0,
): number {
  const lines = Math.max(1, Math.ceil(chars / Math.max(1, charsPerLine)));
  return lines * lineHeight + padding;
}

/**
 * Every item's height: the measured one where the item was drawn at this width, else its guess
 * scaled by how far the guesses were off for the drawn items, so the scroll bar and the jump to
 * a change far below land nearer to where the text really is.
 */
export function blendHeights(
  guesses: ArrayLike<number>,
  measured: ReadonlyMap<number, number>,
): Float64Array {
  let guessed = 0;
  let real = 0;
  for (const [index, height] of measured) {
    const guess = guesses[index];
    if (guess === undefined) continue;
    guessed += guess;
    real += height;
  }
  const scale = guessed > 0 ? real / guessed : 1;
  const heights = new Float64Array(guesses.length);
  for (let index = 0; index < guesses.length; index++) {
    heights[index] = measured.get(index) ?? guesses[index]! * scale;
  }
  return heights;
}
