/**
 * Word's raw body text (Word 6 to 2003) made plain: its marks for paragraphs, cells, breaks,
 * hyphens and fields are control characters, cleaned here alike for every version
 * (docs/decisions/183-word-ruby-and-old-word.md).
 */
// Word's marks are control characters (0x13 field start, 0x14 separator, 0x15 end); the
// patterns are built from strings so that they say so in one place.
const NOT_MARK = '[^\\x13\\x14\\x15]';
const RUBY_FIELD = new RegExp(
  `\\x13\\s*EQ\\b${NOT_MARK}*?\\\\o\\s*(?:\\\\a[dlcr]\\s*)?\\(\\s*\\\\s\\s*\\\\up\\s*\\d+\\s*\\([^)\\x13\\x14\\x15]*\\)\\s*,([^)\\x13\\x14\\x15]*)\\)${NOT_MARK}*\\x15`,
  'g',
);
const FIELD = new RegExp(`\\x13${NOT_MARK}*(?:\\x14(${NOT_MARK}*))?\\x15`, 'g');
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const OTHER_CONTROLS = /[\x00-\x08\x0e-\x1f]/g;

/** Whether Word's raw text holds a phonetic guide's field. */
export const hasRubyField = (text: string) => {
  RUBY_FIELD.lastIndex = 0;
  return RUBY_FIELD.test(text);
};

/** Word's special characters in the text: paragraph and cell marks, breaks, fields. */
export function cleanWordText(text: string): string {
  let out = text
    .replaceAll('\x07', '\t')
    .replaceAll('\x0b', '\n')
    .replaceAll('\x0c', '\n')
    .replaceAll('\r', '\n')
    .replaceAll('\x1e', '\u2011')
    .replaceAll('\x1f', '')
    .replaceAll('\xa0', ' ');
  // A phonetic guide is an EQ field with no result: \o\ad(\s\up 9(reading),base). Its base
  // text is kept, as a DOCX's ruby is.
  out = out.replace(RUBY_FIELD, '$1');
  // A field keeps its result (after 0x14) or, with none, nothing of its code. Nested fields
  // are removed from the inside out, a bounded number of times.
  for (let i = 0; i < 32 && out.includes('\x13'); i++) {
    const next = out.replace(FIELD, '$1');
    if (next === out) break;
    out = next;
  }
  return out.replace(OTHER_CONTROLS, '');
}
