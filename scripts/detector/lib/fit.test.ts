import { describe, expect, it } from 'vitest';
import {
  centre,
  type Example,
  fitModel,
  probability,
  type TrainingConfig,
  thresholdForFpr,
  trainWithThreshold,
} from './fit';

const examples: Example[] = [
  ...[0, 1].map((v) => ({ features: { x: v, gap: null }, label: 0 as const, stratum: 'h' })),
  ...[4, 5, 6, 7, 8, 9].map((v) => ({
    features: { x: v, gap: v },
    label: 1 as const,
    stratum: 'a',
  })),
];

describe('centre', () => {
  it('is the midpoint of the class means when balanced, the all-data mean otherwise', () => {
    expect(centre(examples, 'x', 'balanced')).toBeCloseTo((0.5 + 6.5) / 2, 12);
    expect(centre(examples, 'x', 'all')).toBeCloseTo(40 / 8, 12);
  });

  it('falls back to the all-data mean when one class is never measured', () => {
    expect(centre(examples, 'gap', 'balanced')).toBeCloseTo(6.5, 12);
  });
});

/** A one-feature configuration; tests change what they are about. */
const base: TrainingConfig = {
  features: ['x'],
  signs: { x: 1 },
  interactions: [],
  l2: 0.01,
  zClip: 4,
  targetFpr: 0.05,
  innerFolds: 2,
  seed: 1,
  centering: 'balanced',
};

describe('fitModel', () => {
  it('respects sign constraints and stores the balanced centre', () => {
    const config: TrainingConfig = { ...base, signs: { x: -1 } };
    const model = fitModel(examples, config);
    expect(model.mean[0]).toBeCloseTo(3.5, 12);
    expect(model.weights[0]).toBe(0); // the data push x AI-ward; the sign says human-ward, so it is pinned
  });
});

describe('thresholdForFpr', () => {
  it('flags at most the allowed share of human scores', () => {
    const humans = Array.from({ length: 20 }, (_, i) => i / 20);
    const t = thresholdForFpr(humans, 0.05);
    expect(humans.filter((s) => s >= t).length).toBe(1);
  });
});

// Two domains; humans of "b" score higher on x than humans of "a".
const grouped: Example[] = ['a', 'b'].flatMap((domain, d) =>
  Array.from({ length: 40 }, (_, i) => ({
    features: { x: (i % 20) / 10 + d + (i < 20 ? 0 : 3) },
    label: (i < 20 ? 0 : 1) as 0 | 1,
    stratum: `${domain}/en/${i < 20 ? 'human' : 'ai'}`,
    group: `${domain}/en/topic${i % 2}`,
  })),
);

describe('trainWithThreshold', () => {
  it('with the worst-group rule keeps every training group at or under the target', () => {
    const { model, outOfFold } = trainWithThreshold(grouped, {
      ...base,
      thresholdFolds: 'group',
      thresholdBy: 'worst-group',
    });
    for (const domain of ['a', 'b']) {
      const humans = outOfFold.filter(
        (_, i) => grouped[i]!.label === 0 && grouped[i]!.stratum.startsWith(domain),
      );
      expect(humans.filter((s) => s >= model.threshold).length).toBeLessThanOrEqual(1);
    }
    const pooled = trainWithThreshold(grouped, base).model.threshold;
    expect(model.threshold).toBeGreaterThanOrEqual(pooled);
  });
});

describe('monotone shape model', () => {
  it('never lets a feature push against its allowed sign', () => {
    const model = fitModel(grouped, { ...base, shapeKnots: [0.25, 0.5, 0.75] });
    const shape = model.shapes![0]!;
    for (let i = 1; i < shape.values.length; i++) {
      expect(shape.values[i]!).toBeGreaterThanOrEqual(shape.values[i - 1]! - 1e-12);
    }
    const low = probability(model, { x: 0 });
    const high = probability(model, { x: 5 });
    expect(high).toBeGreaterThan(low);
  });
});
