import { inflateRawSync } from 'node:zlib';
import { BATCH_LIMITS, BATCH_MESSAGES } from '@common/batches';
import { AppError } from '../../lib/errors';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

const badZip = () => new AppError(400, BATCH_MESSAGES.badZip);

/**
 * The files of a ZIP of a class's essays: its central directory read first, each entry's
 * declared size checked against the batch's limits before anything is inflated, and inflating
 * capped at that size (a ZIP bomb stops at the cap). Folders, hidden files and the resource
 * forks macOS adds (`__MACOSX/`) are skipped; files keep their name without the folders.
 */
export function readZip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let at = view.length - 22; at >= Math.max(0, view.length - 22 - 0xffff); at--) {
    if (view.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw badZip();
  const count = view.readUInt16LE(eocd + 10);
  const offset = view.readUInt32LE(eocd + 16);
  const files: { name: string; bytes: Uint8Array }[] = [];
  let total = 0;
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.length || view.readUInt32LE(at) !== CENTRAL) throw badZip();
    const method = view.readUInt16LE(at + 10);
    const compressedSize = view.readUInt32LE(at + 20);
    const size = view.readUInt32LE(at + 24);
    const nameLength = view.readUInt16LE(at + 28);
    const extraLength = view.readUInt16LE(at + 30);
    const commentLength = view.readUInt16LE(at + 32);
    const localOffset = view.readUInt32LE(at + 42);
    const path = view.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    const name = path.split('/').at(-1) ?? '';
    if (path.endsWith('/') || path.startsWith('__MACOSX/') || !name || name.startsWith('.')) {
      continue;
    }
    if (files.length >= BATCH_LIMITS.maxFiles) {
      throw new AppError(413, BATCH_MESSAGES.tooManyFiles(files.length + 1), 'batch_limit');
    }
    if (size > BATCH_LIMITS.maxFileBytes) {
      throw new AppError(413, BATCH_MESSAGES.fileTooLarge(name), 'batch_limit');
    }
    total += size;
    if (total > BATCH_LIMITS.maxBatchBytes) {
      throw new AppError(413, BATCH_MESSAGES.batchTooLarge, 'batch_limit');
    }
    files.push({ name, bytes: entryBytes(view, localOffset, method, compressedSize, size) });
  }
  return files;
}

function entryBytes(
  view: Buffer,
  localOffset: number,
  method: number,
  compressedSize: number,
  size: number,
) {
  if (localOffset + 30 > view.length || view.readUInt32LE(localOffset) !== LOCAL) throw badZip();
  const start =
    localOffset + 30 + view.readUInt16LE(localOffset + 26) + view.readUInt16LE(localOffset + 28);
  const data = view.subarray(start, start + compressedSize);
  if (data.length !== compressedSize) throw badZip();
  if (method === 0) return new Uint8Array(data);
  if (method !== 8) throw badZip();
  try {
    // The declared size is the cap: an entry that inflates past it is refused, not read on.
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
    if (inflated.length !== size) throw badZip();
    return new Uint8Array(inflated);
  } catch {
    throw badZip();
  }
}
