import { type ChangeObject, diffArrays } from 'diff';

/**
 * The word-level changes between a source text and an AI result, as the review view, the change
 * meter and the tracked-changes DOCX read them (docs/decisions/166-review-word-diff.md).
 *
 * Joining every part's `text` (for `same`) or `after` (for `change`) gives the result back
 * exactly; joining `text` or `before` gives the source back exactly.
 */
export type ReviewPart =
  | { kind: 'same'; text: string }
  | { kind: 'change'; id: number; before: string; after: string };

/**
 * Tokens of a text: a run of line breaks (with the spaces between them), a run of other white
 * space, an emoji with its joiners and modifiers, one Chinese/Japanese/Korean character (those
 * scripts write no spaces, so a character is their word), a word, or one other character.
 */
const TOKEN =
  /[^\S\n]*\n\s*|[^\S\n]+|\p{Extended_Pictographic}(?:(?:\u200d|\ufe0f|\p{M}|\p{Emoji_Modifier})+\p{Extended_Pictographic}?)*|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]\p{M}*|[\p{L}\p{N}\p{M}_]+(?:['’][\p{L}\p{N}\p{M}_]+)*|[\s\S]/gu;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

const isBreak = (token: string) => token.includes('\n');
const isInlineSpace = (text: string) => /^[^\S\n]+$/.test(text);

/** Word tokens count as words; spaces and punctuation do not. */
export const isWord = (token: string) => /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(token);

/**
 * Above this many edits between two paragraphs' tokens the word diff gives up and the pair is
 * one change: Myers' algorithm costs (length × edits), and two unrelated paragraphs of
 * thousands of words would hold the page for seconds.
 */
const MAX_EDITS = 4_000;

/**
 * Above this many paragraph edits the paragraph diff gives up too: Myers' cost is (paragraphs ×
 * edits), and a rewrite changes nearly every paragraph, so without a bound a 1,000,000-character
 * rewrite took 100× the time of 100,000 characters (docs/decisions/216-text-paths-grow-linearly.md).
 */
const MAX_PARAGRAPH_EDITS = 500;

/** The paragraphs of a token list, each with the line-break token that ends it. */
function paragraphs(tokens: string[]): string[][] {
  const result: string[][] = [];
  let current: string[] = [];
  for (const token of tokens) {
    current.push(token);
    if (isBreak(token)) {
      result.push(current);
      current = [];
    }
  }
  if (current.length) result.push(current);
  return result;
}

interface Piece {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * The paragraph diff past MAX_PARAGRAPH_EDITS: the paragraphs both texts begin and end with are
 * the same, and everything between is one run of changed paragraphs, which pieces() compares
 * paragraph by paragraph in order, as it does a rewrite of every paragraph.
 */
function changedMiddle(a: string[], b: string[]): ChangeObject<string[]>[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (
    end < a.length - start &&
    end < b.length - start &&
    a[a.length - 1 - end] === b[b.length - 1 - end]
  )
    end++;
  const changes: ChangeObject<string[]>[] = [];
  const add = (value: string[], kind: 'same' | 'removed' | 'added') => {
    if (value.length === 0) return;
    changes.push({
      value,
      count: value.length,
      added: kind === 'added',
      removed: kind === 'removed',
    });
  };
  add(a.slice(0, start), 'same');
  add(a.slice(start, a.length - end), 'removed');
  add(b.slice(start, b.length - end), 'added');
  add(a.slice(a.length - end), 'same');
  return changes;
}

/** The tokens of two runs of paragraphs, word by word, or as one change past MAX_EDITS. */
function diffTokens(a: string[], b: string[], out: Piece[]) {
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!changes) {
    out.push({ kind: 'removed', text: a.join('') }, { kind: 'added', text: b.join('') });
    return;
  }
  for (const change of changes) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    out.push({ kind, text: change.value.join('') });
  }
}

/**
 * Paragraphs first, then words: unchanged paragraphs are matched whole (cheap, and a moved
 * paragraph reads as one removal and one addition), and each run of changed paragraphs is
 * compared word by word: all at once when it is small, else paragraph by paragraph in order,
 * which keeps a 50,000-word rewrite to many small diffs instead of one quadratic one.
 */
function pieces(source: string, result: string): Piece[] {
  const a = paragraphs(tokenize(source));
  const b = paragraphs(tokenize(result));
  const out: Piece[] = [];
  const keysA = a.map((p) => p.join(''));
  const keysB = b.map((p) => p.join(''));
  const byParagraph =
    diffArrays(keysA, keysB, { maxEditLength: MAX_PARAGRAPH_EDITS }) ?? changedMiddle(keysA, keysB);
  let i = 0;
  let j = 0;
  for (let k = 0; k < byParagraph.length; k++) {
    const change = byParagraph[k]!;
    if (!change.added && !change.removed) {
      out.push({ kind: 'same', text: change.value.join('') });
      i += change.count;
      j += change.count;
      continue;
    }
    // A run of removed and added paragraphs (jsdiff puts the removals first).
    const next = byParagraph[k + 1];
    const removed = change.removed ? change.count : 0;
    const added = change.added ? change.count : next?.added ? next.count : 0;
    if (change.removed && next?.added) k++;
    const from = a.slice(i, i + removed);
    const to = b.slice(j, j + added);
    i += removed;
    j += added;
    const size = from.reduce((n, p) => n + p.length, 0) + to.reduce((n, p) => n + p.length, 0);
    if (size <= 4 * MAX_EDITS || from.length === 0 || to.length === 0) {
      diffTokens(from.flat(), to.flat(), out);
    } else {
      const pairs = Math.max(from.length, to.length);
      for (let p = 0; p < pairs; p++) diffTokens(from[p] ?? [], to[p] ?? [], out);
    }
  }
  return out;
}

/** The word-level review of a result against its source. */
export function reviewDiff(source: string, result: string): ReviewPart[] {
  const parts: ReviewPart[] = [];
  let pending: { before: string; after: string } | null = null;
  let id = 0;
  const flush = () => {
    if (pending && (pending.before || pending.after)) {
      parts.push({ kind: 'change', id: id++, ...pending });
    }
    pending = null;
  };
  const list = pieces(source, result).filter((piece) => piece.text);
  for (let index = 0; index < list.length; index++) {
    const piece = list[index]!;
    if (piece.kind === 'same') {
      // A space alone between two changes belongs to both: "the quick brown" → "a slow red" is
      // one change to decide, not three.
      const nextChanges = list[index + 1] && list[index + 1]!.kind !== 'same';
      if (pending && nextChanges && isInlineSpace(piece.text)) {
        const run = pending as { before: string; after: string };
        run.before += piece.text;
        run.after += piece.text;
        continue;
      }
      flush();
      const last = parts.at(-1);
      if (last?.kind === 'same') last.text += piece.text;
      else parts.push({ kind: 'same', text: piece.text });
      continue;
    }
    pending ??= { before: '', after: '' };
    if (piece.kind === 'removed') pending.before += piece.text;
    else pending.after += piece.text;
  }
  flush();
  return parts;
}

/** What a change became: kept as the AI wrote it, or put back as the source had it. */
export type ChangeDecision = 'accepted' | 'rejected';

/**
 * The text after the review: each rejected change goes back to the source's words; accepted and
 * undecided ones keep the AI's, since the result on screen already holds them.
 */
export function mergeReview(
  parts: ReviewPart[],
  decisions: Readonly<Record<number, ChangeDecision>>,
): string {
  let text = '';
  for (const part of parts) {
    if (part.kind === 'same') text += part.text;
    else text += decisions[part.id] === 'rejected' ? part.before : part.after;
  }
  return text;
}

export const changesOf = (parts: ReviewPart[]) =>
  parts.filter((part): part is Extract<ReviewPart, { kind: 'change' }> => part.kind === 'change');
