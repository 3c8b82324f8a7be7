import {
  AUTHORSHIP_REPORT_FILE_NAME,
  type AuthorshipReportRequest,
  type ReportFormat,
} from '@common/authorship';
import {
  DEFAULT_REVISION_AUTHOR,
  type DocumentFormat,
  EXTENSION_BY_FORMAT,
  type GenerateDocumentRequest,
  LATEX_FILE_NAME,
  type LatexExportRequest,
  MIME_BY_FORMAT,
  safeFileName,
  TRACKED_CHANGES_FILE_NAME,
  type TrackedChangesRequest,
} from '@common/documents';
import { wellFormedText } from '@common/text-rules';
import type { ReportDocumentInput } from './authorship/model';

export interface GeneratedFile {
  bytes: Buffer;
  fileName: string;
  mime: string;
}

/** What the export pool's writer process is asked to write. */
export type ExportJob =
  | {
      kind: 'document';
      text: string;
      format: Exclude<DocumentFormat, 'latex'>;
      title: string;
      separateGraphs: boolean;
    }
  | { kind: 'latex'; text: string; title?: string; author?: string }
  | {
      kind: 'tracked-changes';
      original: string;
      revised: string;
      title: string;
      author: string;
      date: string;
    }
  | { kind: 'authorship'; format: ReportFormat; documents: ReportDocumentInput[]; now: string };

/** Writes a file's bytes; in the server, a writer process of the export pool does it. */
export type FileWriter = (job: ExportJob) => Promise<Buffer>;

/** The processed text as a TXT, PDF, Word or LaTeX file (well-formed: common/text-rules.ts). */
export async function generateDocument(
  request: GenerateDocumentRequest & { separateGraphs: boolean },
  write: FileWriter,
): Promise<GeneratedFile> {
  const fileName = safeFileName(
    request.fileName,
    'processed-text',
    EXTENSION_BY_FORMAT[request.format],
  );
  if (request.format === 'latex') {
    // The same writer as /api/export/latex, under the spec's default LaTeX title.
    const bytes = await write({ kind: 'latex', text: wellFormedText(request.text) });
    return { bytes, fileName, mime: MIME_BY_FORMAT.latex };
  }
  const bytes = await write({
    kind: 'document',
    text: wellFormedText(request.text),
    format: request.format,
    title: fileName.replace(/\.[^.]+$/, ''),
    separateGraphs: request.separateGraphs,
  });
  return { bytes, fileName, mime: MIME_BY_FORMAT[request.format] };
}

/** The text as a complete LaTeX document, downloaded as 'document.tex'. */
export async function exportLatex(
  request: LatexExportRequest,
  write: FileWriter,
): Promise<GeneratedFile> {
  const { text, title, author } = request;
  return {
    bytes: await write({
      kind: 'latex',
      text: wellFormedText(text),
      title: title && wellFormedText(title),
      author: author && wellFormedText(author),
    }),
    fileName: LATEX_FILE_NAME,
    mime: MIME_BY_FORMAT.latex,
  };
}

/** The source and the reviewed result as a Word file of tracked changes. */
export async function exportTrackedChanges(
  request: TrackedChangesRequest,
  write: FileWriter,
  now = new Date(),
): Promise<GeneratedFile> {
  const fileName = safeFileName(request.fileName, TRACKED_CHANGES_FILE_NAME, 'docx');
  const author = wellFormedText(request.author ?? '').trim() || DEFAULT_REVISION_AUTHOR;
  const bytes = await write({
    kind: 'tracked-changes',
    original: wellFormedText(request.original),
    revised: wellFormedText(request.revised),
    title: fileName.replace(/\.docx$/, ''),
    author,
    // Word reads revision dates to the second, in UTC.
    date: `${now.toISOString().slice(0, 19)}Z`,
  });
  return { bytes, fileName, mime: MIME_BY_FORMAT.docx };
}

const REPORT_MIME: Record<ReportFormat, string> = {
  pdf: MIME_BY_FORMAT.pdf,
  docx: MIME_BY_FORMAT.docx,
  json: 'application/json; charset=utf-8',
};

/**
 * The authorship report of the workspace's texts (issue 40), written in the writer process:
 * checking each log against its text replays it, which is work in proportion to the session.
 */
export async function exportAuthorshipReport(
  request: AuthorshipReportRequest,
  write: FileWriter,
  now = new Date(),
): Promise<GeneratedFile> {
  const bytes = await write({
    kind: 'authorship',
    format: request.format,
    documents: request.documents,
    now: now.toISOString(),
  });
  return {
    bytes,
    fileName: `${AUTHORSHIP_REPORT_FILE_NAME}.${request.format}`,
    mime: REPORT_MIME[request.format],
  };
}

/** `attachment` with an ASCII name and the exact UTF-8 name (RFC 6266). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
