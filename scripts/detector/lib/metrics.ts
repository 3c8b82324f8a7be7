/** Evaluation metrics for binary scores (label 1 = AI). */

/** Area under the ROC curve via the rank-sum statistic; ties count half. */
export function auroc(scores: readonly number[], labels: readonly number[]): number {
  const order = scores.map((s, i) => ({ s, y: labels[i]! })).sort((a, b) => a.s - b.s);
  let positives = 0;
  let rankSum = 0;
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j < order.length && order[j]!.s === order[i]!.s) j++;
    const averageRank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) {
      if (order[k]!.y === 1) {
        positives++;
        rankSum += averageRank;
      }
    }
    i = j;
  }
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

export interface Rates {
  tpr: number;
  fpr: number;
}

export function ratesAt(
  scores: readonly number[],
  labels: readonly number[],
  threshold: number,
): Rates {
  let tp = 0,
    fp = 0,
    p = 0,
    n = 0;
  scores.forEach((s, i) => {
    if (labels[i] === 1) {
      p++;
      if (s >= threshold) tp++;
    } else {
      n++;
      if (s >= threshold) fp++;
    }
  });
  return { tpr: p ? tp / p : Number.NaN, fpr: n ? fp / n : Number.NaN };
}
