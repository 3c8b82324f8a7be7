import { describe, expect, it } from 'vitest';
import { deduplicate, familyOf, type LabelledText } from './dataset';

const row = (id: string, label: 0 | 1, text: string): LabelledText => ({
  id,
  label,
  language: 'en',
  domain: 'news',
  generator: label ? 'gpt-4' : 'human',
  model: label ? 'gpt-4' : 'human',
  group: id,
  source: 'test',
  task: '',
  text,
});

describe('deduplicate', () => {
  it('keeps the first copy of a repeated text and drops texts labelled both ways', () => {
    const { rows, repeats, conflicting } = deduplicate([
      row('a', 1, 'Same text.'),
      row('b', 1, ' Same   text. '),
      row('c', 0, 'Both labels.'),
      row('d', 1, 'Both labels.'),
      row('e', 0, 'Unique.'),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'e']);
    expect(repeats).toBe(1);
    expect(conflicting).toBe(2);
  });
});

describe('familyOf', () => {
  it('puts Claude 3 Opus and Sonnet in one family', () => {
    expect(familyOf('claude-3-opus-20240229')).toBe(familyOf('claude-3-sonnet-20240229'));
    expect(familyOf('gpt-4o')).not.toBe(familyOf('gpt-4'));
  });
});
