import { cleanWordText, hasRubyField } from './word6';

/**
 * A Word 97–2003 document's body read from its piece table, for one case word-extractor
 * cannot serve: phonetic guides (docs/decisions/183-word-ruby-and-old-word.md). Word stores a
 * guide as an EQ field with no result, and word-extractor removes fields with no result before
 * its caller sees the text, so '東京' under its reading came back empty. Only a document
 * holding such a field is read here; every other one is read by word-extractor as before.
 *
 * [MS-DOC]: the FIB gives ccpText (0x4C) and the CLX's place in the table stream (fcClx 0x1A2,
 * lcbClx 0x1A6); the CLX is Prc entries (0x01, skipped) then a Pcdt (0x02): a PlcPcd of n + 1
 * character positions and n eight-byte piece descriptors, each with an fc whose bit 30 says the
 * piece is 8-bit (Windows-1252, at fc / 2) rather than UTF-16.
 */
const CCP_TEXT = 0x4c;
const FC_CLX = 0x1a2;
const LCB_CLX = 0x1a6;
const FIB_FLAGS = 0x0a;
const F_WHICH_TABLE = 0x0200;
/** Far more pieces than any document has: a damaged table is not followed further. */
const MAX_PIECES = 100_000;

const CP1252_HIGH = new TextDecoder('windows-1252');

function pieceText(stream: Buffer, fc: number, length: number): string {
  const compressed = (fc & 0x40000000) !== 0;
  const start = compressed ? (fc & 0x3fffffff) / 2 : fc;
  const end = start + (compressed ? length : length * 2);
  if (start > stream.length || end > stream.length) return '';
  const bytes = stream.subarray(start, end);
  return compressed ? CP1252_HIGH.decode(bytes) : bytes.toString('utf16le');
}

/** The raw body (fields and marks as Word stores them), or null when it cannot be followed. */
function rawBody(word: Buffer, table: Buffer): string | null {
  if (word.length < LCB_CLX + 4) return null;
  const ccpText = word.readUInt32LE(CCP_TEXT);
  let at = word.readUInt32LE(FC_CLX);
  const end = at + word.readUInt32LE(LCB_CLX);
  if (end > table.length) return null;
  while (at < end && table[at] === 0x01) at += 3 + table.readUInt16LE(at + 1);
  if (at + 5 > end || table[at] !== 0x02) return null;
  const size = table.readUInt32LE(at + 1);
  const plc = at + 5;
  const pieces = (size - 4) / 12;
  if (!Number.isInteger(pieces) || pieces < 1 || pieces > MAX_PIECES || plc + size > end) {
    return null;
  }
  let text = '';
  for (let i = 0; i < pieces && text.length < ccpText; i++) {
    const cpStart = table.readUInt32LE(plc + i * 4);
    const cpEnd = table.readUInt32LE(plc + (i + 1) * 4);
    const fc = table.readUInt32LE(plc + (pieces + 1) * 4 + i * 8 + 2);
    if (cpEnd < cpStart) return null;
    text += pieceText(word, fc, cpEnd - cpStart);
  }
  return text.slice(0, ccpText);
}

/** The body with its phonetic guides' base text, when it has any; null otherwise. */
export function word97TextWithRuby(streams: Record<string, Buffer>): string | null {
  const word = streams.WordDocument;
  if (!word || word.length < FIB_FLAGS + 2) return null;
  const table = streams[(word.readUInt16LE(FIB_FLAGS) & F_WHICH_TABLE) !== 0 ? '1Table' : '0Table'];
  if (!table) return null;
  const raw = rawBody(word, table);
  if (raw === null || !hasRubyField(raw)) return null;
  return cleanWordText(raw);
}
