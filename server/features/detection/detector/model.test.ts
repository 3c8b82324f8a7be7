import { describe, expect, it } from 'vitest';
import { type DetectorModel, loadDefaultModel, predictProbability, validateModel } from './index';
import { evaluateShape, sentenceLogOdds, standardize } from './model';

const tiny: DetectorModel = {
  version: 'test',
  features: ['a', 'b'],
  mean: [1, 0],
  std: [2, 1],
  weights: [1, -1],
  bias: 0,
  threshold: 0.5,
  zClip: 3,
};

describe('model', () => {
  it('standardizes, treats missing values as the mean, and clips', () => {
    expect(standardize({ a: 3, b: null }, tiny)).toEqual([1, 0]);
    expect(standardize({ a: 101, b: -50 }, tiny)).toEqual([3, -3]);
    expect(standardize({}, tiny)).toEqual([0, 0]);
  });

  it('applies the logistic function to the weighted sum', () => {
    expect(predictProbability({ a: 1, b: 0 }, tiny)).toBe(0.5);
    expect(predictProbability({ a: 3, b: 0 }, tiny)).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
  });

  it('adds interaction terms as products of standardized values', () => {
    const withInteraction = {
      ...tiny,
      weights: [0, 0],
      interactions: [{ a: 'a', b: 'b', weight: 2 }],
    };
    expect(predictProbability({ a: 3, b: 1 }, withInteraction)).toBeCloseTo(
      1 / (1 + Math.exp(-2)),
      12,
    );
  });

  it('scales a shrunk feature by n / (n + k), n read from its count feature', () => {
    const shrunk = { ...tiny, shrinkage: { count: ['n', ''], k: [4, 0] } };
    expect(standardize({ a: 3, b: 1, n: 4 }, shrunk)).toEqual([0.5, 1]);
    expect(standardize({ a: 3, b: 1, n: 12 }, shrunk)).toEqual([0.75, 1]);
    expect(standardize({ a: 3, b: 1 }, shrunk)).toEqual([0, 1]);
  });

  it('evaluates shape functions by linear interpolation, flat beyond the ends', () => {
    const shape = { knots: [-4, 0, 4], values: [-2, 0, 1] };
    expect(evaluateShape(shape, -9)).toBe(-2);
    expect(evaluateShape(shape, -2)).toBe(-1);
    expect(evaluateShape(shape, 2)).toBe(0.5);
    expect(evaluateShape(shape, 9)).toBe(1);
    const shaped = { ...tiny, shapes: [shape, { knots: [-4, 4], values: [0, 0] }] };
    expect(predictProbability({ a: 5, b: 3 }, shaped)).toBeCloseTo(1 / (1 + Math.exp(-0.5)), 12);
  });

  it('rejects malformed models with a readable message', () => {
    expect(() => validateModel(null)).toThrow(/not an object/);
    expect(() => validateModel({ ...tiny, weights: [1] })).toThrow(/one number per feature/);
    expect(() => validateModel({ ...tiny, threshold: 'high' })).toThrow(/threshold/);
    expect(() =>
      validateModel({ ...tiny, interactions: [{ a: 'a', b: 'zzz', weight: 1 }] }),
    ).toThrow(/unknown/);
    expect(() => validateModel({ ...tiny, shrinkage: { count: ['n'], k: [1, 2] } })).toThrow(
      /shrinkage/,
    );
    expect(() =>
      validateModel({ ...tiny, shapes: [{ knots: [1, 0], values: [0, 1] }, tiny] }),
    ).toThrow(/shapes/);
  });

  it('ships a valid model with a threshold strictly between 0 and 1', () => {
    const m = loadDefaultModel();
    expect(m.features.length).toBe(m.weights.length);
    expect(m.threshold).toBeGreaterThan(0);
    expect(m.threshold).toBeLessThan(1);
  });
});

describe('sentence part of the model', () => {
  it('mixes the window and the sentence alone by their weights', () => {
    const sentence = { windowWeight: 0.3, aloneWeight: 0.7 };
    expect(sentenceLogOdds({ window: 4, alone: -2 }, sentence)).toBeCloseTo(1.2 - 1.4, 12);
  });

  it('is validated when present', () => {
    expect(() => validateModel({ ...tiny, sentence: { windowWeight: 0.3 } })).toThrow(
      /windowWeight and aloneWeight/,
    );
    expect(() =>
      validateModel({ ...tiny, sentence: { windowWeight: -1, aloneWeight: 1 } }),
    ).toThrow();
    expect(
      validateModel({ ...tiny, sentence: { windowWeight: 0.3, aloneWeight: 0.7 } }),
    ).toBeTruthy();
  });

  it('ships with one', () => {
    const { sentence } = loadDefaultModel();
    expect(sentence).toBeDefined();
    expect(sentence!.windowWeight + sentence!.aloneWeight).toBeCloseTo(1, 12);
  });
});
