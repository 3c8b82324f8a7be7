import { decodeInEncoding, detectTextEncoding } from '../text-encoding';

/**
 * Decodes a text file in the encoding an editor would find (text-encoding.ts): UTF-8, UTF-16
 * or UTF-32 with or without a byte-order mark, or a legacy single-byte or CJK encoding.
 */
export function decodeText(bytes: Uint8Array): string {
  const found = detectTextEncoding(bytes) ?? { encoding: 'utf-8', skip: 0 };
  return decodeInEncoding(bytes, found)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
