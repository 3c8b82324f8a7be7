/**
 * L2-regularised logistic regression fitted by Newton's method (IRLS).
 * With a few dozen features this converges in ~10 steps and, unlike SGD,
 * needs no random initialisation, so training is exactly reproducible.
 */

export interface LogisticFit {
  weights: number[];
  bias: number;
}

/** Solves A x = b for symmetric positive-definite A (Cholesky). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = a.map(() => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      if (i === j) l[i]![i] = Math.sqrt(Math.max(sum, 1e-12));
      else l[i]![j] = sum / l[j]![j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

/**
 * @param rows standardized design rows
 * @param sampleWeights per-row weights (e.g. to balance classes)
 * @param l2 penalty on the weights (not the bias), scaled by the total sample weight
 */
export function fitLogistic(
  rows: readonly number[][],
  labels: readonly number[],
  sampleWeights: readonly number[],
  l2: number,
): LogisticFit {
  const d = rows[0]?.length ?? 0;
  const n = d + 1; // last coefficient is the bias
  let beta = new Array<number>(n).fill(0);
  const totalWeight = sampleWeights.reduce((a, b) => a + b, 0);
  const penalty = l2 * totalWeight;
  for (let iter = 0; iter < 50; iter++) {
    const grad = new Array<number>(n).fill(0);
    const hess = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    rows.forEach((row, r) => {
      let s = beta[d]!;
      for (let j = 0; j < d; j++) s += row[j]! * beta[j]!;
      const p = 1 / (1 + Math.exp(-s));
      const w = sampleWeights[r]!;
      const g = w * (p - labels[r]!);
      const h = w * Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j < n; j++) {
        const xj = j === d ? 1 : row[j]!;
        grad[j]! += g * xj;
        for (let k = 0; k <= j; k++) hess[j]![k]! += h * xj * (k === d ? 1 : row[k]!);
      }
    });
    for (let j = 0; j < n; j++) {
      for (let k = 0; k < j; k++) hess[k]![j] = hess[j]![k]!;
      if (j < d) {
        grad[j]! += penalty * beta[j]!;
        hess[j]![j]! += penalty;
      }
    }
    const step = solve(hess, grad);
    beta = beta.map((b, j) => b - step[j]!);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { weights: beta.slice(0, d), bias: beta[d]! };
}

/**
 * Logistic regression whose weights must have given signs (+1: may only
 * raise the AI score, -1: may only lower it, 0: free). Active-set method:
 * fit, pin any weight with the wrong sign to zero, refit the rest, repeat.
 * Deterministic, and a handful of refits at most.
 */
export function fitSignConstrainedLogistic(
  rows: readonly number[][],
  labels: readonly number[],
  sampleWeights: readonly number[],
  l2: number,
  signs: readonly number[],
  /**
   * "one" (default): pin only the most violating weight per round. "all":
   * pin every violating weight at once, for wide, collinear bases (hinge
   * shape functions) where one-at-a-time would take dozens of refits.
   */
  dropPerRound: 'one' | 'all' = 'one',
): LogisticFit {
  const d = signs.length;
  let active = signs.map((_, j) => j);
  for (;;) {
    const fit = fitLogistic(
      rows.map((r) => active.map((j) => r[j]!)),
      labels,
      sampleWeights,
      l2,
    );
    const full = new Array<number>(d).fill(0);
    active.forEach((j, k) => {
      full[j] = fit.weights[k]!;
    });
    const wrong = active.filter((j) => signs[j]! !== 0 && Math.sign(full[j]!) === -signs[j]!);
    if (wrong.length === 0) return { weights: full, bias: fit.bias };
    // Drop only the most violating weight per round, since removing one
    // feature often fixes the sign of a correlated one.
    const worst = wrong.reduce((a, b) => (Math.abs(full[b]!) > Math.abs(full[a]!) ? b : a));
    const drop = dropPerRound === 'all' ? new Set(wrong) : new Set([worst]);
    active = active.filter((j) => !drop.has(j));
  }
}
