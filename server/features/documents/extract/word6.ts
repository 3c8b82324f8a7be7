import iconv from 'iconv-lite';
import { ExtractError } from './errors';
import { bodyFromPieces, FIB, FIB_FLAG, FIB_LAYOUT, type Piece, readPieces } from './word-fib';
import { cleanWordText } from './word-text';

/**
 * Word 6 and Word 95 documents (docs/decisions/183-word-ruby-and-old-word.md). word-extractor
 * reads only Word 97's FIB. A file saved whole ("non-complex") holds its text as one run of
 * characters in the WordDocument stream, from fcMin for ccpText characters, in the code page of
 * the document's language. A file fast-saved (fComplex) appends each edit to the stream and
 * says in its piece table (the CLX, at fcClx in the WordDocument stream itself: Word 6 has no
 * table stream) which stretch of the stream holds which characters; its pieces are read in
 * their order (docs/decisions/213-fast-saved-word6.md).
 */

const DAMAGED = 'The Word document could not be read: it seems to be damaged or incomplete.';
const LAYOUT = FIB_LAYOUT.word6;

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

const DOUBLE_BYTE = new Set(['cp932', 'cp936', 'cp949', 'cp950']);

/**
 * `count` characters decoded from `start` in the stream. Positions count characters: in a
 * double-byte code page they take up to twice as many bytes, and the first `count` decoded
 * are kept.
 */
function decodeCharacters(stream: Buffer, start: number, count: number, encoding: string): string {
  const bytes = count * (DOUBLE_BYTE.has(encoding) ? 2 : 1);
  const slice = stream.subarray(start, Math.min(stream.length, start + bytes));
  const text = iconv.decode(slice, encoding);
  return DOUBLE_BYTE.has(encoding) ? [...text].slice(0, count).join('') : text;
}

/** A fast-saved file's body, from its pieces; null when its piece table cannot be followed. */
function complexBody(stream: Buffer, ccpText: number, encoding: string): string | null {
  const pieces = readPieces(stream, stream, LAYOUT);
  if (!pieces) return null;
  const pieceText = ({ cpStart, cpEnd, fc }: Piece) =>
    fc < stream.length ? decodeCharacters(stream, fc, cpEnd - cpStart, encoding) : '';
  return bodyFromPieces(pieces, ccpText, pieceText);
}

/** The text of a Word 6/95 WordDocument stream, or a 422 that says why not. */
export function word6Text(stream: Buffer): string {
  if (stream.length < LAYOUT.ccpText + 4) throw new ExtractError(422, DAMAGED);
  const flags = stream.readUInt16LE(FIB.flags);
  if (flags & FIB_FLAG.encrypted) {
    throw new ExtractError(
      422,
      'The Word document is protected by a password: remove it and try again.',
    );
  }
  const length = stream.readUInt32LE(LAYOUT.ccpText);
  const encoding = codePage(stream.readUInt16LE(FIB.lid));
  if (flags & FIB_FLAG.complex) {
    const body = complexBody(stream, length, encoding);
    if (body === null) throw new ExtractError(422, DAMAGED);
    return cleanWordText(body);
  }
  const start = stream.readUInt32LE(FIB.fcMin);
  const end = stream.readUInt32LE(FIB.fcMac);
  if (start > stream.length || end < start || length > end - start) {
    throw new ExtractError(422, DAMAGED);
  }
  // ccpText counts characters: in a double-byte code page the text's bytes run further, to
  // fcMac at most, and the first ccpText characters decoded are the body.
  const bytes = stream.subarray(start, Math.min(end, stream.length));
  const text = [...iconv.decode(bytes, encoding)].slice(0, length).join('');
  return cleanWordText(text);
}
