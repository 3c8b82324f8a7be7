import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { ReportDocument } from './content';

/**
 * Past this many rows a table is written as one line a row: the docx library builds every
 * cell as objects and XML in memory, and a 1-million-character text's sentence table (about
 * 9,000 rows) ran the report writer out of its heap. Word is slow with such tables too.
 */
export const LONGEST_DOCX_TABLE = 1_000;

const cell = (text: string, bold = false) =>
  new TableCell({ children: [new Paragraph({ children: [new TextRun({ text, bold })] })] });

/** A Word document: title, headed sections, labelled facts, and tables. */
export async function writeDocxReport(report: ReportDocument): Promise<Buffer> {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: report.title, heading: HeadingLevel.TITLE }),
    new Paragraph({ children: [new TextRun({ text: report.subtitle, italics: true })] }),
  ];
  if (report.notice) {
    children.push(new Paragraph({ children: [new TextRun({ text: report.notice, bold: true })] }));
  }
  for (const section of report.sections) {
    children.push(new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_1 }));
    for (const [label, value] of section.facts ?? []) {
      children.push(
        new Paragraph({
          children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)],
        }),
      );
    }
    for (const paragraph of section.paragraphs) children.push(new Paragraph({ text: paragraph }));
    if (section.table && section.table.rows.length > LONGEST_DOCX_TABLE) {
      const { columns, rows } = section.table;
      children.push(
        new Paragraph({ children: [new TextRun({ text: columns.join(' · '), bold: true })] }),
      );
      for (const row of rows) children.push(new Paragraph({ text: row.join(' · ') }));
    } else if (section.table) {
      children.push(
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({
              tableHeader: true,
              children: section.table.columns.map((c) => cell(c, true)),
            }),
            ...section.table.rows.map((row) => new TableRow({ children: row.map((c) => cell(c)) })),
          ],
        }),
      );
    }
  }
  const document = new Document({
    title: report.title,
    creator: 'Redraft',
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}
