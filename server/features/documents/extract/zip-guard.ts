import { DOCUMENT_LIMITS } from '../../../../common/documents';
import { damaged, ExtractError } from './errors';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** Reads a ZIP's central directory (the sizes it declares) without inflating anything. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 0xffff); at--) {
    if (view.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw damaged('Word document');
  const count = view.readUInt16LE(eocd + 10);
  const size = view.readUInt32LE(eocd + 12);
  const offset = view.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ExtractError(413, 'The Word document is too large to read (ZIP64 archive).');
  }
  if (count > DOCUMENT_LIMITS.maxDocxEntries) {
    throw new ExtractError(
      413,
      `The Word document has ${count} parts; at most ${DOCUMENT_LIMITS.maxDocxEntries} are read.`,
    );
  }
  if (offset + size > view.length) throw damaged('Word document');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw damaged('Word document');
    }
    const compressedSize = view.readUInt32LE(at + 20);
    const uncompressedSize = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, compressedSize, uncompressedSize });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Refuses a ZIP bomb before inflating it: the declared uncompressed total must stay under the
 * limit. (A ZIP lying about its sizes is still stopped by the worker's memory limit.)
 */
export function checkZipBounds(bytes: Uint8Array): ZipEntry[] {
  const entries = readCentralDirectory(bytes);
  const total = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (total > DOCUMENT_LIMITS.maxDocxUncompressedBytes) {
    throw new ExtractError(
      413,
      `The Word document expands to ${Math.round(total / 1024 / 1024)} MB; at most ${DOCUMENT_LIMITS.maxDocxUncompressedBytes / 1024 / 1024} MB can be read.`,
    );
  }
  return entries;
}
