import PDFDocument from 'pdfkit';
import type { ReportDocument, ReportTable } from './content';

// The documents feature has its own general writers; the two may later share code.

const MARGIN = 56;

/**
 * PDF with pdfkit's built-in Helvetica, which covers Latin-1 (WinAnsi) only: other characters
 * are replaced so the file never carries broken glyphs.
 */
function latin(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\u0020-\u007E\u00A0-\u00FF]/g, '?');
}

function drawTable(doc: PDFKit.PDFDocument, table: ReportTable) {
  const width = doc.page.width - 2 * MARGIN;
  // A narrow first columns for numbers and scores when the last holds the text.
  const widths =
    table.columns.length === 3 && table.columns[0] === '#'
      ? [28, 80, width - 108]
      : table.columns.map(() => width / table.columns.length);
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(latin(c), { width: widths[i]! - 6 }));
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(latin(c), x + 3, top + 3, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + width, top + height)
      .strokeColor('#cccccc')
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  row(table.columns, true);
  for (const cells of table.rows) row(cells, false);
  doc.moveDown();
}

export function writePdfReport(report: ReportDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ margin: MARGIN, size: 'A4', info: { Title: report.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(20).text(latin(report.title));
    doc.font('Helvetica-Oblique').fontSize(10).text(latin(report.subtitle)).moveDown();
    for (const section of report.sections) {
      doc.font('Helvetica-Bold').fontSize(14).text(latin(section.heading)).moveDown(0.3);
      for (const [label, value] of section.facts ?? []) {
        doc
          .font('Helvetica-Bold')
          .fontSize(11)
          .text(`${latin(label)}: `, { continued: true });
        doc.font('Helvetica').text(latin(value));
      }
      doc.font('Helvetica').fontSize(11);
      for (const paragraph of section.paragraphs) doc.text(latin(paragraph)).moveDown(0.5);
      if (section.table) drawTable(doc, section.table);
      doc.moveDown(0.5);
    }
    doc.end();
  });
}
