import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  DOCUMENT_LIMITS,
  extractTextResponseSchema,
  ocrJsonRequestSchema,
} from '../../../common/documents';
import { type AppContext, callerKeys, type ZodApp } from '../../context';
import { AppError, badRequest } from '../../lib/errors';
import { WorkerPool } from '../../lib/worker-pool';
import { resolveKey } from '../../providers/credentials';
import { TesseractEngine } from '../../providers/tesseract';
import { exportRoutes } from './export/routes';
import type { ExtractJob, ExtractResult } from './extract/index';
import { decodeImageData } from './image-data';
import {
  type DocumentEngines,
  extractUpload,
  ocrUpload,
  saveDocument,
  type Upload,
} from './service';

/** The parsing worker: loaded through tsx from source, a bundled sibling in dist/. */
const workerScript = import.meta.url.endsWith('.ts')
  ? new URL('./parse-worker-source.mjs', import.meta.url)
  : new URL('./parse-worker.js', import.meta.url);

/** The JSON form of an OCR request carries base64, a third larger than the file itself. */
const OCR_JSON_BODY_LIMIT = Math.ceil((DOCUMENT_LIMITS.maxUploadBytes * 4) / 3) + 64 * 1024;

const tooLarge = () =>
  new AppError(413, `The file is larger than ${DOCUMENT_LIMITS.maxUploadBytes / 1024 / 1024} MB.`);

async function readUpload(
  request: FastifyRequest,
  field: string,
): Promise<Upload & { fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw badRequest(`Send the file as multipart/form-data in the '${field}' field.`);
  }
  let file: MultipartFile | undefined;
  try {
    file = await request.file();
  } catch {
    throw badRequest('The upload could not be read.');
  }
  if (!file) throw badRequest(`No file: send it in the '${field}' field.`);
  if (file.fieldname !== field) {
    file.file.resume();
    throw badRequest(`No file: send it in the '${field}' field.`);
  }
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw badRequest('The upload was interrupted.');
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

export function documentRoutes(app: ZodApp, ctx: AppContext) {
  exportRoutes(app);
  const pool = new WorkerPool({
    script: workerScript,
    size: 2,
    timeoutMs: DOCUMENT_LIMITS.parseTimeoutMs,
    heapMb: DOCUMENT_LIMITS.workerHeapMb,
    maxQueue: 16,
    // pdf.js and the ZIP reader inflate into buffers outside the V8 heap: a child process,
    // whose whole memory the kernel caps, parses instead of a thread (decisions §46).
    isolation: 'process',
    memoryMb: DOCUMENT_LIMITS.workerMemoryMb,
    recycleAboveMb: DOCUMENT_LIMITS.workerRecycleMb,
    idleMs: 15_000,
  });
  // Started on first use, and only while the engine is installed (ctx.engines, as /api/status says).
  let engine: TesseractEngine | null = null;
  const tesseract = () => {
    if (!ctx.engines.tesseract) return null;
    engine ??= new TesseractEngine();
    return engine;
  };
  app.addHook('onClose', async () => {
    await Promise.all([pool.close(), engine?.close()]);
  });

  const parse = (job: ExtractJob) => {
    const transfer = [job.bytes.buffer as ArrayBuffer];
    return pool.run<ExtractResult>({ ...job, bytes: job.bytes }, transfer);
  };

  async function enginesFor(request: FastifyRequest): Promise<DocumentEngines> {
    const keys = await callerKeys(request, ctx);
    const appId = resolveKey('MATHPIX_APP_ID', ctx.config, keys);
    const appKey = resolveKey('MATHPIX_APP_KEY', ctx.config, keys);
    return {
      parse,
      tesseract: tesseract(),
      mathpix: appId && appKey ? { appId, appKey, baseUrl: ctx.config.mathpix.baseUrl } : null,
    };
  }

  async function answer(request: FastifyRequest, filename: string, text: string) {
    const session = await request.getSession();
    if (!session?.userId || !text.trim()) return { text };
    return { text, documentId: await saveDocument(ctx.db, session.userId, filename, text) };
  }

  app.post(
    '/api/extract-text',
    { schema: { response: { 200: extractTextResponseSchema } } },
    async (request) => {
      const upload = await readUpload(request, 'document');
      const engines = await enginesFor(request);
      const text = await extractUpload(upload, engines);
      return answer(request, upload.filename, text);
    },
  );

  app.post(
    '/api/ocr-extract',
    { bodyLimit: OCR_JSON_BODY_LIMIT, schema: { response: { 200: extractTextResponseSchema } } },
    async (request) => {
      const engines = await enginesFor(request);
      if (request.isMultipart()) {
        const upload = await readUpload(request, 'image');
        // The form may carry enhanceMath like the JSON form; true unless it says false.
        const enhanceMath = upload.fields.enhanceMath?.trim().toLowerCase() !== 'false';
        return answer(request, upload.filename, await ocrUpload(upload, engines, enhanceMath));
      }
      const parsed = ocrJsonRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
      const bytes = decodeImageData(parsed.data.imageData);
      const upload: Upload = { bytes, filename: 'image' };
      return answer(request, 'image', await ocrUpload(upload, engines, parsed.data.enhanceMath));
    },
  );
}
