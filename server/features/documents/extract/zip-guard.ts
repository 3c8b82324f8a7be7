import { inflateRawSync } from 'node:zlib';
import { DOCUMENT_LIMITS } from '@common/documents';
import { damaged, ExtractError } from './errors';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; DOCX writers use nothing else. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
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
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const uncompressedSize = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const localOffset = view.readUInt32LE(at + 42);
    const name = view.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, uncompressedSize, offset: localOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const LOCAL_SIGNATURE = 0x04034b50;

export const lyingZipMessage = (name: string) =>
  `The Word document's part ${name} expands beyond the size it declares, as a ZIP bomb does, so it was not read.`;

/**
 * Inflates one entry with its declared size as the ceiling, so an entry that lies about its
 * size stops there (zlib's maxOutputLength), and throws the result away: the parser inflates
 * again, knowing now that the declared sizes hold.
 */
function checkActualSize(view: Buffer, entry: ZipEntry) {
  const at = entry.offset;
  if (at + 30 > view.length || view.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw damaged('Word document');
  }
  const start = at + 30 + view.readUInt16LE(at + 26) + view.readUInt16LE(at + 28);
  const data = view.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw damaged('Word document');
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) throw damaged('Word document');
    return;
  }
  if (entry.method !== 8) throw damaged('Word document');
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ExtractError(413, lyingZipMessage(entry.name));
    }
    throw damaged('Word document');
  }
  if (inflated.length > entry.uncompressedSize)
    throw new ExtractError(413, lyingZipMessage(entry.name));
}

/**
 * Refuses a ZIP bomb before the parser inflates it: the declared uncompressed total must stay
 * under the limit, and each entry must really inflate to no more than it declares.
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
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) checkActualSize(view, entry);
  return entries;
}
