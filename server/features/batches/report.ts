import { BATCH_REPORT_TITLE, type BatchFile } from '@common/batches';
import { bandTone, indicatorBand } from '@common/detection';
import type { ReportDocument } from '../detection/report/content';

const percent = (value: number) => `${Math.round(value * 100)}%`;

/** The band of a checked file as the detection section names it; a failed file has none. */
export function bandLabel(file: BatchFile): string {
  return file.probability === null ? '' : indicatorBand(file.probability).label;
}

/**
 * A spreadsheet cell: quoted, quotes doubled, and a cell a spreadsheet would run as a formula
 * (=, +, -, @ first, from a file name or a sentence of a student's essay) kept as text.
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_COLUMNS = [
  'File',
  'Status',
  'Words',
  'AI probability',
  'Band',
  'Likely AI',
  'Reasons',
  'Flagged sentences',
  'Error',
];

/** The class report as CSV: one row per file, in upload order, UTF-8 with a BOM for Excel. */
export function batchCsv(files: BatchFile[]): string {
  const rows = files.map((file) =>
    [
      file.name,
      file.status,
      file.words,
      file.probability === null ? null : percent(file.probability),
      bandLabel(file),
      file.isAIGenerated === null ? null : file.isAIGenerated ? 'yes' : 'no',
      file.reasons.join(' '),
      file.flaggedSentences.map((s) => `${s.text} (${percent(s.probability)})`).join(' | '),
      file.error,
    ]
      .map(cell)
      .join(','),
  );
  return `\ufeff${[CSV_COLUMNS.map(cell).join(','), ...rows].join('\r\n')}\r\n`;
}

/** The class report for the PDF and Word writers: a summary table, then each file's reasons. */
export function batchReport(files: BatchFile[], createdAt: Date, now = new Date()): ReportDocument {
  const checked = files.filter((file) => file.probability !== null);
  const likelyAi = checked.filter((file) => file.isAIGenerated).length;
  const mixed = checked.filter((file) => bandTone(file.probability!) === 'yellow').length;
  return {
    title: BATCH_REPORT_TITLE,
    subtitle: `Batch of ${createdAt.toISOString().slice(0, 16).replace('T', ' ')} UTC; generated ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC by Redraft; scored by the local detector`,
    sections: [
      {
        heading: 'Summary',
        paragraphs: [],
        facts: [
          ['Files', String(files.length)],
          ['Checked', String(checked.length)],
          ['Likely AI', String(likelyAi)],
          ['Mixed or uncertain', String(mixed)],
          ['Not checked', String(files.length - checked.length)],
        ],
        table: {
          columns: ['File', 'Words', 'AI probability', 'Band'],
          rows: files.map((file) => [
            file.name,
            file.words === null ? '' : String(file.words),
            file.probability === null ? '' : percent(file.probability),
            file.probability === null ? `Not checked: ${file.error ?? ''}` : bandLabel(file),
          ]),
        },
      },
      ...files.map((file) => ({
        heading: file.name,
        paragraphs:
          file.probability === null
            ? [`Not checked: ${file.error ?? ''}`]
            : [
                ...file.reasons.map((reason) => `• ${reason}`),
                ...(file.flaggedSentences.length > 0 ? ['Flagged sentences:'] : []),
                ...file.flaggedSentences.map((s) => `“${s.text}” (${percent(s.probability)})`),
              ],
        facts:
          file.probability === null
            ? []
            : ([
                ['Words', String(file.words ?? 0)],
                ['AI probability', percent(file.probability)],
                ['Band', bandLabel(file)],
              ] as [string, string][]),
      })),
    ],
  };
}
