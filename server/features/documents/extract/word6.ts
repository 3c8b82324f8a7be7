import iconv from 'iconv-lite';
import { ExtractError } from './errors';

/**
 * Word 6 and Word 95 documents (docs/decisions/183-word-ruby-and-old-word.md). Their FIB starts
 * with 0xA5DC where Word 97's has 0xA5EC, and word-extractor reads only the latter. A file saved
 * whole ("non-complex") holds its text as one run of single-byte characters in the
 * WordDocument stream, from fcMin for ccpText characters, in the code page of the document's
 * language; that is read here. A file fast-saved (fComplex) keeps its text in pieces whose table
 * Word 6 lays out differently: it gets a clear answer rather than a wrong text.
 */

export const WORD6_IDENT = 0xa5dc;
const FIB_FLAGS = 0x0a;
const F_COMPLEX = 0x0004;
const F_ENCRYPTED = 0x0100;
const FC_MIN = 0x18;
const FC_MAC = 0x1c;
const CCP_TEXT = 0x34;
const LID = 0x06;

export const FAST_SAVED_WORD6_MESSAGE =
  'This Word 6/95 document was fast-saved, a form Redraft cannot read. Open it in Word or LibreOffice, save it as .docx, and upload that.';

/** The Windows code page of a document's language (its LCID's primary language). */
function codePage(lid: number): string {
  const primary = lid & 0x3ff;
  if ([0x05, 0x0e, 0x15, 0x18, 0x1a, 0x1b, 0x24, 0x1c].includes(primary)) return 'windows-1250';
  if ([0x19, 0x22, 0x23, 0x02, 0x2f].includes(primary)) return 'windows-1251';
  if (primary === 0x11) return 'cp932';
  if (primary === 0x12) return 'cp949';
  if (primary === 0x04) return lid === 0x0804 || lid === 0x1004 ? 'cp936' : 'cp950';
  if (primary === 0x08) return 'windows-1253';
  if (primary === 0x1f) return 'windows-1254';
  if (primary === 0x0d) return 'windows-1255';
  if (primary === 0x01) return 'windows-1256';
  if ([0x25, 0x26, 0x27].includes(primary)) return 'windows-1257';
  return 'windows-1252';
}

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

/** The text of a Word 6/95 WordDocument stream, or a 422 that says why not. */
export function word6Text(stream: Buffer): string {
  if (stream.length < CCP_TEXT + 4)
    throw new ExtractError(
      422,
      'The Word document could not be read: it seems to be damaged or incomplete.',
    );
  const flags = stream.readUInt16LE(FIB_FLAGS);
  if (flags & F_ENCRYPTED) {
    throw new ExtractError(
      422,
      'The Word document is protected by a password: remove it and try again.',
    );
  }
  if (flags & F_COMPLEX) throw new ExtractError(422, FAST_SAVED_WORD6_MESSAGE);
  const start = stream.readUInt32LE(FC_MIN);
  const end = stream.readUInt32LE(FC_MAC);
  const length = stream.readUInt32LE(CCP_TEXT);
  if (start > stream.length || end < start || length > end - start) {
    throw new ExtractError(
      422,
      'The Word document could not be read: it seems to be damaged or incomplete.',
    );
  }
  // ccpText counts characters: in a double-byte code page the text's bytes run further, to
  // fcMac at most, and the first ccpText characters decoded are the body.
  const bytes = stream.subarray(start, Math.min(end, stream.length));
  const text = [...iconv.decode(bytes, codePage(stream.readUInt16LE(LID)))]
    .slice(0, length)
    .join('');
  return cleanWordText(text);
}
