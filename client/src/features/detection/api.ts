import {
  type DetectionProvider,
  type DetectResponse,
  type ReportFormat,
  reportFileName,
} from '@common/detection';
import { ApiError, apiJson, apiRequest } from '@/lib/api';

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

function fileNameFrom(response: Response, format: ReportFormat): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? reportFileName(format);
}

/** The report of a result already shown, as a file to save. */
export async function fetchReport(
  text: string,
  format: ReportFormat,
  result: DetectResponse,
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiRequest('POST', '/api/generate-assessment-report', {
    text,
    format,
    fileName: reportFileName(format).replace(/\.\w+$/, ''),
    provider: result.narrative.provider,
    result,
  });
  return { blob: await response.blob(), fileName: fileNameFrom(response, format) };
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
