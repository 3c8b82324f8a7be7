import type { ReportFormat } from '@common/detection';
import type { ReportDocument } from './content';
import { writeDocxReport } from './docx';
import { writePdfReport } from './pdf';
import { writeTxtReport } from './txt';

export async function writeReport(report: ReportDocument, format: ReportFormat): Promise<Buffer> {
  if (format === 'txt') return writeTxtReport(report);
  if (format === 'pdf') return writePdfReport(report);
  return writeDocxReport(report);
}
