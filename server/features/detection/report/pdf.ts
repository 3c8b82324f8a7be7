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
      font.write(
        bold ? font.bold : font.body,
        font.clean(c),
        { width: widths[i]! - 6 },
        { x: x + 3, y: top + 3 },
      );
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
    doc.fontSize(20);
    font.write(font.bold, clean(report.title));
    doc.fontSize(10);
    font.write(font.italic, clean(report.subtitle));
    doc.moveDown();
    if (report.notice) {
      doc.fontSize(11);
      font.write(font.bold, clean(report.notice));
      doc.moveDown();
    }
    for (const section of report.sections) {
      doc.fontSize(14);
      font.write(font.bold, clean(section.heading));
      doc.moveDown(0.3);
      for (const [label, value] of section.facts ?? []) {
        doc
          .font(font.bold)
          .fontSize(11)
          .text(`${clean(label)}: `, { continued: true });
        font.write(font.body, clean(value));
      }
      doc.fontSize(11);
      for (const paragraph of section.paragraphs) {
        font.write(font.body, clean(paragraph));
        doc.moveDown(0.5);
      }
      if (section.table) drawTable(doc, section.table, font);
      doc.moveDown(0.5);
    }
  });
}
