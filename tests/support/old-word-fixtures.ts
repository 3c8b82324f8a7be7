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
  /** Fast-saved: the fComplex flag, text in pieces this reader does not follow. */
  complex?: boolean;
}

export function word6Doc(text: string, options: Word6Options): Buffer {
  const textBytes = iconv.encode(text, options.encoding);
  const textOffset = 0x300;
  const word = Buffer.alloc(textOffset + textBytes.length);
  word.writeUInt16LE(0xa5dc, 0x00); // wIdent: Word 6/95
  word.writeUInt16LE(options.word95 ? 104 : 101, 0x02); // nFib
  word.writeUInt16LE(options.lid, 0x06); // lid
  word.writeUInt16LE(options.complex ? 0x0004 : 0, 0x0a); // flags: fComplex
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

export const fastSavedWord6 = () =>
  word6Doc('Fast-saved text.\r', { lid: 0x0409, encoding: 'windows-1252', complex: true });

/**
 * A Word 97 document (nFib 193) with furigana over 東京: the EQ field Word writes for a
 * phonetic guide, in one UTF-16 piece of the piece table.
 */
export const word97Ruby = () =>
  word97File(
    `\x13 EQ \\* jc2 \\* "MS Mincho" \\* hps10 \\o\\ad(\\s\\up 9(${WORD95_RUBY_READING}),${WORD95_RUBY_BASE})\x15${WORD95_JAPANESE_REST}\r`,
    true,
  );
