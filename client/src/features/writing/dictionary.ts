import { dictionaryForm, type WritingIssue } from '@common/writing';

/**
 * The personal dictionary of a visitor: words they added, kept in this browser's localStorage,
 * so that a name or a term of their trade is never marked again. A signed-in user's words are
 * kept with the account (use-dictionary.ts); the browser's are added to it at sign-in.
 */
const DICTIONARY_KEY = 'redraft.writing.dictionary';

export function readDictionary(): Set<string> {
  try {
    const words = JSON.parse(localStorage.getItem(DICTIONARY_KEY) ?? '[]');
    return new Set(Array.isArray(words) ? words.filter((w) => typeof w === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeDictionary(words: ReadonlySet<string>): void {
  try {
    if (words.size === 0) localStorage.removeItem(DICTIONARY_KEY);
    else localStorage.setItem(DICTIONARY_KEY, JSON.stringify([...words].sort()));
  } catch {
    // A full or blocked storage: the word is still left alone until the page reloads.
  }
}

export function addToDictionary(word: string): Set<string> {
  const words = readDictionary();
  words.add(dictionaryForm(word));
  writeDictionary(words);
  return words;
}

/** Takes out of the browser the words the account now keeps; answers what is left. */
export function forgetWords(kept: Iterable<string>): Set<string> {
  const words = readDictionary();
  for (const word of kept) words.delete(word);
  writeDictionary(words);
  return words;
}

/** An issue's identity for "Ignore": its text and message, wherever it moves. */
export const ignoreKey = (text: string, issue: WritingIssue) =>
  `${text.slice(issue.start, issue.end)}\u0000${issue.message}`;

/** The issues left after the dictionary and the ignored ones are taken out. */
export function visibleIssues(
  text: string,
  issues: readonly WritingIssue[],
  dictionary: ReadonlySet<string>,
  ignored: ReadonlySet<string>,
): WritingIssue[] {
  return issues.filter((issue) => {
    if (issue.end > text.length) return false;
    if (
      issue.kind === 'spelling' &&
      dictionary.has(text.slice(issue.start, issue.end).toLowerCase())
    )
      return false;
    return !ignored.has(ignoreKey(text, issue));
  });
}

/** The text with one replacement made. */
export function applyReplacement(text: string, issue: WritingIssue, replacement: string): string {
  return text.slice(0, issue.start) + replacement + text.slice(issue.end);
}

/** The text with every issue of a kind replaced by its first suggestion, from the end back. */
export function applyAllOfKind(
  text: string,
  issues: readonly WritingIssue[],
  kind: WritingIssue['kind'],
): string {
  const fixable = issues
    .filter((issue) => issue.kind === kind && issue.replacements.length > 0)
    .sort((a, b) => b.start - a.start || b.end - a.end);
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const issue of fixable) {
    // Overlapping issues: only the later (or, from one place, the longer) is fixed; the next
    // check finds what is left of the other.
    if (issue.end > limit) continue;
    result = applyReplacement(result, issue, issue.replacements[0]!);
    limit = issue.start;
  }
  return result;
}
