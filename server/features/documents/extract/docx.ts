import mammoth from 'mammoth';
import { damaged } from './errors';
import { htmlToText } from './html-text';
import { checkZipBounds } from './zip-guard';

/** A DOCX's text with its paragraphs, headings, lists and tables; images are left out. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const entries = checkZipBounds(bytes);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) throw damaged('Word document');
  try {
    const result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return htmlToText(result.value);
  } catch {
    throw damaged('Word document');
  }
}
