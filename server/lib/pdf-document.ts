import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/**
 * A Unicode font when the system has one (Debian's fonts-dejavu-core); otherwise PDF's
 * built-in Helvetica, whose WinAnsi encoding cannot show every character.
 */
const UNICODE_FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  italic: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
};

/** WinAnsi has no glyph for most characters outside Latin-1; say so visibly, not with garbage. */
const toWinAnsi = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff•–—‘’“”…€]/gu, '?');

export interface PdfFonts {
  body: string;
  bold: string;
  italic: string;
  /** Makes text safe for the fonts in use. */
  clean: (text: string) => string;
}

function registerFonts(doc: PDFKit.PDFDocument): PdfFonts {
  if (!Object.values(UNICODE_FONTS).every((path) => existsSync(path))) {
    return {
      body: 'Helvetica',
      bold: 'Helvetica-Bold',
      italic: 'Helvetica-Oblique',
      clean: toWinAnsi,
    };
  }
  doc.registerFont('body', UNICODE_FONTS.regular);
  doc.registerFont('bold', UNICODE_FONTS.bold);
  doc.registerFont('italic', UNICODE_FONTS.italic);
  return { body: 'body', bold: 'bold', italic: 'italic', clean: (text) => text };
}

/**
 * Writes an A4 PDF: `draw` lays out the content with the fonts chosen for this machine, and
 * the finished file comes back as one buffer (or the error that stopped it).
 */
export function renderPdf(
  info: { title: string; margin: number },
  draw: (doc: PDFKit.PDFDocument, fonts: PdfFonts) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: info.margin,
      info: { Title: info.title, Creator: 'Redraft' },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc, registerFonts(doc));
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
