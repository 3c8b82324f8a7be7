import { describe, expect, it } from 'vitest';
import { compareFacts } from './facts';
import { describeFactIssues } from './humanizer';

describe('compareFacts', () => {
  it('keeps a number written with or without a thousands separator', () => {
    expect(compareFacts('The fund raised 1,000 dollars.', 'It raised 1000 dollars.')).toEqual([]);
  });

  it('keeps a number spelled out or written in digits', () => {
    expect(compareFacts('She had two sisters.', 'She had 2 sisters.')).toEqual([]);
    expect(compareFacts('It took 21 days.', 'It took twenty-one days.')).toEqual([]);
    expect(
      compareFacts('Sales hit 1.5 million units.', 'Sales hit one million five hundred'),
    ).not.toEqual([]);
    expect(compareFacts('a budget of two million', 'a budget of 2 million')).toEqual([]);
  });

  it('does not read "one" or "a" as numbers on their own', () => {
    expect(compareFacts('One reason is cost.', 'Cost is a reason.')).toEqual([]);
  });

  it('names a changed year, as the user will see it', () => {
    const issues = compareFacts('The bridge opened in 1997.', 'The bridge opened in 1998.');
    expect(issues).toEqual([{ kind: 'number', change: 'changed', before: '1997', after: '1998' }]);
    expect(describeFactIssues(issues)).toBe('facts changed: 1997 → 1998');
  });

  it('accepts names in another order, and a name that starts the sentence instead', () => {
    expect(
      compareFacts(
        'The study by Smith and Jones was read by Carter.',
        'Carter read the study that Jones and Smith wrote.',
      ),
    ).toEqual([]);
  });

  it('catches an added name and a dropped one', () => {
    expect(
      compareFacts(
        'The survey was run by Helen Park in Leeds.',
        'The survey was run by Helen Park, says Morgan.',
      ),
    ).toEqual([{ kind: 'name', change: 'changed', before: 'Leeds', after: 'Morgan' }]);
    expect(compareFacts('We met in Leeds.', 'We met there, as Morgan said.')).toEqual([
      { kind: 'name', change: 'changed', before: 'Leeds', after: 'Morgan' },
    ]);
    expect(compareFacts('We met at noon.', 'We met at noon with Morgan.')).toEqual([
      { kind: 'name', change: 'added', after: 'Morgan' },
    ]);
  });

  it('does not count a sentence-initial capital as a name', () => {
    expect(compareFacts('Water boils at 100 degrees.', 'At 100 degrees, water boils.')).toEqual([]);
  });

  it('accepts a quotation with changed punctuation or quote marks, not changed words', () => {
    expect(
      compareFacts(
        'He said, "We shall fight on the beaches," and sat down.',
        'He said “we shall fight on the beaches” and sat down.',
      ),
    ).toEqual([]);
    expect(
      compareFacts(
        'He said, "We shall fight on the beaches."',
        'He said, "We will fight on the beaches."',
      ),
    ).toEqual([
      {
        kind: 'quotation',
        change: 'changed',
        before: '"We shall fight on the beaches."',
        after: '"We will fight on the beaches."',
      },
    ]);
  });

  it('keeps citations and URLs whole, without reading their digits as numbers', () => {
    const input = 'As shown (Smith et al., 2019), see https://example.org/report-2020 and [4].';
    expect(
      compareFacts(
        input,
        'See https://example.org/report-2020 and [4]; it was shown (Smith et al., 2019).',
      ),
    ).toEqual([]);
    expect(
      compareFacts(
        input,
        'As shown (Smith et al., 2021), see https://example.org/report-2020 and [4].',
      ),
    ).toEqual([
      {
        kind: 'citation',
        change: 'changed',
        before: '(Smith et al., 2019)',
        after: '(Smith et al., 2021)',
      },
    ]);
    expect(compareFacts(input, 'As shown (Smith et al., 2019), see the report and [4].')).toEqual([
      { kind: 'url', change: 'dropped', before: 'https://example.org/report-2020' },
    ]);
  });

  it('catches an invented statistic', () => {
    expect(compareFacts('Most people agreed.', 'Most people (73%) agreed.')).toEqual([
      { kind: 'number', change: 'added', after: '73' },
    ]);
  });

  it('treats a fact said twice as the same fact', () => {
    expect(
      compareFacts('In 2010 it grew. By 2010 it was big.', 'In 2010 it grew and got big.'),
    ).toEqual([]);
  });
});
