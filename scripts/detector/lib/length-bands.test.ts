import { describe, expect, it } from 'vitest';
import { bandCut, bandOf, cutAt, lineCutAt, lineThrough, readBandCuts } from './length-bands';

const humans = (group: string, words: number, raws: number[]) =>
  raws.map((raw) => ({ raw, group, words }));
const spread = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i / n);

describe('length bands', () => {
  it('puts a word count in the band below its first higher edge', () => {
    expect(bandOf(99, [100, 200])).toBe(0);
    expect(bandOf(100, [100, 200])).toBe(1);
    expect(bandOf(900, [100, 200])).toBe(2);
  });

  it('reads a large group’s cut in each band from its own texts', () => {
    const hs = [...humans('a', 50, spread(0, 100)), ...humans('a', 300, spread(-1, 100))];
    const [short, long] = bandCut(hs, 0.02, [150], 50);
    expect(short!.group).toBe('a');
    expect(short!.cut).toBeGreaterThan(long!.cut);
    expect(short!.cut - long!.cut).toBeCloseTo(1, 1);
  });

  it('pools a group too small for a band: the band’s pooled cut plus the group’s shift', () => {
    // Group "b" runs 2 higher than "a" and has only 10 long texts: its long cut is pooled.
    const hs = [
      ...humans('a', 50, spread(0, 100)),
      ...humans('a', 300, spread(0, 100)),
      ...humans('b', 50, spread(2, 60)),
      ...humans('b', 300, spread(2, 10)),
    ];
    const cuts = bandCut(hs, 0.02, [150], 50);
    expect(cuts[1]!.group).toBe('b (pooled)');
    expect(cuts[1]!.cut).toBeGreaterThan(2);
  });

  it('interpolates a smooth cut in ln(words) and keeps it flat beyond the outer bands', () => {
    const hs = [...humans('a', 50, spread(1, 100)), ...humans('a', 400, spread(0, 100))];
    const cuts = readBandCuts(hs, [150], 50);
    expect(cutAt(cuts, 'red', 10, 'smooth')).toBe(cuts.red[0]);
    expect(cutAt(cuts, 'red', 5000, 'smooth')).toBe(cuts.red[1]);
    const mid = cutAt(cuts, 'red', Math.round(Math.sqrt(50 * 400)), 'smooth');
    expect(mid).toBeLessThan(cuts.red[0]!);
    expect(mid).toBeGreaterThan(cuts.red[1]!);
  });

  it('fits a line through points that lie on one, clamped to their range', () => {
    const line = lineThrough([1, 2, 3], [5, 4, 3], [1, 1, 1]);
    expect(line.slope).toBeCloseTo(-1, 9);
    expect(lineCutAt(line, Math.exp(2))).toBeCloseTo(4, 9);
    expect(lineCutAt(line, Math.exp(10))).toBeCloseTo(3, 9);
  });
});
