// A PDF with a Type 3 font that has no glyph for the space (issue 39): written object by object.
import { handmadePdf } from './real-world-fixtures';

export const TYPE3_LINE = 'ab ba abba';
/** The word spacing (Tw) of each line, in text space units: the first line's spaces have no width. */
export const TYPE3_WORD_SPACINGS = [0, 1, 2, 4];

/**
 * After the PDF Association's Type3WordSpacing case (pdf-differences), made anew: a Type 3 font
 * of two glyphs, a square 'a' and a triangle 'b', and no glyph for the space, whose width is
 * 0. Each line shows ' ab ba abba' with its spaces, wider by its Tw: on the first line the
 * words touch. The glyphs' FontBBox is twice their size, as bitmap fonts' often is, so that
 * pdftotext's word boxes are taller than the letters.
 */
export function type3WordSpacingPdf(): Buffer {
  const lines = TYPE3_WORD_SPACINGS.map(
    (spacing, i) => `${spacing} Tw 1 0 0 1 72 ${700 - i * 40} Tm ( ${TYPE3_LINE}) Tj`,
  );
  const content = `BT /F1 24 Tf ${lines.join(' ')} ET`;
  const square = '800 0 0 0 750 750 d1 0 0 750 750 re f';
  const triangle = '800 0 0 0 750 750 d1 0 0 m 750 0 l 375 750 l f';
  // Widths from code 32 (the space, 0) to 98 ('b').
  const widths = [0, ...Array(64).fill(0), 800, 800];
  const stream = (text: string) => `<< /Length ${text.length} >>\nstream\n${text}\nendstream`;
  return handmadePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(content),
    `<< /Type /Font /Subtype /Type3 /FontBBox [-250 -250 1250 1250] /FontMatrix [0.001 0 0 0.001 0 0] /CharProcs << /a 6 0 R /b 7 0 R >> /Encoding << /Type /Encoding /Differences [97 /a /b] >> /FirstChar 32 /LastChar 98 /Widths [${widths.join(' ')}] /Resources << >> >>`,
    stream(square),
    stream(triangle),
  ]);
}
