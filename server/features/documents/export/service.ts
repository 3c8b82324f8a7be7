import {
  type DocumentFormat,
  type GenerateDocumentRequest,
  LATEX_FILE_NAME,
  type LatexExportRequest,
  MIME_BY_FORMAT,
  safeFileName,
} from '../../../../common/documents';
import { type Block, blocksToPlainText, parseBlocks } from './blocks';
import { writeDocx } from './docx';
import { writeLatex } from './latex';
import { writePdf } from './pdf';

export interface GeneratedFile {
  bytes: Buffer;
  fileName: string;
  mime: string;
}

async function write(
  blocks: Block[],
  format: DocumentFormat,
  options: { title: string; separateGraphs?: boolean },
): Promise<Buffer> {
  if (format === 'pdf') return writePdf(blocks, options);
  if (format === 'docx') return writeDocx(blocks, options);
  return Buffer.from(`${blocksToPlainText(blocks)}\n`, 'utf8');
}

/** The processed text as a TXT, PDF or Word file. */
export async function generateDocument(
  request: GenerateDocumentRequest & { separateGraphs: boolean },
): Promise<GeneratedFile> {
  const blocks = parseBlocks(request.text);
  const fileName = safeFileName(request.fileName, 'processed-text', request.format);
  const bytes = await write(blocks, request.format, {
    title: fileName.replace(/\.[^.]+$/, ''),
    separateGraphs: request.separateGraphs,
  });
  return { bytes, fileName, mime: MIME_BY_FORMAT[request.format] };
}

/** The text as a complete LaTeX document, downloaded as 'document.tex'. */
export function exportLatex(request: LatexExportRequest): GeneratedFile {
  const { source } = writeLatex(request.text, request.title, request.author);
  return {
    bytes: Buffer.from(source, 'utf8'),
    fileName: LATEX_FILE_NAME,
    mime: 'application/x-tex; charset=utf-8',
  };
}

/** `attachment` with an ASCII name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
