import type { ReportFormat } from '@common/detection';

/**
 * The answer's type for each report format. Apart from the writers (index.ts), which only the
 * report's writer process loads, with the PDF and Word libraries.
 */
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
