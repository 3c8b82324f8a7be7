import WordExtractor from 'word-extractor';
import { damaged } from './errors';
import { joinBlocks } from './paragraphs';

/** A Word 97–2003 (.doc) document's body text, one paragraph per blank-line-separated block. */
export async function extractDocText(bytes: Uint8Array): Promise<string> {
  try {
    const document = await new WordExtractor().extract(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    );
    return joinBlocks(document.getBody().split('\n'));
  } catch {
    throw damaged('Word document');
  }
}
