import { describe, expect, it } from 'vitest';
import { calibrate, calibrationThrough, worstGroupCut } from './calibrate';

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));

describe('calibration', () => {
  it('maps the yellow cut to 0.3 and the red cut to 0.7', () => {
    const c = calibrationThrough(-1, 2);
    expect(sigmoid(c.scale * -1 + c.offset)).toBeCloseTo(0.3, 10);
    expect(sigmoid(c.scale * 2 + c.offset)).toBeCloseTo(0.7, 10);
    expect(c.scale).toBeGreaterThan(0);
  });

  it('takes the strictest group, so no group exceeds the false-positive target', () => {
    const humans = [
      ...Array.from({ length: 100 }, (_, i) => ({ raw: i / 100, group: 'easy' })),
      ...Array.from({ length: 100 }, (_, i) => ({ raw: 1 + i / 100, group: 'hard' })),
    ];
    const red = worstGroupCut(humans, 0.02);
    expect(red.group).toBe('hard');
    const c = calibrate(humans);
    for (const group of ['easy', 'hard']) {
      const of = humans.filter((h) => h.group === group);
      const p = of.map((h) => sigmoid(c.scale * h.raw + c.offset));
      expect(p.filter((x) => x >= 0.7).length / of.length).toBeLessThanOrEqual(0.02);
      expect(p.filter((x) => x >= 0.3).length / of.length).toBeLessThanOrEqual(0.2);
    }
  });
});
