/**
 * Fitting the lexical half of the detector (server/.../detector/lexical.ts): a class-balanced,
 * L2-regularised logistic regression over phrase vectors, solved by accelerated gradient
 * descent on a sparse matrix.
 *
 * Topic words must not leak in: a phrase is a candidate only when it occurs in at least
 * `minGenres` genres and `minGroups` text groups, and its penalty grows as the genres it
 * occurs in shrink (λ × sqrt(genres / genres of the phrase)), so a phrase seen in two genres
 * needs far more evidence than one seen everywhere. After the fit the `keep` phrases with
 * the largest expected contribution are kept and refitted alone: the shipped table stays small.
 */
import {
  type LexicalModel,
  phraseCounts,
  phraseVector,
} from '../../../server/features/detection/detector/lexical';

/** A training text as the fit reads it: its phrases as ids into a shared phrase list. */
export interface EncodedDoc {
  ids: Int32Array;
  values: Float64Array;
  label: 0 | 1;
  /** Genre and text group as small integers (see encodeCorpus). */
  genre: number;
  group: number;
}

export interface EncodedCorpus {
  phrases: string[];
  docs: EncodedDoc[];
}

/** The number `key` has in `map`, given the next one the first time it is seen. */
export function idOf(map: Map<string, number>, key: string): number {
  let id = map.get(key);
  if (id === undefined) {
    id = map.size;
    map.set(key, id);
  }
  return id;
}

/** Phrase vectors of every text, encoded once against one phrase list (reused by every fold). */
export function encodeCorpus(
  texts: ReadonlyArray<{ tokens: readonly string[]; label: 0 | 1; genre: string; group: string }>,
): EncodedCorpus {
  const phraseId = new Map<string, number>();
  const phrases: string[] = [];
  const genreId = new Map<string, number>();
  const groupId = new Map<string, number>();
  const docs = texts.map((t) => {
    const vector = phraseVector(phraseCounts(t.tokens));
    const ids = new Int32Array(vector.size);
    const values = new Float64Array(vector.size);
    let k = 0;
    for (const [phrase, value] of vector) {
      const before = phraseId.size;
      ids[k] = idOf(phraseId, phrase);
      if (phraseId.size > before) phrases.push(phrase);
      values[k++] = value;
    }
    return {
      ids,
      values,
      label: t.label,
      genre: idOf(genreId, t.genre),
      group: idOf(groupId, t.group),
    };
  });
  return { phrases, docs };
}

export interface LexicalConfig {
  minGenres: number;
  minGroups: number;
  l2: number;
  keep: number;
  iterations: number;
  /**
   * Extra weight on human texts after class balancing (1 when absent). Measured for issue 35's
   * recall work (docs/decisions/176-recall-at-red-measured.md); not used by the shipped fit.
   */
  humanWeight?: number;
}

export const LEXICAL_CONFIG: LexicalConfig = {
  minGenres: 4,
  minGroups: 15,
  l2: 3e-4,
  keep: 1500,
  iterations: 200,
};

interface Sparse {
  rowPtr: Int32Array;
  cols: Int32Array;
  values: Float64Array;
}

/** The documents' rows restricted to the phrases with a column (column[id] >= 0). */
function toSparse(docs: readonly EncodedDoc[], column: Int32Array): Sparse {
  let nnz = 0;
  for (const d of docs) for (const id of d.ids) if (column[id]! >= 0) nnz++;
  const rowPtr = new Int32Array(docs.length + 1);
  const cols = new Int32Array(nnz);
  const values = new Float64Array(nnz);
  let k = 0;
  docs.forEach((d, i) => {
    for (let j = 0; j < d.ids.length; j++) {
      const c = column[d.ids[j]!]!;
      if (c < 0) continue;
      cols[k] = c;
      values[k++] = d.values[j]!;
    }
    rowPtr[i + 1] = k;
  });
  return { rowPtr, cols, values };
}
/** Weighted logistic regression with per-feature L2 penalties; returns weights and bias. */
function fitSparseLogistic(
  x: Sparse,
  labels: readonly number[],
  sampleWeights: readonly number[],
  penalties: Float64Array,
  iterations: number,
): { w: Float64Array; b: number } {
  const n = labels.length;
  const d = penalties.length;
  const totalWeight = sampleWeights.reduce((a, b) => a + b, 0);
  // Lipschitz bound of the gradient: rows have unit norm, so 0.25 × max weight share × n.
  let maxRowWeight = 0;
  for (const s of sampleWeights) maxRowWeight = Math.max(maxRowWeight, s);
  let maxPenalty = 0;
  for (const p of penalties) maxPenalty = Math.max(maxPenalty, p);
  // Power iteration for the largest eigenvalue of Xᵀ diag(s) X / Σs (with the bias column).
  let v = new Float64Array(d + 1).fill(1 / Math.sqrt(d + 1));
  let eig = 1;
  const xv = new Float64Array(n);
  for (let it = 0; it < 15; it++) {
    for (let i = 0; i < n; i++) {
      let s = v[d]!;
      for (let k = x.rowPtr[i]!; k < x.rowPtr[i + 1]!; k++) s += x.values[k]! * v[x.cols[k]!]!;
      xv[i] = (s * sampleWeights[i]!) / totalWeight;
    }
    const next = new Float64Array(d + 1);
    for (let i = 0; i < n; i++) {
      for (let k = x.rowPtr[i]!; k < x.rowPtr[i + 1]!; k++)
        next[x.cols[k]!]! += x.values[k]! * xv[i]!;
      next[d]! += xv[i]!;
    }
    let norm = 0;
    for (const q of next) norm += q * q;
    norm = Math.sqrt(norm);
    eig = norm;
    v = next.map((q) => q / (norm || 1));
  }
  const step = 1 / (0.25 * eig + maxPenalty);
  const theta = new Float64Array(d + 1);
  let previous = new Float64Array(d + 1);
  let y = new Float64Array(d + 1);
  const grad = new Float64Array(d + 1);
  for (let it = 1; it <= iterations; it++) {
    grad.fill(0);
    for (let i = 0; i < n; i++) {
      let s = y[d]!;
      for (let k = x.rowPtr[i]!; k < x.rowPtr[i + 1]!; k++) s += x.values[k]! * y[x.cols[k]!]!;
      const p = 1 / (1 + Math.exp(-s));
      const r = ((p - labels[i]!) * sampleWeights[i]!) / totalWeight;
      for (let k = x.rowPtr[i]!; k < x.rowPtr[i + 1]!; k++) grad[x.cols[k]!]! += r * x.values[k]!;
      grad[d]! += r;
    }
    for (let j = 0; j < d; j++) grad[j]! += penalties[j]! * y[j]!;
    const next = new Float64Array(d + 1);
    for (let j = 0; j <= d; j++) next[j] = y[j]! - step * grad[j]!;
    const momentum = (it - 1) / (it + 2);
    const ahead = new Float64Array(d + 1);
    for (let j = 0; j <= d; j++) ahead[j] = next[j]! + momentum * (next[j]! - previous[j]!);
    previous = next;
    y = ahead;
    theta.set(next);
  }
  return { w: theta.subarray(0, d), b: theta[d]! };
}

export interface FittedLexical {
  model: LexicalModel;
  /** The same weights by phrase id of the corpus (0 for phrases not kept), for fast scoring. */
  byId: Float64Array;
}

export function fitLexical(
  docs: readonly EncodedDoc[],
  phrases: readonly string[],
  config: LexicalConfig = LEXICAL_CONFIG,
): FittedLexical {
  const n = phrases.length;
  // Genres as a bit mask (at most 31 genres), distinct groups counted in one pass by group.
  const genreMask = new Int32Array(n);
  const groupCount = new Int32Array(n);
  const lastGroup = new Int32Array(n).fill(-1);
  const byGroup = [...docs].sort((a, b) => a.group - b.group);
  for (const d of byGroup) {
    for (const id of d.ids) {
      genreMask[id]! |= 1 << (d.genre % 31);
      if (lastGroup[id] !== d.group) {
        lastGroup[id] = d.group;
        groupCount[id]!++;
      }
    }
  }
  const bits = (m: number): number => {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    return c;
  };
  const genresOf = (id: number): number => bits(genreMask[id]!);
  const allGenres = new Set(docs.map((d) => d.genre)).size;
  const candidates: number[] = [];
  for (let id = 0; id < n; id++) {
    if (
      genresOf(id) >= Math.min(config.minGenres, allGenres) &&
      groupCount[id]! >= config.minGroups
    ) {
      candidates.push(id);
    }
  }
  const labels = docs.map((d) => d.label);
  const positives = labels.filter((y) => y === 1).length;
  const negatives = labels.length - positives;
  const humanWeight = config.humanWeight ?? 1;
  const sampleWeights = labels.map((y) =>
    y === 1 ? labels.length / (2 * positives) : (humanWeight * labels.length) / (2 * negatives),
  );
  const fitOn = (ids: readonly number[]) => {
    const column = new Int32Array(n).fill(-1);
    ids.forEach((id, j) => {
      column[id] = j;
    });
    const penalties = Float64Array.from(
      ids,
      (id) => config.l2 * Math.sqrt(allGenres / genresOf(id)),
    );
    return fitSparseLogistic(
      toSparse(docs, column),
      labels,
      sampleWeights,
      penalties,
      config.iterations,
    );
  };
  const first = fitOn(candidates);
  // Expected contribution: |weight| × how widely the phrase occurs, so a rare phrase with a
  // large weight does not crowd out a common habit.
  const kept = candidates
    .map((id, j) => ({ id, size: Math.abs(first.w[j]!) * Math.sqrt(groupCount[id]!) }))
    .sort((a, b) => b.size - a.size || (phrases[a.id]! < phrases[b.id]! ? -1 : 1))
    .slice(0, config.keep)
    .map((s) => s.id)
    .sort((a, b) => (phrases[a]! < phrases[b]! ? -1 : 1));
  const second = fitOn(kept);
  const weights: Record<string, number> = {};
  const byId = new Float64Array(n);
  kept.forEach((id, j) => {
    const w = Number(second.w[j]!.toFixed(4));
    weights[phrases[id]!] = w;
    byId[id] = w;
  });
  return { model: { weights, bias: Number(second.b.toFixed(4)) }, byId };
}
