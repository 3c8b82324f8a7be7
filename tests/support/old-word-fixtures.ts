// Word 6 and Word 95 documents (issue 39), written here byte by byte after the Word 6 FIB's
// layout: wIdent 0xA5DC, nFib 101 (Word 6) or 104 (Word 95), the text from fcMin in the code
// page of the document's language, ccpText at 0x34. No file from another project is used.
import CFB from 'cfb';
import iconv from 'iconv-lite';
import { word97File } from './document-fixtures';

export const WORD6_FRENCH = ['Le café était fermé : « déjà ? »', 'Deuxième paragraphe, à l’été.'];
export const WORD95_RUBY_BASE = '東京';
export const WORD95_RUBY_READING = 'とうきょう';
export const WORD95_JAPANESE_REST = 'に住んでいます。';

interface Word6Options {
  /** Word 95 (nFib 104) rather than Word 6 (101). */
  word95?: boolean;
  /** The document's language (LCID): French 0x040c, Japanese 0x0411. */
  lid: number;
  encoding: string;
}

export function word6Doc(text: string, options: Word6Options): Buffer {
  const textBytes = iconv.encode(text, options.encoding);
  const textOffset = 0x300;
  const word = Buffer.alloc(textOffset + textBytes.length);
  word.writeUInt16LE(0xa5dc, 0x00); // wIdent: Word 6/95
  word.writeUInt16LE(options.word95 ? 104 : 101, 0x02); // nFib
  word.writeUInt16LE(options.lid, 0x06); // lid
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + textBytes.length, 0x1c); // fcMac
  word.writeUInt32LE([...text].length, 0x34); // ccpText, in characters
  textBytes.copy(word, textOffset);
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, '/WordDocument', word);
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

export const word6French = () =>
  word6Doc(`${WORD6_FRENCH.join('\r')}\r`, { lid: 0x040c, encoding: 'windows-1252' });

/** Japanese with furigana over 東京, as Word 95 writes a phonetic guide: an EQ field. */
export const word95Ruby = () =>
  word6Doc(
    `\x13 EQ \\* jc2 \\* "ＭＳ 明朝" \\* hps10 \\o\\ad(\\s\\up 9(${WORD95_RUBY_READING}),${WORD95_RUBY_BASE})\x15${WORD95_JAPANESE_REST}\r`,
    { word95: true, lid: 0x0411, encoding: 'shift_jis' },
  );

/** A stretch of a fast-saved document's text: kept from the first save, or typed since. */
type Stretch = { kept: [number, number] } | { typed: string };

/**
 * A fast-saved (fComplex) Word 6/95 document: the text of its first save whole at fcMin, each
 * edit since appended after it, and a piece table (CLX, at fcClx 0x160 in the WordDocument
 * stream) listing the stretches of the text in order: kept characters [from, to) of the first
 * save, and typed ones. A property entry (Prc) comes before the pieces, as Word writes one for
 * formatting changed by an edit.
 */
export function fastSavedWord6Doc(
  first: string,
  stretches: Stretch[],
  options: Word6Options,
): Buffer {
  const encode = (text: string) => iconv.encode(text, options.encoding);
  const firstBytes = encode(first);
  const textOffset = 0x300;
  const appended: Buffer[] = [];
  let appendAt = textOffset + firstBytes.length;
  const pieces: { length: number; fc: number }[] = [];
  for (const stretch of stretches) {
    if ('kept' in stretch) {
      const [from, to] = stretch.kept;
      const fc = textOffset + encode([...first].slice(0, from).join('')).length;
      pieces.push({ length: to - from, fc });
    } else {
      const bytes = encode(stretch.typed);
      pieces.push({ length: [...stretch.typed].length, fc: appendAt });
      appended.push(bytes);
      appendAt += bytes.length;
    }
  }
  const prc = Buffer.from([0x01, 0x03, 0x00, 0x41, 0x01, 0x00]); // clxt 1, cb 3, a grpprl
  const plc = Buffer.alloc(4 * (pieces.length + 1) + 8 * pieces.length);
  let cp = 0;
  pieces.forEach((piece, i) => {
    plc.writeUInt32LE(cp, i * 4);
    cp += piece.length;
    plc.writeUInt16LE(0, 4 * (pieces.length + 1) + i * 8);
    plc.writeUInt32LE(piece.fc, 4 * (pieces.length + 1) + i * 8 + 2);
  });
  plc.writeUInt32LE(cp, pieces.length * 4);
  const pcdt = Buffer.alloc(5);
  pcdt.writeUInt8(0x02, 0);
  pcdt.writeUInt32LE(plc.length, 1);
  const clx = Buffer.concat([prc, pcdt, plc]);
  const clxAt = appendAt;
  const word = Buffer.concat([Buffer.alloc(textOffset), firstBytes, ...appended, clx]);
  word.writeUInt16LE(0xa5dc, 0x00); // wIdent: Word 6/95
  word.writeUInt16LE(options.word95 ? 104 : 101, 0x02); // nFib
  word.writeUInt16LE(options.lid, 0x06);
  word.writeUInt16LE(0x0004 | (1 << 4), 0x0a); // fComplex, cQuickSaves 1
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + firstBytes.length, 0x1c); // fcMac of the first save
  word.writeUInt32LE(cp, 0x34); // ccpText: the body's characters now
  word.writeUInt32LE(clxAt, 0x160); // fcClx
  word.writeUInt32LE(clx.length, 0x164); // lcbClx
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, '/WordDocument', word);
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

export const FAST_SAVED_FIRST = 'Le café était fermé. Il pleuvait.\r';
/** The text after the edits: 'fermé' became 'ouvert', a paragraph was added. */
export const FAST_SAVED_TEXT = [
  'Le café était ouvert. Il pleuvait.',
  'Deuxième paragraphe ajouté.',
];

/** A French Word 6 document fast-saved after two edits. */
export const fastSavedWord6 = () =>
  fastSavedWord6Doc(
    FAST_SAVED_FIRST,
    [
      { kept: [0, 14] },
      { typed: 'ouvert' },
      { kept: [19, 34] },
      { typed: 'Deuxième paragraphe ajouté.\r' },
    ],
    { lid: 0x040c, encoding: 'windows-1252' },
  );

export const FAST_SAVED_JAPANESE_FIRST = '東京に住んでいます。\r';
export const FAST_SAVED_JAPANESE_TEXT = '東京と大阪に住んでいます。';
/** A Japanese Word 95 document (Shift_JIS) fast-saved after an insertion. */
export const fastSavedWord95Japanese = () =>
  fastSavedWord6Doc(
    FAST_SAVED_JAPANESE_FIRST,
    [{ kept: [0, 2] }, { typed: 'と大阪' }, { kept: [2, 11] }],
    { word95: true, lid: 0x0411, encoding: 'shift_jis' },
  );

/**
 * A Word 97 document (nFib 193) with furigana over 東京: the EQ field Word writes for a
 * phonetic guide, in one UTF-16 piece of the piece table.
 */
export const word97Ruby = () =>
  word97File(
    `\x13 EQ \\* jc2 \\* "MS Mincho" \\* hps10 \\o\\ad(\\s\\up 9(${WORD95_RUBY_READING}),${WORD95_RUBY_BASE})\x15${WORD95_JAPANESE_REST}\r`,
    true,
  );
