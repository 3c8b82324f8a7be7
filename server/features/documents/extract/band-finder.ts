import type { OcrBand } from '../../../providers/ocr-bands';

/** Raw pixels, 8 bits a channel: grey or RGB. */
export interface PixelImage {
  width: number;
  height: number;
  channels: 1 | 3;
  pixels: Uint8Array;
}

/**
 * How far (of 255) a channel must stand from the background for the pixel to be ink: below
 * what tesseract's Otsu threshold would keep on all but the palest pages, above paper grain.
 */
const INK_CONTRAST = 32;
/** Blank rows kept above the first line and below the last, at the least. */
const MIN_MARGIN = 16;
/** A column inked on more rows than this share is a border or a rule, not text. */
const BORDER_SHARE = 0.8;
/** Each band's share of the ink may miss its target by this much (for two bands: 30–70%). */
const BALANCE_SLACK = 0.4;
/** A cut between two lines of one paragraph counts as this much further from the target. */
const LINE_GAP_PENALTY = 0.05;

interface Run {
  start: number;
  end: number;
}

interface Gap extends Run {
  kind: 'paragraph' | 'line';
  /** The row to cut at, and the share of the page's ink above it. */
  cut: number;
  above: number;
}

/**
 * Where a page may be cut into `pieces` bands of about equal ink without cutting through a
 * line of text: in the middle of a blank gap between two lines (rows of background only,
 * give or take a speck), preferring a gap between paragraphs. A page with columns (a blank
 * gutter running through the rows around the cut) is not cut there, since tesseract reads
 * columns one after the other. When no such gap lies near a share's mark the page is cut
 * into fewer bands; one band means "don't cut". The blank rows above the first line and below
 * the last are left out, but for a line's height: tesseract's time grows with the area it
 * lays out, blank or not (on the bench's page, whose text fills its top third, the band with
 * the blank rest took 40% longer than the other).
 */
export function findBands(image: PixelImage, pieces: number): OcrBand[] {
  // Not to be cut: the ink is not measured.
  if (pieces < 2) return [{ top: 0, bottom: image.height, ink: 0 }];
  const profile = inkProfile(image);
  const total = profile.rows.reduce((sum, ink) => sum + ink, 0);
  const runs = inkedRuns(profile.rows, image.width);
  if (runs.length === 0) return [{ top: 0, bottom: image.height, ink: total }];
  const lineHeight = median(runs.map((run) => run.end - run.start));
  // A line's height, unless the "line" is a block of touching lines.
  const margin = Math.round(Math.max(MIN_MARGIN, Math.min(lineHeight, image.height / 50)));
  const top = Math.max(0, runs[0]!.start - margin);
  const bottom = Math.min(image.height, runs.at(-1)!.end + margin);

  const lines = attachSlivers(runs, 0.4 * lineHeight);
  // Columns (or a table): tesseract reads one column after the other, so a cut across them
  // would change the order of the text. Such a page is not cut at all.
  const gaps = hasColumns(image, profile, lines, lineHeight)
    ? []
    : textGaps(lines, lineHeight, profile.rows, total);
  const cuts: Gap[] = [];
  const slack = BALANCE_SLACK / pieces;
  for (let piece = 1; piece < pieces && gaps.length > 0; piece++) {
    const target = piece / pieces;
    const after = cuts.at(-1)?.cut ?? -1;
    const candidates = gaps
      .filter((gap) => gap.cut > after && Math.abs(gap.above - target) <= slack)
      .map((gap) => ({
        gap,
        score: Math.abs(gap.above - target) + (gap.kind === 'line' ? LINE_GAP_PENALTY : 0),
      }))
      .sort((a, b) => a.score - b.score);
    const chosen = candidates[0];
    if (chosen) cuts.push(chosen.gap);
  }

  const bands: OcrBand[] = [];
  let from = top;
  for (const [index, to] of [...cuts.map((gap) => gap.cut), bottom].entries()) {
    let ink = 0;
    for (let row = from; row < to; row++) ink += profile.rows[row]!;
    bands.push({
      top: from,
      bottom: to,
      ink,
      ...(index > 0 ? { gapAbove: cuts[index - 1]!.kind } : {}),
    });
    from = to;
  }
  return bands;
}

interface InkProfile {
  /** Ink pixels in each row, borders left out. */
  rows: Uint32Array;
  /** Columns that are borders or rules (ink on most rows). */
  border: Uint8Array;
  /** Whether the pixel at this offset is ink. */
  isInk(offset: number): boolean;
}

/**
 * Ink per row. The background is the most common value of each channel (so white on black
 * works too); a pixel is ink when any channel stands out from it. Columns inked on most rows
 * (a scanner's dark edge, a margin rule) are left out, or no row would be blank.
 */
function inkProfile(image: PixelImage): InkProfile {
  const { width, height, channels, pixels } = image;
  const [grey, green, blue] = inkTables(image);
  const isInk =
    channels === 1
      ? (offset: number) => grey![pixels[offset]!] === 1
      : (offset: number) =>
          (grey![pixels[offset]!]! | green![pixels[offset + 1]!]! | blue![pixels[offset + 2]!]!) ===
          1;
  const rows = new Uint32Array(height);
  const columns = new Uint32Array(width);
  // The hottest loop here (every pixel of the page), kept free of branches and calls.
  for (let row = 0, at = 0; row < height; row++) {
    let ink = 0;
    for (let column = 0; column < width; column++, at += channels) {
      const inked =
        channels === 1
          ? grey![pixels[at]!]!
          : grey![pixels[at]!]! | green![pixels[at + 1]!]! | blue![pixels[at + 2]!]!;
      ink += inked;
      columns[column]! += inked;
    }
    rows[row] = ink;
  }
  const border = new Uint8Array(width);
  for (let column = 0; column < width; column++) {
    if (columns[column]! <= height * BORDER_SHARE) continue;
    border[column] = 1;
    for (let row = 0; row < height; row++) {
      if (isInk((row * width + column) * channels)) rows[row]!--;
    }
  }
  return { rows, border, isInk };
}

/** For each channel, a table of which values are ink: far from that channel's commonest value. */
function inkTables(image: PixelImage): Uint8Array[] {
  const { channels, pixels } = image;
  const tables: Uint8Array[] = [];
  for (let channel = 0; channel < channels; channel++) {
    const counts = new Uint32Array(256);
    // Every 7th pixel is plenty to find the background, and 7 is prime to any row length's pattern.
    for (let offset = channel; offset < pixels.length; offset += 7 * channels) {
      counts[pixels[offset]!]!++;
    }
    const background = counts.indexOf(Math.max(...counts));
    const table = new Uint8Array(256);
    for (let value = 0; value < 256; value++) {
      table[value] = Math.abs(value - background) > INK_CONTRAST ? 1 : 0;
    }
    tables.push(table);
  }
  return tables;
}

/** Runs of rows holding more ink than a speck or two: lines of text, or parts of them. */
function inkedRuns(rows: Uint32Array, width: number): Run[] {
  const specks = Math.max(1, Math.round(width / 1500));
  const runs: Run[] = [];
  for (let row = 0; row < rows.length; row++) {
    if (rows[row]! <= specks) continue;
    const last = runs.at(-1);
    if (last && last.end === row) last.end = row + 1;
    else runs.push({ start: row, end: row + 1 });
  }
  return runs;
}

/**
 * The blank gaps between lines of text, each with its kind and the share of ink above it.
 * A gap must be a few rows tall; it separates paragraphs when it is clearly taller than the page's
 * usual gap between lines, or a line tall.
 */
function textGaps(lines: Run[], lineHeight: number, rows: Uint32Array, total: number): Gap[] {
  const minGap = Math.max(3, 0.15 * lineHeight);
  const between: Run[] = [];
  for (let index = 1; index < lines.length; index++) {
    const [above, below] = [lines[index - 1]!, lines[index]!];
    if (below.start - above.end >= minGap) between.push({ start: above.end, end: below.start });
  }
  if (between.length === 0) return [];
  const heights = between.map((gap) => gap.end - gap.start).sort((a, b) => a - b);
  const usualGap = heights[Math.floor((heights.length - 1) / 4)]!;

  let inkAbove = 0;
  let row = 0;
  return between.map((gap): Gap => {
    const cut = Math.floor((gap.start + gap.end) / 2);
    for (; row < cut; row++) inkAbove += rows[row]!;
    const height = gap.end - gap.start;
    const paragraph =
      height >= lineHeight || (height >= 1.6 * usualGap && height >= 0.5 * lineHeight);
    return { ...gap, cut, above: inkAbove / total, kind: paragraph ? 'paragraph' : 'line' };
  });
}

/**
 * Runs of ink too short to be a line of text (the dots over i's and j's, an accent, a rule)
 * joined to the nearer run above or below, so no cut falls between them and their line.
 */
function attachSlivers(runs: Run[], lineSized: number): Run[] {
  const lines = runs.map((run) => ({ ...run }));
  for (let index = 0; index < lines.length && lines.length > 1; ) {
    const run = lines[index]!;
    if (run.end - run.start >= lineSized) {
      index++;
      continue;
    }
    const above = lines[index - 1];
    const below = lines[index + 1];
    if (above && (!below || run.start - above.end <= below.start - run.end)) {
      above.end = run.end;
      lines.splice(index, 1);
      // The joined run may now be line-sized, or be a sliver still: look at it again.
      index--;
    } else if (below) {
      below.start = run.start;
      lines.splice(index, 1);
    }
  }
  return lines;
}

/**
 * Whether the page sets text in columns: three lines in a row share a blank strip at least
 * 1.5 lines wide with ink on both sides (a gutter). Word spaces are far narrower; a running
 * head with its parts left and right is one line. A table counts as columns too.
 */
function hasColumns(image: PixelImage, profile: InkProfile, lines: Run[], lineHeight: number) {
  const gutter = Math.max(MIN_MARGIN, 1.5 * lineHeight);
  let shared: Uint8Array | null = null;
  let inARow = 0;
  for (const line of lines) {
    const blank = blankStrips(image, profile, line);
    if (!hasStrip(blank, gutter)) {
      [shared, inARow] = [null, 0];
      continue;
    }
    const previous = shared;
    const both: Uint8Array = previous
      ? blank.map((value, column) => value & previous[column]!)
      : blank;
    [shared, inARow] = hasStrip(both, gutter) ? [both, inARow + 1] : [blank, 1];
    if (inARow >= 3) return true;
  }
  return false;
}

/** The columns of a line that hold no ink (a speck aside) between its first ink and its last. */
function blankStrips(image: PixelImage, profile: InkProfile, line: Run): Uint8Array {
  const { width, channels } = image;
  const counts = new Uint16Array(width);
  for (let row = line.start; row < line.end; row++) {
    const start = row * width * channels;
    for (let column = 0; column < width; column++) {
      if (profile.isInk(start + column * channels)) counts[column]!++;
    }
  }
  const blank = new Uint8Array(width);
  const inked = (column: number) => counts[column]! > 1 && !profile.border[column];
  let first = 0;
  while (first < width && !inked(first)) first++;
  let last = width - 1;
  while (last > first && !inked(last)) last--;
  for (let column = first + 1; column < last; column++) blank[column] = inked(column) ? 0 : 1;
  return blank;
}

function hasStrip(blank: Uint8Array, width: number): boolean {
  let run = 0;
  for (const value of blank) {
    run = value ? run + 1 : 0;
    if (run >= width) return true;
  }
  return false;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
