import { bodyFromPieces, FIB, FIB_FLAG, FIB_LAYOUT, type Piece, readPieces } from './word-fib';
import { cleanWordText, hasRubyField } from './word-text';

/**
 * A Word 97–2003 document's body read from its piece table, for one case word-extractor
 * cannot serve: phonetic guides (docs/decisions/183-word-ruby-and-old-word.md). Word stores a
 * guide as an EQ field with no result, and word-extractor removes fields with no result before
 * its caller sees the text, so '東京' under its reading came back empty. Only a document
 * holding such a field is read here; every other one is read by word-extractor as before.
 *
 * [MS-DOC]: the CLX is in the table stream (word-fib.ts); each piece's fc has bit 30 set when
 * the piece is 8-bit (Windows-1252, at fc / 2) rather than UTF-16.
 */
const CP1252_HIGH = new TextDecoder('windows-1252');

function pieceText(stream: Buffer, { cpStart, cpEnd, fc }: Piece): string {
  const length = cpEnd - cpStart;
  const compressed = (fc & 0x40000000) !== 0;
  const start = compressed ? (fc & 0x3fffffff) / 2 : fc;
  const end = start + (compressed ? length : length * 2);
  if (start > stream.length || end > stream.length) return '';
  const bytes = stream.subarray(start, end);
  return compressed ? CP1252_HIGH.decode(bytes) : bytes.toString('utf16le');
}

/** The body with its phonetic guides' base text, when it has any; null otherwise. */
export function word97TextWithRuby(streams: Record<string, Buffer>): string | null {
  const word = streams.WordDocument;
  if (!word || word.length < FIB.flags + 2) return null;
  const layout = FIB_LAYOUT.word97;
  const tableName =
    (word.readUInt16LE(FIB.flags) & FIB_FLAG.whichTable) !== 0 ? '1Table' : '0Table';
  const table = streams[tableName];
  if (!table || word.length < layout.ccpText + 4) return null;
  const pieces = readPieces(word, table, layout);
  if (!pieces) return null;
  const raw = bodyFromPieces(pieces, word.readUInt32LE(layout.ccpText), (piece) =>
    pieceText(word, piece),
  );
  if (!hasRubyField(raw)) return null;
  return cleanWordText(raw);
}
