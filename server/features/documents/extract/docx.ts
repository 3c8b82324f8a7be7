import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { damaged } from './errors';
import { htmlToText } from './html-text';
import { rewriteWordXml } from './word-xml';
import { checkZipBounds, type ZipEntry } from './zip-guard';

/**
 * The package as mammoth reads it (its `file` input: `exists` and `read`), from the entries
 * checkZipBounds has measured, so no part inflates beyond what it declares. Word's XML parts
 * pass through rewriteWordXml on the way: equations and phonetic guides become text mammoth
 * reads.
 */
function wordPackage(bytes: Uint8Array, entries: ZipEntry[]) {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const inflate = (entry: ZipEntry): Buffer => {
    const start =
      entry.offset +
      30 +
      view.readUInt16LE(entry.offset + 26) +
      view.readUInt16LE(entry.offset + 28);
    const data = view.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) return data;
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  };
  return {
    exists: (name: string) => byName.has(name),
    read: async (name: string, encoding?: string) => {
      const entry = byName.get(name);
      if (!entry) throw damaged('Word document');
      const data = inflate(entry);
      if (!encoding) return data;
      if (encoding === 'base64') return data.toString('base64');
      const text = new TextDecoder(encoding).decode(data);
      return name.endsWith('.xml') ? rewriteWordXml(text) : text;
    },
  };
}

/** A DOCX's text with its paragraphs, headings, lists, tables and equations; images are left out. */
export async function extractDocxText(bytes: Uint8Array): Promise<string> {
  const entries = checkZipBounds(bytes);
  if (!entries.some((entry) => entry.name === 'word/document.xml')) throw damaged('Word document');
  try {
    // `file` is mammoth's own input for an opened package (lib/unzip.js), not in its typings.
    const input = { file: wordPackage(bytes, entries) } as unknown as { buffer: Buffer };
    const result = await mammoth.convertToHtml(input, {
      convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
    });
    return htmlToText(result.value);
  } catch {
    throw damaged('Word document');
  }
}
