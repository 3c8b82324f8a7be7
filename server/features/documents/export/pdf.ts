import SVGtoPDF from 'svg-to-pdfkit';
import { paragraphDirection } from '../../../lib/bidi-lines';
import { renderPdf } from '../../../lib/pdf-document';
import { type Block, GRAPH_CAPTION, GRAPH_HEADING } from './blocks';
import { pdfMathText } from './pdf-math';
import { writeMathParagraph } from './pdf-math-paragraph';

export interface PdfOptions {
  title?: string;
  /** Graphs on pages of their own rather than in the flow of the text. */
  separateGraphs?: boolean;
}

const HEADING_SIZES = { 1: 20, 2: 16, 3: 13 } as const;

/** A Hebrew or Arabic paragraph starts at the right margin, as it reads. */
const alignFor = (text: string) =>
  paragraphDirection(text) === 'rtl' ? ({ align: 'right' } as const) : {};

/** Writes the blocks as a PDF with real text (selectable, searchable) and vector graphs. */
export function writePdf(blocks: Block[], options: PdfOptions = {}): Promise<Buffer> {
  return renderPdf({ title: options.title ?? 'Document', margin: 64 }, (doc, font) => {
    const clean = font.clean;
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const drawGraph = (block: Extract<Block, { type: 'graph' }>) => {
      const scale = Math.min(1, width / block.width, 420 / block.height);
      const height = block.height * scale;
      if (options.separateGraphs) doc.addPage();
      else if (doc.y + height + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
      doc.font(font.bold).fontSize(14).text(GRAPH_HEADING, { width });
      doc.moveDown(0.5);
      const top = doc.y;
      SVGtoPDF(doc, block.svg, doc.page.margins.left, top, {
        width: block.width * scale,
        height,
        assumePt: true,
        // Graphs are sanitized already; this is a second lock on loading anything else.
        imageCallback: () => '',
        documentCallback: () => null,
        fontCallback: () => font.body,
        warningCallback: () => {},
      });
      doc.x = doc.page.margins.left;
      doc.y = top + height + 8;
      doc.font(font.italic).fontSize(10).text(GRAPH_CAPTION, { width });
      doc.moveDown();
      if (options.separateGraphs) doc.addPage();
    };
    doc.font(font.body).fontSize(11);
    for (const block of blocks) {
      if (block.type === 'heading') {
        doc.moveDown(0.5);
        doc.fontSize(HEADING_SIZES[block.level]);
        font.write(font.bold, clean(block.text), { width, ...alignFor(block.text) });
        doc.moveDown(0.4);
      } else if (block.type === 'paragraph') {
        doc.fontSize(11);
        const left = doc.page.margins.left;
        const set = { x: left, width, size: 11, lineGap: 2 };
        if (writeMathParagraph(doc, font, block.text, set)) {
          doc.moveDown(0.8);
          continue;
        }
        const { text, display } = pdfMathText(block.text);
        const align = display ? ({ align: 'center' } as const) : alignFor(text);
        font.write(font.body, clean(text), { width, lineGap: 2, ...align });
        doc.moveDown(0.8);
      } else if (block.type === 'list') {
        doc.font(font.body).fontSize(11);
        block.items.forEach((item, i) => {
          const marker = block.ordered ? `${i + 1}.` : '•';
          const x = doc.page.margins.left + 14;
          const set = { x, width: width - 14, size: 11, lineGap: 2, marker };
          if (writeMathParagraph(doc, font, item, set)) return;
          font.write(
            font.body,
            `${marker} ${clean(pdfMathText(item).text)}`,
            { width: width - 14, indent: 0, lineGap: 2 },
            { x: doc.page.margins.left + 14, y: doc.y },
          );
        });
        doc.x = doc.page.margins.left;
        doc.moveDown(0.8);
      } else {
        drawGraph(block);
      }
    }
  });
}
