/**
 * The database cannot store a NUL character (`\0`), and no one types one: it arrives only with
 * text pasted from a binary file. Names that identify someone (usernames, passwords, keys)
 * refuse it; texts a user writes or pastes (library documents, humanized texts) drop it.
 */
export const hasNoNul = (value: string) => !value.includes('\0');

export const withoutNul = (value: string) => value.replaceAll('\0', '');

// A high surrogate without its low half, or a low half without its high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
// Every control character (Unicode's Cc: C0, DEL, C1) but tab and newline.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/**
 * What text that leaves the server (an extracted document, an exported file) is: well-formed
 * Unicode (a lone surrogate, which no encoder can write, becomes U+FFFD), with line ends as
 * `\n`, page and line-tab breaks as newlines, and no other control character but the tab.
 * Redraft's own upload refuses what a control character makes look binary, and lualatex
 * stops at one; JSON would carry a lone surrogate as an escape no reader can decode.
 */
export function wellFormedText(text: string): string {
  return text
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?|[\f\v]/g, '\n')
    .replace(CONTROL, '');
}

// A run of white space that is not already one plain space: one that starts with another white
// space character, or a space followed by more.
const UNCOLLAPSED_SPACE = /(?! )\s+| \s+/g;

/**
 * `text.replace(/\s+/g, ' ')`, the same result, matching only the runs that change: in prose
 * nearly every run is one plain space, and replacing each of them costs a match and a piece of
 * the result, which on a 1,000,000-character text took 35× the time of 100,000 characters
 * instead of 10× (docs/decisions/216-text-paths-grow-linearly.md).
 */
export function collapseWhitespace(text: string): string {
  return text.replace(UNCOLLAPSED_SPACE, ' ');
}
