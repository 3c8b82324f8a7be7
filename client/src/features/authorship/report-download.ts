import type { ReportDocumentKey, ReportFormat } from '@common/authorship';
import { apiRequest } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import type { AuthorshipRecords } from './records';

/** Asks the server to write the report of the texts that have one, and saves the file. */
export async function downloadReport(records: AuthorshipRecords, format: ReportFormat) {
  const documents = (['input', 'output'] as ReportDocumentKey[]).flatMap((key) => {
    const recorder = records.recorder(key);
    return recorder?.currentText ? [{ key, text: recorder.currentText, log: recorder.log }] : [];
  });
  const response = await apiRequest('POST', '/api/export/authorship', { format, documents });
  downloadBlob(await response.blob(), `authorship-report.${format}`);
}
