import { inflateRawSync } from 'node:zlib';

/**
 * The ZIP reading that a Word document (server/features/documents/extract/zip-guard.ts) and a
 * batch's ZIP of essays (server/features/batches/zip.ts) share: the central directory read
 * without inflating anything, and one entry inflated with its declared size as the ceiling. Each
 * caller turns a `ZipFormatError` into its own message.
 */

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export interface ZipEntry {
  /** The entry's path inside the archive, folders included. */
  name: string;
  /** 0 stored, 8 deflated; DOCX writers and ZIP tools use nothing else. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  /** Where the entry's local header starts. */
  offset: number;
}

/**
 * Why an archive could not be read: `damaged` (not a ZIP, or cut short), `zip64` (an archive
 * past 4 GB or 65,535 entries, which these readers do not follow), `lies` (an entry inflates
 * past the size it declares, as a ZIP bomb does).
 */
export class ZipFormatError extends Error {
  constructor(
    readonly reason: 'damaged' | 'zip64' | 'lies',
    readonly entry?: string,
  ) {
    super(`ZIP archive ${reason}${entry ? `: ${entry}` : ''}`);
  }
}

const viewOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Reads a ZIP's central directory (the sizes it declares) without inflating anything. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = viewOf(bytes);
  let eocd = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 0xffff); at--) {
    if (view.readUInt32LE(at) === EOCD_SIGNATURE) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipFormatError('damaged');
  const count = view.readUInt16LE(eocd + 10);
  const size = view.readUInt32LE(eocd + 12);
  const offset = view.readUInt32LE(eocd + 16);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) {
    throw new ZipFormatError('zip64');
  }
  if (offset + size > view.length) throw new ZipFormatError('damaged');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL_SIGNATURE) {
      throw new ZipFormatError('damaged');
    }
    const nameLength = view.readUInt16LE(at + 28);
    entries.push({
      name: view.toString('utf8', at + 46, at + 46 + nameLength),
      method: view.readUInt16LE(at + 10),
      compressedSize: view.readUInt32LE(at + 20),
      uncompressedSize: view.readUInt32LE(at + 24),
      offset: view.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * One entry's bytes, inflated with its declared size as the ceiling (zlib's maxOutputLength), so
 * an entry that lies about its size stops there instead of filling the memory.
 */
export function inflateZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = viewOf(bytes);
  const at = entry.offset;
  if (at + 30 > view.length || view.readUInt32LE(at) !== LOCAL_SIGNATURE) {
    throw new ZipFormatError('damaged', entry.name);
  }
  const start = at + 30 + view.readUInt16LE(at + 26) + view.readUInt16LE(at + 28);
  const data = view.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize) throw new ZipFormatError('damaged', entry.name);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) {
      throw new ZipFormatError('damaged', entry.name);
    }
    return new Uint8Array(data);
  }
  if (entry.method !== 8) throw new ZipFormatError('damaged', entry.name);
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipFormatError('lies', entry.name);
    }
    throw new ZipFormatError('damaged', entry.name);
  }
  if (inflated.length > entry.uncompressedSize) throw new ZipFormatError('lies', entry.name);
  return new Uint8Array(inflated.buffer, inflated.byteOffset, inflated.length);
}
