import { BATCH_LIMITS, BATCH_MESSAGES } from '@common/batches';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { isZip, readZip } from './zip';

export interface BatchUpload {
  name: string;
  bytes: Uint8Array;
}

/** A file name as it is stored and shown: no control characters, no folders, bounded. */
function cleanName(name: string | undefined, position: number): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const base = clean.split(/[\\/]/).at(-1)?.slice(0, 200);
  return base || `file ${position + 1}`;
}

/**
 * The files of a batch request: every `files` field, a ZIP among them opened into its files,
 * each file and the whole bounded while they arrive (BATCH_LIMITS).
 */
export async function readBatchUpload(request: FastifyRequest): Promise<BatchUpload[]> {
  if (!request.isMultipart()) throw new AppError(400, BATCH_MESSAGES.noFiles);
  const files: BatchUpload[] = [];
  let total = 0;
  const add = (file: BatchUpload) => {
    if (files.length >= BATCH_LIMITS.maxFiles) {
      throw new AppError(413, BATCH_MESSAGES.tooManyFiles(files.length + 1), 'batch_limit');
    }
    total += file.bytes.byteLength;
    if (total > BATCH_LIMITS.maxBatchBytes) {
      throw new AppError(413, BATCH_MESSAGES.batchTooLarge, 'batch_limit');
    }
    files.push(file);
  };
  const parts = request.files({
    limits: { files: BATCH_LIMITS.maxFiles + 1, fileSize: BATCH_LIMITS.maxFileBytes },
  });
  try {
    for await (const part of parts) {
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      const name = cleanName(part.filename, files.length);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError(413, BATCH_MESSAGES.fileTooLarge(name), 'batch_limit');
        }
        throw new AppError(400, 'The upload was interrupted.');
      });
      if (part.file.truncated) {
        throw new AppError(413, BATCH_MESSAGES.fileTooLarge(name), 'batch_limit');
      }
      const content = new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      if (isZip(content) && /\.zip$/i.test(name)) {
        for (const entry of readZip(content))
          add({ ...entry, name: cleanName(entry.name, files.length) });
      } else {
        add({ name, bytes: content });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError(
        413,
        BATCH_MESSAGES.tooManyFiles(BATCH_LIMITS.maxFiles + 1),
        'batch_limit',
      );
    }
    throw new AppError(400, 'The upload could not be read.');
  }
  if (files.length === 0) throw new AppError(400, BATCH_MESSAGES.noFiles);
  return files;
}
