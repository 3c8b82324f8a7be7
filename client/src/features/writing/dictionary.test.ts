import type { WritingIssue } from '@common/writing';
import { describe, expect, it } from 'vitest';
import { applyAllOfKind, applyReplacement, ignoreKey, visibleIssues } from './dictionary';

const issue = (
  text: string,
  word: string,
  kind: WritingIssue['kind'],
  replacements: string[],
  from = 0,
): WritingIssue => {
  const start = text.indexOf(word, from);
  return { start, end: start + word.length, kind, message: `about ${word}`, replacements };
};

describe('applying suggestions', () => {
  const text = 'I recieve teh letters, an letter a day.';
  const issues = [
    issue(text, 'recieve', 'spelling', ['receive', 'relieve']),
    issue(text, 'teh', 'spelling', ['the']),
    issue(text, 'an', 'grammar', ['a'], 20),
  ];

  it('replaces one issue with the chosen suggestion', () => {
    expect(applyReplacement(text, issues[0]!, 'relieve')).toBe(
      'I relieve teh letters, an letter a day.',
    );
  });

  it('fixes every issue of one kind with its first suggestion, leaving other kinds', () => {
    expect(applyAllOfKind(text, issues, 'spelling')).toBe(
      'I receive the letters, an letter a day.',
    );
    expect(applyAllOfKind(text, issues, 'grammar')).toBe('I recieve teh letters, a letter a day.');
  });

  it('skips the earlier of two overlapping issues', () => {
    const overlapping = [
      { start: 2, end: 9, kind: 'spelling' as const, message: 'a', replacements: ['receive'] },
      { start: 2, end: 13, kind: 'spelling' as const, message: 'b', replacements: ['get the'] },
    ];
    expect(applyAllOfKind(text, overlapping, 'spelling')).toBe(
      'I get the letters, an letter a day.',
    );
  });
});

describe('visibleIssues', () => {
  const text = 'Ask Zorblax about teh plan.';
  const issues = [issue(text, 'Zorblax', 'spelling', []), issue(text, 'teh', 'spelling', ['the'])];

  it('leaves out words of the personal dictionary, whatever their case', () => {
    expect(visibleIssues(text, issues, new Set(['zorblax']), new Set())).toEqual([issues[1]]);
  });

  it('leaves out ignored issues and issues past the end of a shorter text', () => {
    expect(visibleIssues(text, issues, new Set(), new Set([ignoreKey(text, issues[1]!)]))).toEqual([
      issues[0],
    ]);
    expect(visibleIssues('Ask', issues, new Set(), new Set())).toEqual([]);
  });
});
