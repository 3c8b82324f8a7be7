import WordExtractor from 'word-extractor';
import { damaged } from './errors';
import { joinBlocks } from './paragraphs';
import { refuseProtectedWord } from './word-protection';

/** A Word 97–2003 (.doc) document's body text, one paragraph per blank-line-separated block. */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Protected files (a .doc, or a .docx, which is then an OLE file too) say so, as PDFs do.
  await refuseProtectedWord(buffer);
  try {
    const document = await new WordExtractor().extract(buffer);
    return joinBlocks(document.getBody().split('\n'));
  } catch {
    throw damaged('Word document');
  }
}
