import {
  DOCUMENT_LIMITS,
  extractTextResponseSchema,
  ocrJsonRequestSchema,
  type UploadKind,
} from '@common/documents';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/errors';
import { callerKeys } from '../../plugins/caller';
import { resolveKey } from '../../providers/credentials';
import { createOcrEngine, type OcrEngine } from '../../providers/ocr-engine';
import { documentDocs } from './api-docs';
import { exportRoutes } from './export/routes';
import { decodeImageData } from './image-data';
import { createPixelPool } from './pixel-pool';
import { createParsePool, readUpload } from './read-upload';
import {
  type DocumentEngines,
  extractUpload,
  ocrUpload,
  saveDocument,
  type Upload,
} from './service';
import { detectUpload } from './sniff';

/** The JSON form of an OCR request carries base64, a third larger than the file itself. */
const OCR_JSON_BODY_LIMIT = Math.ceil((DOCUMENT_LIMITS.maxUploadBytes * 4) / 3) + 64 * 1024;

/** Reads the file of a multipart request as text, as /api/extract-text does (for other features). */
export type UploadReader = (
  request: FastifyRequest,
  field: string,
  /** The kinds this reader takes, and the 415 message for any other. */
  only?: { kinds: readonly UploadKind[]; message: string },
) => Promise<{ filename: string; text: string }>;

/** What other features borrow from documents: one parsing pool and one way to read an upload. */
export interface DocumentReaders {
  readUploadText: UploadReader;
  parse: ReturnType<typeof createParsePool>['parse'];
  /** Reads a stored file with the server's own engines (no caller's keys): the batches' jobs. */
  readFile(upload: Upload): Promise<string>;
}

export function documentRoutes(app: ZodApp, ctx: AppContext): DocumentReaders {
  app.describeRoutes(documentDocs);
  exportRoutes(app);
  const pool = createParsePool();
  const pixels = createPixelPool();
  // Started on first use, and only while the engine is installed (ctx.engines, as /api/status says).
  let engine: OcrEngine | null = null;
  const tesseract = () => {
    if (!ctx.engines.tesseract) return null;
    engine ??= createOcrEngine();
    return engine;
  };
  app.addHook('onClose', async () => {
    await Promise.all([pool.close(), pixels.close(), engine?.close()]);
  });

  const parse = pool.parse;

  async function enginesFor(request: FastifyRequest): Promise<DocumentEngines> {
    const keys = await callerKeys(request, ctx);
    const appId = resolveKey('MATHPIX_APP_ID', ctx.config, keys);
    const appKey = resolveKey('MATHPIX_APP_KEY', ctx.config, keys);
    return {
      parse,
      decodePng: pixels.decode,
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
      if (!parsed.success)
        throw new AppError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
      const bytes = decodeImageData(parsed.data.imageData);
      const upload: Upload = { bytes, filename: 'image' };
      return answer(request, 'image', await ocrUpload(upload, engines, parsed.data.enhanceMath));
    },
  );

  return {
    parse: pool.parse,
    readFile: (upload) =>
      extractUpload(upload, {
        parse,
        decodePng: pixels.decode,
        tesseract: tesseract(),
        mathpix: null,
      }),
    async readUploadText(request, field, only) {
      const upload = await readUpload(request, field);
      if (only && !only.kinds.includes((await detectUpload(upload.bytes, upload)).kind)) {
        throw new AppError(415, only.message, 'unsupported_format');
      }
      const text = await extractUpload(upload, await enginesFor(request));
      return { filename: upload.filename, text };
    },
  };
}
