import { type PdfFonts, renderPdf } from '../../../lib/pdf-document';
import type { ReportDocument, ReportTable } from './content';

const MARGIN = 56;

function drawTable(doc: PDFKit.PDFDocument, table: ReportTable, font: PdfFonts) {
  const width = doc.page.width - 2 * MARGIN;
  // A narrow first columns for numbers and scores when the last holds the text.
  const widths =
    table.columns.length === 3 && table.columns[0] === '#'
      ? [28, 80, width - 108]
      : table.columns.map(() => width / table.columns.length);
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? font.bold : font.body).fontSize(9);
    const heights = cells.map((c, i) =>
      doc.heightOfString(font.clean(c), { width: widths[i]! - 6 }),
    );
    const height = Math.max(...heights) + 6;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(font.clean(c), x + 3, top + 3, { width: widths[i]! - 6 });
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
  return renderPdf({ title: report.title, margin: MARGIN }, (doc, font) => {
    const { clean } = font;
    doc.font(font.bold).fontSize(20).text(clean(report.title));
    doc.font(font.italic).fontSize(10).text(clean(report.subtitle)).moveDown();
    for (const section of report.sections) {
      doc.font(font.bold).fontSize(14).text(clean(section.heading)).moveDown(0.3);
      for (const [label, value] of section.facts ?? []) {
        doc
          .font(font.bold)
          .fontSize(11)
          .text(`${clean(label)}: `, { continued: true });
        doc.font(font.body).text(clean(value));
      }
      doc.font(font.body).fontSize(11);
      for (const paragraph of section.paragraphs) doc.text(clean(paragraph)).moveDown(0.5);
      if (section.table) drawTable(doc, section.table, font);
      doc.moveDown(0.5);
    }
  });
}
