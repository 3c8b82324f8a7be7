import BufferReader from 'word-extractor/lib/buffer-reader.js';
import OleCompoundDoc from 'word-extractor/lib/ole-compound-doc.js';
import { ExtractError } from './errors';
import { FIB, FIB_FLAG, fibIdent, WORD97_IDENT } from './word-fib';

export const PROTECTED_WORD_MESSAGE =
  'The Word document is protected by a password: remove it and try again.';

function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** Named streams of an OLE compound file (those it has); null when it is no OLE file. */
export async function oleStreams(
  bytes: Buffer,
  names: string[],
): Promise<Record<string, Buffer> | null> {
  try {
    const document = new OleCompoundDoc(new BufferReader(bytes));
    await document.read();
    const present = document._rootStorage._dirEntry.streams;
    const found: Record<string, Buffer> = {};
    for (const name of names) {
      if (present[name]) found[name] = await streamBytes(document.stream(name));
    }
    return found;
  } catch {
    return null;
  }
}

/**
 * Whether an OLE compound file is a password-protected Word document: a protected .docx is an
 * OLE file whose EncryptedPackage stream holds the encrypted ZIP ([MS-OFFCRYPTO]); a protected
 * .doc sets fEncrypted in its WordDocument stream's FIB. False for anything it cannot read:
 * the extraction then says what is wrong.
 */
export async function isProtectedWord(bytes: Buffer): Promise<boolean> {
  try {
    const document = new OleCompoundDoc(new BufferReader(bytes));
    await document.read();
    const streams = document._rootStorage._dirEntry.streams;
    if (streams.EncryptedPackage) return true;
    if (!streams.WordDocument) return false;
    const fib = await streamBytes(document.stream('WordDocument'));
    // The FIB's flag word and its fEncrypted bit ([MS-DOC] 2.5.2).
    return (
      fibIdent(fib) === WORD97_IDENT && (fib.readUInt16LE(FIB.flags) & FIB_FLAG.encrypted) !== 0
    );
  } catch {
    return false;
  }
}

export async function refuseProtectedWord(bytes: Buffer): Promise<void> {
  if (await isProtectedWord(bytes)) throw new ExtractError(422, PROTECTED_WORD_MESSAGE);
}
