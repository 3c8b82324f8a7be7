import { DOCUMENT_LIMITS } from '@common/documents';
import {
  inflateZipEntry,
  readZipDirectory,
  type ZipEntry,
  ZipFormatError,
} from '../../../lib/zip-archive';
import { damaged, ExtractError } from './errors';

export type { ZipEntry };

export const lyingZipMessage = (name: string) =>
  `The Word document's part ${name} expands beyond the size it declares, as a ZIP bomb does, so it was not read.`;

/** A ZIP reader's refusal as a Word document's message. */
function asWordError(error: unknown): unknown {
  if (!(error instanceof ZipFormatError)) return error;
  if (error.reason === 'zip64') {
    return new ExtractError(413, 'The Word document is too large to read (ZIP64 archive).');
  }
  if (error.reason === 'lies') return new ExtractError(413, lyingZipMessage(error.entry ?? ''));
  return damaged('Word document');
}

/** Reads a ZIP's central directory (the sizes it declares) without inflating anything. */
export function readCentralDirectory(bytes: Uint8Array): ZipEntry[] {
  let entries: ZipEntry[];
  try {
    entries = readZipDirectory(bytes);
  } catch (error) {
    throw asWordError(error);
  }
  if (entries.length > DOCUMENT_LIMITS.maxDocxEntries) {
    throw new ExtractError(
      413,
      `The Word document has ${entries.length} parts; at most ${DOCUMENT_LIMITS.maxDocxEntries} are read.`,
    );
  }
  return entries;
}

/**
 * Refuses a ZIP bomb before the parser inflates it: the declared uncompressed total must stay
 * under the limit, and each entry must really inflate to no more than it declares (inflated
 * with that size as the ceiling and thrown away: the parser inflates again, knowing now that
 * the declared sizes hold).
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
  try {
    for (const entry of entries) inflateZipEntry(bytes, entry);
  } catch (error) {
    throw asWordError(error);
  }
  return entries;
}
