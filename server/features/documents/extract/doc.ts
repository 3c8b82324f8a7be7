import WordExtractor from 'word-extractor';
import { damaged } from './errors';
import { joinBlocks } from './paragraphs';
import { fibIdent, WORD6_IDENT } from './word-fib';
import { oleStreams, refuseProtectedWord } from './word-protection';
import { word6Text } from './word6';
import { word97TextWithRuby } from './word97-text';

/**
 * word-extractor's cleaning matches Word's optional hyphen (0x1F) but its table maps only the
 * non-breaking hyphen (0x1E), so each optional hyphen comes out as the word 'undefined':
 * 'hy\x1Fphen' read 'hyundefinedphen'. Optional hyphens stand between the syllables of a word,
 * so 'undefined' with a letter on both sides is one; a real 'undefined' stands alone. The
 * non-breaking hyphen (0x1E), left as a control character, becomes U+2011.
 */
export function withoutOptionalHyphens(text: string): string {
  return text.replace(/(?<=\p{L})undefined(?=\p{L})/gu, '').replaceAll('\x1e', '\u2011');
}

/** A Word 6 to 2003 (.doc) document's body text, one paragraph per blank-line-separated block. */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Word 6 and 95 write a FIB word-extractor does not read (docs/decisions/183-word-ruby-and-old-word.md).
  const streams = await oleStreams(buffer, ['WordDocument', '0Table', '1Table']);
  const stream = streams?.WordDocument;
  if (stream && fibIdent(stream) === WORD6_IDENT) {
    return joinBlocks(word6Text(stream).split('\n'));
  }
  // Protected files (a .doc, or a .docx, which is then an OLE file too) say so, as PDFs do.
  await refuseProtectedWord(buffer);
  // Phonetic guides, which word-extractor drops with their fields: read from the pieces.
  const withRuby = streams ? word97TextWithRuby(streams) : null;
  if (withRuby !== null) return joinBlocks(withRuby.split('\n'));
  try {
    const document = await new WordExtractor().extract(buffer);
    return joinBlocks(withoutOptionalHyphens(document.getBody()).split('\n'));
  } catch {
    throw damaged('Word document');
  }
}
