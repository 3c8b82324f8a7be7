import { describe, expect, it } from 'vitest';
import { changeOfFact, changeShares, measureChange } from './change-meter';
import { compareFacts } from './facts';
import { changesOf, mergeReview, type ReviewPart, reviewDiff, tokenize } from './review-diff';

const sourceOf = (parts: ReviewPart[]) =>
  parts.map((p) => (p.kind === 'same' ? p.text : p.before)).join('');
const resultOf = (parts: ReviewPart[]) =>
  parts.map((p) => (p.kind === 'same' ? p.text : p.after)).join('');

/** Every diff gives both texts back, and accepting all or rejecting all gives each of them. */
function roundTrip(source: string, result: string) {
  const parts = reviewDiff(source, result);
  expect(sourceOf(parts)).toBe(source);
  expect(resultOf(parts)).toBe(result);
  const ids = changesOf(parts).map((c) => c.id);
  expect(mergeReview(parts, {})).toBe(result);
  expect(mergeReview(parts, Object.fromEntries(ids.map((id) => [id, 'rejected'])))).toBe(source);
  return parts;
}

describe('reviewDiff', () => {
  it('finds word changes and folds the spaces between them into one change', () => {
    const parts = roundTrip('The quick brown fox jumps.', 'The slow red fox jumps high.');
    expect(changesOf(parts).map(({ before, after }) => [before, after])).toEqual([
      ['quick brown', 'slow red'],
      ['', ' high'],
    ]);
  });

  it('merges accepted and rejected changes into one text', () => {
    const parts = roundTrip('I saw a cat. It was big.', 'I noticed a cat. It was huge.');
    const [first, second] = changesOf(parts);
    expect(mergeReview(parts, { [first!.id]: 'rejected', [second!.id]: 'accepted' })).toBe(
      'I saw a cat. It was huge.',
    );
  });

  it('keeps paragraphs: a new paragraph and a joined one are changes of their own', () => {
    const source = 'First paragraph here.\n\nSecond one.\n\nThird stays.';
    const result = 'First paragraph here. Second one.\n\nThird stays.\n\nA new fourth.';
    const parts = roundTrip(source, result);
    expect(changesOf(parts).some((c) => c.before.includes('\n\n') && c.after === ' ')).toBe(true);
  });

  it('handles CJK by character, emoji as one token, and other scripts by word', () => {
    expect(tokenize('我喜欢猫')).toEqual(['我', '喜', '欢', '猫']);
    expect(tokenize('ok 👍🏽 👨‍👩‍👧!')).toEqual(['ok', ' ', '👍🏽', ' ', '👨‍👩‍👧', '!']);
    const cjk = roundTrip('我喜欢猫。', '我讨厌猫。');
    expect(changesOf(cjk).map((c) => [c.before, c.after])).toEqual([['喜欢', '讨厌']]);
    const emoji = roundTrip('Great job 👍 team', 'Great work 🎉 team');
    expect(changesOf(emoji)).toHaveLength(1);
    roundTrip('Ζωή και χαρά, naïve café', 'Ζωή και λύπη, naive café');
    roundTrip('مرحبا بالعالم', 'مرحبا يا عالم');
  });

  it('reads a reordered text as paragraphs moved, and gives both texts back', () => {
    const a = 'Alpha paragraph one.\n\nBeta paragraph two.\n\nGamma paragraph three.';
    const b = 'Gamma paragraph three.\n\nAlpha paragraph one.\n\nBeta paragraph two.';
    const parts = roundTrip(a, b);
    expect(changesOf(parts).length).toBeGreaterThan(0);
  });

  it('handles empty texts and identical ones', () => {
    expect(changesOf(roundTrip('', 'All new.'))).toHaveLength(1);
    expect(changesOf(roundTrip('All gone.', ''))).toHaveLength(1);
    expect(changesOf(roundTrip('Same text.', 'Same text.'))).toHaveLength(0);
  });

  it('compares a long rewrite of every paragraph quickly, paragraph by paragraph', () => {
    const paragraph = (n: number, word: string) =>
      Array.from({ length: 100 }, (_, i) => (i % 7 === 0 ? `${word}${i}` : `word${n}x${i}`)).join(
        ' ',
      );
    const source = Array.from({ length: 500 }, (_, n) => paragraph(n, 'old')).join('\n\n');
    const result = Array.from({ length: 500 }, (_, n) => paragraph(n, 'new')).join('\n\n');
    const started = performance.now();
    const parts = roundTrip(source, result);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(changesOf(parts).length).toBe(500 * 15);
  });
});

describe('reviewDiff of a rewrite of more paragraphs than the paragraph diff follows', () => {
  it('keeps the paragraphs both texts begin and end with, and compares the rest word by word', () => {
    const head = ['Title of the essay', 'An opening paragraph kept as it was.'];
    const tail = ['A closing paragraph kept as it was.'];
    const changed = (word: string) =>
      Array.from({ length: 400 }, (_, n) => `Paragraph ${n} says ${word} things in plain words.`);
    const source = [...head, ...changed('old'), ...tail].join('\n\n');
    const result = [...head, ...changed('new'), ...tail].join('\n\n');
    const parts = roundTrip(source, result);
    const changes = changesOf(parts);
    expect(changes).toHaveLength(400);
    expect(changes.every((c) => c.before === 'old' && c.after === 'new')).toBe(true);
    expect(parts[0]).toEqual({ kind: 'same', text: `${head.join('\n\n')}\n\nParagraph 0 says ` });
    expect(parts.at(-1)).toEqual({
      kind: 'same',
      text: ` things in plain words.\n\n${tail[0]}`,
    });
  });
});

describe('measureChange', () => {
  it('counts kept, changed, added and removed words', () => {
    const parts = reviewDiff('the big dog ran far away', 'a dog ran far away today quickly');
    expect(measureChange(parts)).toEqual({ kept: 4, changed: 1, added: 2, removed: 1 });
    // Rejecting the first change puts "the big" back: two more words kept.
    expect(measureChange(parts, { 0: 'rejected' })).toEqual({
      kept: 6,
      changed: 0,
      added: 2,
      removed: 0,
    });
  });

  it('gives whole shares that add up to 100', () => {
    const shares = changeShares({ kept: 1, changed: 1, added: 1, removed: 0 });
    expect(shares.kept + shares.changed + shares.added + shares.removed).toBe(100);
    expect(changeShares({ kept: 0, changed: 0, added: 0, removed: 0 }).kept).toBe(0);
    expect(changeShares({ kept: 3, changed: 1, added: 0, removed: 0 })).toEqual({
      kept: 75,
      changed: 25,
      added: 0,
      removed: 0,
    });
  });
});

describe('changeOfFact', () => {
  it('links each changed fact to the change that holds it', () => {
    const source = 'In 1997 Smith visited Paris with 25 students.';
    const result = 'In 1998 Smith went to Paris with 25 pupils.';
    const parts = reviewDiff(source, result);
    const [issue] = compareFacts(source, result);
    expect(issue).toMatchObject({ kind: 'number', before: '1997', after: '1998' });
    const id = changeOfFact(parts, issue!);
    const change = changesOf(parts).find((c) => c.id === id);
    expect(change).toMatchObject({ before: '1997', after: '1998' });
  });
});
