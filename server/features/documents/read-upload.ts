import { DOCUMENT_LIMITS } from '@common/documents';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { WorkerPool } from '../../lib/worker-pool';
import type { ExtractJob, ExtractResult } from './extract/index';
import type { Upload } from './service';

/**
 * Reading uploads, shared by every route that takes a file (documents, the humanizer): the
 * multipart field with its size limit, and the worker threads that parse untrusted files.
 */
/** The parsing worker: loaded through tsx from source, a bundled sibling in dist/. */
const workerScript = import.meta.url.endsWith('.ts')
  ? new URL('./parse-worker-source.mjs', import.meta.url)
  : new URL('./parse-worker.js', import.meta.url);

const tooLarge = () =>
  new AppError(413, `The file is larger than ${DOCUMENT_LIMITS.maxUploadBytes / 1024 / 1024} MB.`);

export async function readUpload(
  request: FastifyRequest,
  field: string,
): Promise<Upload & { fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError(400, `Send the file as multipart/form-data in the '${field}' field.`);
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    throw new AppError(400, 'The upload could not be read.');
  }
  if (!file) throw new AppError(400, `No file: send it in the '${field}' field.`);
  if (file.fieldname !== field) {
    file.file.resume();
    throw new AppError(400, `No file: send it in the '${field}' field.`);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw new AppError(400, 'The upload was interrupted.');
  }
  // busboy may flag the cut only after the last chunk was read: check once more.
  if (file.file.truncated) throw tooLarge();
  return {
    bytes: new Uint8Array(bytes),
    filename: file.filename ?? 'upload',
    mime: file.mimetype,
    fields: textFields(file),
  };
}

/** The text fields sent before the file (a form's `enhanceMath`, say). */
function textFields(file: MultipartFile): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(file.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string')
      fields[name] = field.value;
  }
  return fields;
}

/** The parsing workers (started on first use), each with a heap limit and a per-file timer. */
export function createParsePool() {
  const pool = new WorkerPool({
    script: workerScript,
    size: 2,
    timeoutMs: DOCUMENT_LIMITS.parseTimeoutMs,
    heapMb: DOCUMENT_LIMITS.workerHeapMb,
    maxQueue: 16,
    // pdf.js and the ZIP reader inflate into buffers outside the V8 heap: a child process,
    // whose whole memory the kernel caps, parses instead of a thread
    // (docs/decisions/057-hardening-time-and-memory-bounded.md).
    isolation: 'process',
    memoryMb: DOCUMENT_LIMITS.workerMemoryMb,
    recycleAboveMb: DOCUMENT_LIMITS.workerRecycleMb,
    idleMs: 15_000,
  });
  return {
    parse(job: ExtractJob): Promise<ExtractResult> {
      const transfer = [job.bytes.buffer as ArrayBuffer];
      return pool.run<ExtractResult>({ ...job, bytes: job.bytes }, transfer);
    },
    close: () => pool.close(),
  };
}
