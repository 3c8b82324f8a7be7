/** Seeded randomness so every split and crop is reproducible. */

/** mulberry32: tiny, fast, good enough for shuffling. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Assigns each index to one of k folds, dealing every stratum out in turn
 * so each fold gets the same mix of strata.
 */
export function stratifiedFolds(strata: readonly string[], k: number, seed: number): number[] {
  const random = seededRandom(seed);
  const byStratum = new Map<string, number[]>();
  strata.forEach((s, i) => {
    byStratum.set(s, [...(byStratum.get(s) ?? []), i]);
  });
  const fold = new Array<number>(strata.length).fill(0);
  let next = 0;
  for (const key of [...byStratum.keys()].sort()) {
    for (const i of shuffle(byStratum.get(key)!, random)) fold[i] = next++ % k;
  }
  return fold;
}
