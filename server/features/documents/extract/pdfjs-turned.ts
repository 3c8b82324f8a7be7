import type { PageRuns, TextRun } from './pdf-layout';

/**
 * pdf.js's text items with their direction, for the fallback reader
 * (docs/decisions/184-turned-text-in-the-pdfjs-fallback-and-tesseract-js.md). Text drawn turned
 * inside an upright page (a table's header set up the page, a scanned-then-typed landscape
 * page) has runs whose baselines run up or down: read by x and y as they were, each letter
 * lands on a line of its own or is glued to its neighbour's line ('fromapache'). Each run is
 * turned into the frame where its own text runs left to right; the runs of the page's main
 * direction are laid out as before, and each other direction's runs follow as a block of their
 * own, after it.
 */
export interface PdfjsItem {
  str: string;
  /** [a, b, c, d, e, f]: the text's direction is (a, b), its origin (e, f). */
  transform: number[];
  width: number;
  height: number;
}

/** Quarter turns, counter-clockwise, of an item's baseline: 0, 1 (up), 2 (upside down), 3 (down). */
function quarterTurns(item: PdfjsItem): number {
  const [a = 1, b = 0] = item.transform;
  const angle = Math.atan2(b, a);
  return (((Math.round(angle / (Math.PI / 2)) % 4) + 4) % 4) as number;
}

/** A point turned by `turns` quarter turns clockwise, into the frame where that text is upright. */
function turn(x: number, y: number, turns: number): [number, number] {
  switch (turns) {
    case 1:
      return [y, -x];
    case 2:
      return [-x, -y];
    case 3:
      return [-y, x];
    default:
      return [x, y];
  }
}

function toRun(item: PdfjsItem, turns: number): TextRun {
  const [x, y] = turn(item.transform[4]!, item.transform[5]!, turns);
  return {
    text: item.str,
    x,
    y,
    width: item.width,
    size: item.height || Math.hypot(item.transform[2]!, item.transform[3]!),
  };
}

/**
 * A page's runs, each direction turned upright: the main direction's as the page, each other
 * direction's as a page of its own after it, so its lines never join the main text's lines or
 * paragraphs (a label repeated up every page's margin is then a running header, and dropped).
 */
export function uprightPages(items: PdfjsItem[], width: number, height: number): PageRuns[] {
  const groups = new Map<number, PdfjsItem[]>();
  const weight = new Map<number, number>();
  for (const item of items) {
    const turns = quarterTurns(item);
    groups.set(turns, [...(groups.get(turns) ?? []), item]);
    weight.set(turns, (weight.get(turns) ?? 0) + item.str.length);
  }
  if (!groups.has(1) && !groups.has(2) && !groups.has(3)) {
    return [{ width, height, runs: items.map((item) => toRun(item, 0)) }];
  }
  const order = [...groups.keys()].sort((a, b) => weight.get(b)! - weight.get(a)!);
  return order.map((turns) => {
    const size = turns % 2 === 1 ? { width: height, height: width } : { width, height };
    const runs = groups.get(turns)!.map((item) => toRun(item, turns));
    if (turns === 0) return { ...size, runs };
    // Turned, the page's corner moves: the runs are moved back onto the turned page.
    const [cornerX, cornerY] = [
      Math.min(...[turn(0, 0, turns), turn(width, height, turns)].map(([x]) => x)),
      Math.min(...[turn(0, 0, turns), turn(width, height, turns)].map(([, y]) => y)),
    ];
    return {
      ...size,
      runs: runs.map((run) => ({ ...run, x: run.x - cornerX, y: run.y - cornerY })),
    };
  });
}
