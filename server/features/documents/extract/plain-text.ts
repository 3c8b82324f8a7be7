import { decodeInEncoding, detectTextEncoding } from '../text-encoding';

/**
 * Spaces and tabs at a line's end. The run is matched from its first character only (the
 * lookbehind): `/[ \t]+$/gm` tried again from every character of a run that does not end the
 * line, each try running to the run's end, so a line of 40,000 spaces before a word took
 * 36 s (docs/decisions/216-text-paths-grow-linearly.md).
 */
const TRAILING_BLANKS = /(?<![ \t])[ \t]+$/gm;

/**
 * Decodes a text file in the encoding an editor would find (text-encoding.ts): UTF-8, UTF-16
 * or UTF-32 with or without a byte-order mark, or a legacy single-byte or CJK encoding.
 */
export function decodeText(bytes: Uint8Array): string {
  const found = detectTextEncoding(bytes) ?? { encoding: 'utf-8', skip: 0 };
  return decodeInEncoding(bytes, found)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(TRAILING_BLANKS, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
