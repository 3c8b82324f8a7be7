import type { Lint, Linter } from 'harper.js';
import { assessReadability } from './readability';
import { type CheckWritingResponse, type WritingIssue, writingKindOf } from './writing';

/**
 * One check with Harper, the same on the server (a worker thread) and in the browser (a Web
 * Worker): the text is checked paragraph by paragraph, each paragraph's issues kept by its text,
 * so that an edit re-checks only the paragraph that changed (docs/decisions/161-writing-checks-harper.md).
 */

export interface Paragraph {
  text: string;
  start: number;
}

/** Paragraphs split at blank lines, with their offsets; blank runs belong to none. */
export function splitParagraphs(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  const breaks = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (const match of text.matchAll(breaks)) {
    if (match.index > start) paragraphs.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start < text.length) paragraphs.push({ text: text.slice(start), start });
  return paragraphs;
}

/** Harper's lint as the product's issue (Harper's spans are already JavaScript string offsets). */
export function issueOfLint(lint: Lint, offset: number): WritingIssue {
  const span = lint.span();
  const suggestions = lint.suggestions();
  const issue: WritingIssue = {
    start: offset + span.start,
    end: offset + span.end,
    kind: writingKindOf(lint.lint_kind()),
    message: lint.message(),
    replacements: distinctReplacements(suggestions.map((s) => s.get_replacement_text())),
  };
  // Harper's objects live in WebAssembly memory, which JavaScript's collector does not see.
  for (const suggestion of suggestions) suggestion.free();
  span.free();
  lint.free();
  return issue;
}

/**
 * Harper sometimes offers the same word twice, once with a space after it ("they're" and
 * "they're "): a reader sees two equal buttons, so the first of each is kept.
 */
function distinctReplacements(replacements: string[]): string[] {
  const seen = new Set<string>();
  return replacements.filter((replacement) => {
    const key = replacement.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Issues of one paragraph, relative to it; bounded so that a long session keeps little. */
export class ParagraphCache {
  readonly #entries = new Map<string, WritingIssue[]>();
  constructor(readonly capacity = 2_000) {}

  get(key: string): WritingIssue[] | undefined {
    const found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
      this.#entries.set(key, found);
    }
    return found;
  }

  set(key: string, issues: WritingIssue[]) {
    this.#entries.set(key, issues);
    if (this.#entries.size > this.capacity)
      this.#entries.delete(this.#entries.keys().next().value as string);
  }

  clear() {
    this.#entries.clear();
  }
}

/**
 * Runs of more than this many characters without a space are no word: Harper is not given them.
 * Its spelling suggestions for one such run grow with its length (3,000 characters took 1 s),
 * and past about 5,000 its WebAssembly stops ("unreachable") and every later check of that
 * linter fails. A URL or a hash is not spell-checked either way.
 */
export const LONGEST_CHECKED_RUN = 100;
const OVERLONG_RUN = new RegExp(`\\S{${LONGEST_CHECKED_RUN + 1},}`, 'g');

/** Harper's issues of `text`, its over-long runs left out (the pieces between are checked). */
async function lintText(linter: Pick<Linter, 'lint'>, text: string): Promise<WritingIssue[]> {
  const pieces: Paragraph[] = [];
  let start = 0;
  for (const match of text.matchAll(OVERLONG_RUN)) {
    if (match.index > start) pieces.push({ text: text.slice(start, match.index), start });
    start = match.index + match[0].length;
  }
  if (start === 0) pieces.push({ text, start: 0 });
  else if (start < text.length) pieces.push({ text: text.slice(start), start });
  const issues: WritingIssue[] = [];
  for (const piece of pieces) {
    if (!/\S/.test(piece.text)) continue;
    const lints = await linter.lint(piece.text, { language: 'plaintext' });
    for (const lint of lints) issues.push(issueOfLint(lint, piece.start));
  }
  return issues;
}

/** Harper's issues of a whole text, paragraph by paragraph, reusing the cache when given. */
export async function lintParagraphs(
  linter: Pick<Linter, 'lint'>,
  text: string,
  cache?: ParagraphCache,
): Promise<WritingIssue[]> {
  // Without a cache nothing is reused: one call over the whole text costs Harper less than
  // one per paragraph (the server's case, a single request).
  if (!cache) return lintText(linter, text);
  const issues: WritingIssue[] = [];
  for (const paragraph of splitParagraphs(text)) {
    let found = cache.get(paragraph.text);
    if (!found) {
      found = await lintText(linter, paragraph.text);
      cache.set(paragraph.text, found);
    }
    for (const issue of found)
      issues.push({
        ...issue,
        start: issue.start + paragraph.start,
        end: issue.end + paragraph.start,
      });
  }
  return issues;
}

/** Harper's issues and the readability figures and marks, in text order. */
export async function checkText(
  linter: Pick<Linter, 'lint'>,
  text: string,
  cache?: ParagraphCache,
): Promise<CheckWritingResponse> {
  const harperIssues = await lintParagraphs(linter, text, cache);
  const { readability, issues: marks } = assessReadability(text);
  const issues = [...harperIssues, ...marks].sort((a, b) => a.start - b.start || a.end - b.end);
  return { issues, readability };
}
