import { BATCH_LIMITS, BATCH_MESSAGES } from '@common/batches';
import { AppError } from '../../lib/errors';
import { inflateZipEntry, readZipDirectory, ZipFormatError } from '../../lib/zip-archive';

export const isZip = (bytes: Uint8Array) =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 3 && bytes[3] === 4;

const badZip = () => new AppError(400, BATCH_MESSAGES.badZip);

/** Any refusal of the ZIP reader is the batch's one message for a ZIP it cannot read. */
function readOrRefuse<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ZipFormatError) throw badZip();
    throw error;
  }
}

/**
 * The files of a ZIP of a class's essays: its central directory read first, each entry's
 * declared size checked against the batch's limits before anything is inflated, and inflating
 * capped at that size (a ZIP bomb stops at the cap). Folders, hidden files and the resource
 * forks macOS adds (`__MACOSX/`) are skipped; files keep their name without the folders.
 */
export function readZip(bytes: Uint8Array): { name: string; bytes: Uint8Array }[] {
  const entries = readOrRefuse(() => readZipDirectory(bytes));
  const files: { name: string; bytes: Uint8Array }[] = [];
  let total = 0;
  for (const entry of entries) {
    const path = entry.name;
    const name = path.split('/').at(-1) ?? '';
    if (path.endsWith('/') || path.startsWith('__MACOSX/') || !name || name.startsWith('.')) {
      continue;
    }
    if (files.length >= BATCH_LIMITS.maxFiles) {
      throw new AppError(413, BATCH_MESSAGES.tooManyFiles(files.length + 1), 'batch_limit');
    }
    const size = entry.uncompressedSize;
    if (size > BATCH_LIMITS.maxFileBytes) {
      throw new AppError(413, BATCH_MESSAGES.fileTooLarge(name), 'batch_limit');
    }
    total += size;
    if (total > BATCH_LIMITS.maxBatchBytes) {
      throw new AppError(413, BATCH_MESSAGES.batchTooLarge, 'batch_limit');
    }
    const inflated = readOrRefuse(() => inflateZipEntry(bytes, entry));
    // Shorter than declared is a damaged entry too: the batch lists what the ZIP promised.
    if (inflated.length !== size) throw badZip();
    files.push({ name, bytes: inflated });
  }
  return files;
}
