/**
 * A PDF may encrypt its attachments alone (PDF 1.6's "unencrypted wrapper": an encryption
 * dictionary whose streams and strings use the Identity filter and whose /EFF names the
 * attachments' filter). Its pages are plain, yet pdf.js and poppler ask for the password
 * before reading them, and Redraft refused it as protected by a password. The reference to
 * such a dictionary is blanked (spaces of the same length, so every offset stays true): the
 * pages are read as the plain pages they are, the attachments are not read at all.
 */
const ENCRYPT_REFERENCE = /\/Encrypt\s+(\d+)\s+(\d+)\s+R/g;
/** How far an encryption dictionary is looked for after its `obj`. */
const DICTIONARY_REACH = 4096;

function encryptsAttachmentsOnly(dictionary: string): boolean {
  const identity = (key: string) => {
    const value = new RegExp(`/${key}\\s*/(\\w+)`).exec(dictionary)?.[1];
    return value === undefined || value === 'Identity'; // Identity is the default
  };
  return (
    /\/V\s+[45]\b/.test(dictionary) &&
    /\/EFF\s*\//.test(dictionary) &&
    identity('StmF') &&
    identity('StrF')
  );
}

export function withoutAttachmentOnlyEncryption(bytes: Uint8Array): Uint8Array {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.indexOf('/Encrypt') < 0) return bytes;
  const text = view.toString('latin1');
  const references = [...text.matchAll(ENCRYPT_REFERENCE)];
  if (references.length === 0) return bytes;
  const [, number, generation] = references[0]!;
  const opened = new RegExp(`(?:^|[\\r\\n\\s])${number}\\s+${generation}\\s+obj\\b`).exec(text);
  if (!opened) return bytes;
  const start = opened.index + opened[0].length;
  const end = text.indexOf('endobj', start);
  const dictionary = text.slice(
    start,
    end < 0 ? start + DICTIONARY_REACH : Math.min(end, start + DICTIONARY_REACH),
  );
  if (!encryptsAttachmentsOnly(dictionary)) return bytes;
  const copy = Buffer.from(view);
  for (const reference of references) {
    copy.fill(0x20, reference.index, reference.index + reference[0].length);
  }
  return copy;
}
