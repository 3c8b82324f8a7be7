import { READABILITY_MESSAGES } from '@common/readability';
import type { WritingDialect, WritingIssue } from '@common/writing';
import { checkText, ParagraphCache, splitParagraphs } from '@common/writing-check';
import { describe, expect, it } from 'vitest';
import { CLEAN_PROSE } from './fixtures/clean-prose';
import { harperLinter } from './harper';

// Harper's real WebAssembly checker, loaded from node_modules (about 2 s the first time).
const check = async (text: string, dialect: WritingDialect = 'en-US') =>
  checkText(await harperLinter(dialect), text);

const found = (text: string, issues: WritingIssue[]) =>
  issues.map((issue) => ({
    text: text.slice(issue.start, issue.end),
    kind: issue.kind,
    first: issue.replacements[0],
  }));

describe('Harper through checkText', { timeout: 30_000 }, () => {
  it.each([
    ['I recieve the letters.', { text: 'recieve', kind: 'spelling', first: 'receive' }],
    ['I saw teh dog.', { text: 'teh', kind: 'spelling', first: 'the' }],
    ['This is an test.', { text: 'an', kind: 'grammar', first: 'a' }],
    ['Their going to the store.', { text: 'Their', kind: 'grammar', first: "They're" }],
    ['He go to school every day.', { text: 'go', kind: 'grammar', first: 'goes' }],
    ['I could of done it.', { text: 'could of', kind: 'style', first: 'could have' }],
  ])('finds the error in %j at its place with its suggestion', async (text, expected) => {
    const { issues } = await check(text);
    expect(found(text, issues)).toContainEqual(expected);
  });

  it('leaves out a run of 10,000 characters with no space, checks the words around it, and checks on', async () => {
    // Harper's WebAssembly stops on such a run and is broken for every later check.
    const text = `I recieve ${'x'.repeat(10_000)} teh letters.`;
    expect(found(text, (await check(text)).issues).map((issue) => issue.text)).toEqual([
      'recieve',
      'teh',
    ]);
    const cached = await checkText(await harperLinter('en-US'), text, new ParagraphCache());
    expect(found(text, cached.issues).map((issue) => issue.text)).toEqual(['recieve', 'teh']);
    expect(found('I saw teh dog.', (await check('I saw teh dog.')).issues)[0]?.text).toBe('teh');
  });

  it('marks readability: a passive verb and a very hard sentence', async () => {
    const text =
      'The letter was written by Ann. The institutionalisation of interdisciplinary methodologies necessitates comprehensive reconsideration of established epistemological assumptions concerning organisational accountability.';
    const { issues, readability } = await check(text, 'en-GB');
    const marks = issues.filter((issue) => issue.kind === 'readability');
    expect(marks.map((m) => [text.slice(m.start, m.end), m.message])).toContainEqual([
      'was written',
      READABILITY_MESSAGES.passive,
    ]);
    expect(readability.veryHardSentences).toBe(1);
    expect(readability.sentences).toBe(2);
  });

  it('follows the dialect: "colour" is a misspelling in en-US, "color" in en-GB', async () => {
    expect(found('The colour.', (await check('The colour.', 'en-US')).issues)).toContainEqual({
      text: 'colour',
      kind: 'spelling',
      first: 'color',
    });
    expect((await check('The colour.', 'en-GB')).issues).toEqual([]);
    expect(found('The color.', (await check('The color.', 'en-GB')).issues)).toContainEqual({
      text: 'color',
      kind: 'spelling',
      first: 'colour',
    });
  });

  it('gives offsets in JavaScript string units past emoji and across paragraphs', async () => {
    const text = '😀😀 Fine words.\n\nA new paragraph with teh error.';
    const { issues } = await check(text);
    expect(found(text, issues)).toContainEqual({ text: 'teh', kind: 'spelling', first: 'the' });
  });

  it('re-checks only the paragraphs that changed', async () => {
    const linter = await harperLinter('en-US');
    const calls: string[] = [];
    const counting = {
      lint: (text: string, options?: Parameters<typeof linter.lint>[1]) => {
        calls.push(text);
        return linter.lint(text, options);
      },
    };
    const cache = new ParagraphCache();
    await checkText(counting, 'First paragrah.\n\nSecond one.', cache);
    const again = await checkText(counting, 'First paragrah.\n\nSecond one, edited.', cache);
    expect(calls).toEqual(['First paragrah.', 'Second one.', 'Second one, edited.']);
    expect(found('First paragrah.', again.issues).map((issue) => issue.text)).toContain('paragrah');
  });

  it('raises no spelling, grammar or style alarm on clean prose of six registers', async () => {
    const alarms: string[] = [];
    let words = 0;
    for (const [register, { dialect, text }] of Object.entries(CLEAN_PROSE)) {
      words += text.split(/\s+/).length;
      const { issues } = await check(text, dialect);
      for (const issue of issues.filter((i) => i.kind !== 'readability'))
        alarms.push(`${register}: ${text.slice(issue.start, issue.end)} (${issue.message})`);
    }
    // The false-alarm rate on these fixtures: 0 alarms in about 330 words.
    expect(words).toBeGreaterThan(300);
    expect(alarms).toEqual([]);
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and keeps offsets', () => {
    const text = 'One.\n\n  \nTwo.\nStill two.\n\nThree.';
    expect(
      splitParagraphs(text).map((p) => [p.text, text.slice(p.start, p.start + p.text.length)]),
    ).toEqual([
      ['One.', 'One.'],
      ['Two.\nStill two.', 'Two.\nStill two.'],
      ['Three.', 'Three.'],
    ]);
  });
});
