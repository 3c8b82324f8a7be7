import type { DocumentFormat } from '@common/documents';
import { apiRequest, throwIfNotOk } from './api';
import { downloadBlob } from './download';

/**
 * Files in and out of the API, shared by every section that uploads a file or downloads one
 * (the workspace's exports, the humanizer's Box C, the analysis report).
 */
/** POSTs one file as multipart form data and reads the JSON answer. */
export async function postForm<T>(
  url: string,
  field: string,
  file: Blob,
  name: string,
): Promise<T> {
  const form = new FormData();
  form.append(field, file, name);
  const response = await fetch(url, { method: 'POST', body: form, credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export interface GeneratedFile {
  blob: Blob;
  fileName: string;
}

/** The file name the server chose, from Content-Disposition (UTF-8 form first). */
export function fileNameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}

/** POSTs JSON and reads the answer as a file, named as the server's Content-Disposition says. */
export async function postForFile(
  url: string,
  body: unknown,
  fallback: string,
): Promise<GeneratedFile> {
  const response = await apiRequest('POST', url, body);
  return { blob: await response.blob(), fileName: fileNameFrom(response, fallback) };
}

export const generateDocument = (body: {
  text: string;
  format: DocumentFormat;
  fileName: string;
  separateGraphs?: boolean;
}) => postForFile('/api/generate-document', body, body.fileName);

export const exportLatex = (body: { text: string; title?: string; author?: string }) =>
  postForFile('/api/export/latex', body, 'document.tex');

/** Saves a blob under a name, as a browser download. */
export function saveFile({ blob, fileName }: GeneratedFile): void {
  downloadBlob(blob, fileName);
}

/** The source and the reviewed result as a Word file of tracked changes. */
export const exportTrackedChanges = (body: {
  original: string;
  revised: string;
  fileName: string;
  author?: string;
}) => postForFile('/api/export/tracked-changes', body, `${body.fileName}.docx`);
