import {
  type DetectionProvider,
  type DetectResponse,
  type ReportFormat,
  reportFileName,
} from '@common/detection';
import { ApiError, apiJson } from '@/lib/api';
import { type GeneratedFile, postForFile } from '@/lib/files';

export function detectAi(text: string, provider: DetectionProvider): Promise<DetectResponse> {
  return apiJson<DetectResponse>('POST', '/api/detect-ai', { text, provider });
}

/** The spec's wording for a failed detection: the provider's status and text, or the generic line. */
export function detectionErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = error.serverMessage ?? error.statusText;
    if (detail.startsWith('detection provider API error:')) return detail;
    return `detection provider API error: ${error.status} ${detail}`.trim();
  }
  return 'Failed to detect AI content';
}

/** The report of a result already shown, as a file to save. */
export function fetchReport(
  text: string,
  format: ReportFormat,
  result: DetectResponse,
): Promise<GeneratedFile> {
  const fileName = reportFileName(format);
  return postForFile(
    '/api/generate-assessment-report',
    {
      text,
      format,
      fileName: fileName.replace(/\.\w+$/, ''),
      provider: result.narrative.provider,
      result,
    },
    fileName,
  );
}

/** The assessment dialog's own call: failures read 'Assessment error: {status} {statusText}'. */
export async function assessText(
  text: string,
  provider: DetectionProvider,
): Promise<DetectResponse> {
  try {
    return await detectAi(text, provider);
  } catch (error) {
    if (error instanceof ApiError) {
      throw new Error(`Assessment error: ${error.status} ${error.statusText}`.trim());
    }
    throw error;
  }
}
