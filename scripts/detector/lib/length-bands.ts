/**
 * Evidence-aware cut points (issue 35, docs/decisions/256-recall-at-red-second-attempt.md): a long
 * text carries more evidence than a short one, so its human scores may sit tighter and its cut
 * lower. The red and yellow cuts are read per band of word count, each still as "at most RED_FPR
 * (YELLOW_FPR) of the strictest group's human texts in that band".
 *
 * A group with fewer than `minBand` human texts in a band cannot set a 2% cut there (one text is
 * already 2–5%). Such a group is pooled: its cut in the band is the band's pooled cut plus the
 * group's shift over all lengths (its own all-length cut minus the pooled all-length cut). Every
 * group counts in every band, also one with no text of that length: an unseen genre may bring any
 * length.
 */
import { RED_FPR, YELLOW_FPR } from './calibrate';
import { thresholdForFpr } from './fit';

export interface BandedHuman {
  raw: number;
  group: string;
  words: number;
}

export interface BandCuts {
  /** Upper word-count edges of every band but the last (ascending). */
  edges: number[];
  red: number[];
  yellow: number[];
  /** Which group sets each band's red cut ("(pooled)" when the group was pooled for being small). */
  redGroups: string[];
  /** Median ln(words) of the humans of each band: where a smooth cut puts the band's point. */
  centres: number[];
}

export const bandOf = (words: number, edges: readonly number[]): number => {
  const b = edges.findIndex((e) => words < e);
  return b < 0 ? edges.length : b;
};

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
}

export function bandCut(
  humans: readonly BandedHuman[],
  fpr: number,
  edges: readonly number[],
  minBand: number,
): Array<{ cut: number; group: string }> {
  const pooledAll = thresholdForFpr(
    humans.map((h) => h.raw),
    fpr,
  );
  const groups = [...new Set(humans.map((h) => h.group))].sort();
  const shift = new Map(
    groups.map((g) => [
      g,
      thresholdForFpr(
        humans.filter((h) => h.group === g).map((h) => h.raw),
        fpr,
      ) - pooledAll,
    ]),
  );
  return Array.from({ length: edges.length + 1 }, (_, b) => {
    const inBand = humans.filter((h) => bandOf(h.words, edges) === b);
    const pooled = thresholdForFpr(
      inBand.map((h) => h.raw),
      fpr,
    );
    let best = { cut: Number.NEGATIVE_INFINITY, group: '' };
    for (const g of groups) {
      const own = inBand.filter((h) => h.group === g).map((h) => h.raw);
      const cut = own.length >= minBand ? thresholdForFpr(own, fpr) : pooled + shift.get(g)!;
      if (cut > best.cut) best = { cut, group: own.length >= minBand ? g : `${g} (pooled)` };
    }
    return best;
  });
}

export function readBandCuts(
  humans: readonly BandedHuman[],
  edges: readonly number[],
  minBand: number,
): BandCuts {
  const red = bandCut(humans, RED_FPR, edges, minBand);
  return {
    edges: [...edges],
    red: red.map((r) => r.cut),
    redGroups: red.map((r) => r.group),
    yellow: bandCut(humans, YELLOW_FPR, edges, minBand).map((r) => r.cut),
    centres: Array.from({ length: edges.length + 1 }, (_, b) =>
      median(humans.filter((h) => bandOf(h.words, edges) === b).map((h) => Math.log(h.words))),
    ),
  };
}

/**
 * The cut at a word count: the band's own (`step`), or (`smooth`) linear in ln(words) between
 * the bands' centres and flat beyond the outermost ones.
 */
export function cutAt(
  cuts: BandCuts,
  which: 'red' | 'yellow',
  words: number,
  form: 'step' | 'smooth',
): number {
  const values = cuts[which];
  if (form === 'step') return values[bandOf(words, cuts.edges)]!;
  const x = Math.log(Math.max(1, words));
  const c = cuts.centres;
  if (x <= c[0]!) return values[0]!;
  for (let b = 1; b < c.length; b++)
    if (x <= c[b]!) {
      const t = (x - c[b - 1]!) / (c[b]! - c[b - 1]! || 1);
      return values[b - 1]! + t * (values[b]! - values[b - 1]!);
    }
  return values[values.length - 1]!;
}

/** A cut that is a straight line in ln(words), clamped to the word counts it was read over. */
export interface LineCut {
  at: number;
  slope: number;
  /** ln(words) range of the band centres: outside it the cut stays flat. */
  from: number;
  to: number;
}

/** Least-squares line through the bands' (centre, cut) points, each weighed by its humans. */
export function lineThrough(
  centres: readonly number[],
  cuts: readonly number[],
  weights: readonly number[],
): LineCut {
  const w = weights.reduce((a, b) => a + b, 0);
  const mx = centres.reduce((a, x, b) => a + x * weights[b]!, 0) / w;
  const my = cuts.reduce((a, y, b) => a + y * weights[b]!, 0) / w;
  let sxy = 0;
  let sxx = 0;
  centres.forEach((x, b) => {
    sxy += weights[b]! * (x - mx) * (cuts[b]! - my);
    sxx += weights[b]! * (x - mx) ** 2;
  });
  const slope = sxx > 0 ? sxy / sxx : 0;
  return { at: my - slope * mx, slope, from: Math.min(...centres), to: Math.max(...centres) };
}

export function lineCutAt(line: LineCut, words: number): number {
  const x = Math.min(line.to, Math.max(line.from, Math.log(Math.max(1, words))));
  return line.at + line.slope * x;
}
