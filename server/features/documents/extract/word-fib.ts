/**
 * What Word 6, Word 95 and Word 97–2003 .doc files share: the FIB's first fields, and the piece
 * table (CLX) that maps the document's characters to where they are stored
 * (docs/decisions/183-word-ruby-and-old-word.md, 213-fast-saved-word6.md).
 *
 * The FIB starts alike in all three: wIdent (0xA5DC for Word 6/95, 0xA5EC for 97), nFib, the
 * language (lid at 0x06) and the flag word at 0x0A. Past fcMac (0x1C) the layouts part: ccpText
 * and fcClx/lcbClx lie elsewhere, and Word 97 keeps its tables in a stream of their own.
 */
export const WORD6_IDENT = 0xa5dc;
export const WORD97_IDENT = 0xa5ec;

export const FIB = {
  ident: 0x00,
  lid: 0x06,
  flags: 0x0a,
  fcMin: 0x18,
  fcMac: 0x1c,
} as const;

/** Bits of the flag word. */
export const FIB_FLAG = {
  /** Fast-saved: the text lies in pieces, in the order the piece table gives. */
  complex: 0x0004,
  encrypted: 0x0100,
  /** Word 97: the tables are in 1Table rather than 0Table. */
  whichTable: 0x0200,
} as const;

/** Where each version keeps the body's length and the piece table's place and size. */
export const FIB_LAYOUT = {
  word6: { ccpText: 0x34, fcClx: 0x160, lcbClx: 0x164 },
  word97: { ccpText: 0x4c, fcClx: 0x1a2, lcbClx: 0x1a6 },
} as const;

export type FibLayout = (typeof FIB_LAYOUT)[keyof typeof FIB_LAYOUT];

/** One piece: characters [cpStart, cpEnd) stored from `fc` (its bits as the version writes them). */
export interface Piece {
  cpStart: number;
  cpEnd: number;
  fc: number;
}

/** Far more pieces than any document has: a damaged table is not followed further. */
const MAX_PIECES = 100_000;

/** The FIB's ident, or null when the stream is too short to have one. */
export const fibIdent = (word: Buffer) =>
  word.length >= FIB.flags + 2 ? word.readUInt16LE(FIB.ident) : null;

/**
 * The pieces of the piece table of `word`'s FIB, read from `table` (the WordDocument stream
 * itself for Word 6/95; 0Table or 1Table for Word 97): Prc entries (0x01, a grpprl each,
 * skipped) then the Pcdt (0x02): a PlcPcd of n + 1 character positions and n eight-byte piece
 * descriptors, the fc at byte 2 of each. Null when the table cannot be followed.
 */
export function readPieces(word: Buffer, table: Buffer, layout: FibLayout): Piece[] | null {
  if (word.length < layout.lcbClx + 4) return null;
  let at = word.readUInt32LE(layout.fcClx);
  const end = at + word.readUInt32LE(layout.lcbClx);
  if (end > table.length) return null;
  while (at + 3 <= end && table[at] === 0x01) at += 3 + table.readUInt16LE(at + 1);
  if (at + 5 > end || table[at] !== 0x02) return null;
  const size = table.readUInt32LE(at + 1);
  const plc = at + 5;
  const count = (size - 4) / 12;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PIECES || plc + size > end) return null;
  const pieces: Piece[] = [];
  for (let i = 0; i < count; i++) {
    const cpStart = table.readUInt32LE(plc + i * 4);
    const cpEnd = table.readUInt32LE(plc + (i + 1) * 4);
    if (cpEnd < cpStart) return null;
    pieces.push({ cpStart, cpEnd, fc: table.readUInt32LE(plc + (count + 1) * 4 + i * 8 + 2) });
  }
  return pieces;
}

/**
 * The body's characters from the pieces, `pieceText` decoding each, up to ccpText characters:
 * the pieces go on with footnotes, headers and the rest.
 */
export function bodyFromPieces(
  pieces: Piece[],
  ccpText: number,
  pieceText: (piece: Piece) => string,
): string {
  let text = '';
  for (const piece of pieces) {
    if (text.length >= ccpText) break;
    text += pieceText(piece);
  }
  return text.slice(0, ccpText);
}
