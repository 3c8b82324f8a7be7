import { describe, expect, it } from 'vitest';
import { type RowMeta, transferSplits } from './evaluate';

// Two genres; every group holds one human text and one AI text of one of two models.
const meta: RowMeta[] = Array.from({ length: 40 }, (_, g) => [
  {
    language: 'en',
    domain: g % 2 ? 'news' : 'stories',
    model: 'human',
    group: `g${g}`,
    label: 0 as const,
  },
  {
    language: 'en',
    domain: g % 2 ? 'news' : 'stories',
    model: g % 4 < 2 ? 'gpt-4' : 'davinci',
    group: `g${g}`,
    label: 1 as const,
  },
]).flat();

describe('transfer splits', () => {
  const splits = transferSplits(meta, 7);

  it('leave out each genre and each generator once', () => {
    expect(splits.map((s) => s.name)).toEqual([
      'genre: news',
      'genre: stories',
      'generator: davinci',
      'generator: gpt-4',
    ]);
  });

  it('test a genre on all its texts and train on none of them', () => {
    const news = splits[0]!;
    expect(meta.map((m, i) => news.isTest(m, i))).toEqual(meta.map((m) => m.domain === 'news'));
  });

  it('never train on the left-out generator or on the held-out groups whose humans are tested', () => {
    const gpt4 = splits[3]!;
    const test = meta.filter((m, i) => gpt4.isTest(m, i));
    const train = meta.filter((m, i) => !gpt4.isTest(m, i) && !gpt4.isExcluded?.(m));
    expect(test.some((m) => m.label === 0)).toBe(true);
    expect(test.filter((m) => m.label === 1).every((m) => m.model === 'gpt-4')).toBe(true);
    expect(train.some((m) => m.model === 'gpt-4')).toBe(false);
    const testGroups = new Set(test.map((m) => m.group));
    expect(train.some((m) => testGroups.has(m.group))).toBe(false);
    expect(train.some((m) => m.model === 'davinci')).toBe(true);
  });
});
