import type { FontShaping } from '../../../lib/pdf-document';
import { flatten, type MathBox, type MathMetrics, type TextExtent } from '../math/layout-box';

/**
 * Typeset math on a PDFKit page (docs/decisions/241-pdf-export-typesets-math.md): the layout's
 * text is drawn as real text in the embedded fonts (DejaVu Sans, its oblique for variables,
 * Symbola for what DejaVu lacks), so it stays selectable and searchable; bars are filled rules.
 */

/** The embedded fonts' measurements, as math/layout.ts asks for them, cached per text. */
export function shapingMetrics(shaping: FontShaping): MathMetrics {
  const cache = new Map<string, TextExtent>();
  return {
    measure(text, italic) {
      const key = `${italic ? 'i' : 'r'}${text}`;
      const known = cache.get(key);
      if (known) return known;
      let width = 0;
      let top = Number.NEGATIVE_INFINITY;
      let bottom = Number.POSITIVE_INFINITY;
      for (const run of shaping.runs(italic ? 'italic' : 'body', text)) {
        const font = shaping.font(run.font);
        const glyphs = font.layout(run.text);
        const unit = font.unitsPerEm;
        width += glyphs.advanceWidth / unit;
        const box = glyphs.bbox;
        // A space has no ink: its box is empty (infinite).
        if (Number.isFinite(box.maxY)) top = Math.max(top, box.maxY / unit);
        if (Number.isFinite(box.minY)) bottom = Math.min(bottom, box.minY / unit);
      }
      // A glyph drawn wholly above the baseline (an accent) keeps its true foot.
      const inked = top >= bottom;
      const extent = { width, top: inked ? top : 0, bottom: inked ? bottom : 0 };
      if (cache.size < 4096) cache.set(key, extent);
      return extent;
    },
  };
}

/** Draws text on a baseline at (x, y) in page coordinates, each run in the font that has it. */
export function drawRuns(
  doc: PDFKit.PDFDocument,
  shaping: FontShaping,
  face: 'body' | 'italic',
  text: string,
  size: number,
  x: number,
  y: number,
): number {
  let at = x;
  for (const run of shaping.runs(face, text)) {
    doc.font(run.font).fontSize(size);
    doc.text(run.text, at, y, { lineBreak: false, baseline: 'alphabetic' });
    at += doc.widthOfString(run.text);
  }
  return at - x;
}

/** Draws a laid-out formula with its baseline's left end at (x, baseline) on the page. */
export function drawMathBox(
  doc: PDFKit.PDFDocument,
  shaping: FontShaping,
  box: MathBox,
  x: number,
  baseline: number,
): void {
  const { x: keptX, y: keptY } = doc;
  for (const ink of flatten(box)) {
    let left = x + ink.x;
    const line = baseline - ink.y;
    if (ink.kind === 'rule') {
      doc.rect(left, line - ink.height, ink.width, ink.height).fill('black');
      continue;
    }
    const face = ink.italic ? 'italic' : 'body';
    const scaleX = ink.scaleX ?? 1;
    const scaleY = ink.scaleY ?? 1;
    if (scaleX === 1 && scaleY === 1) {
      drawRuns(doc, shaping, face, ink.text, ink.size, left, line);
      continue;
    }
    // A delimiter, radical or integral grown to its content: its outline is drawn scaled, and
    // the character itself is written at its natural size over the outline's middle, unseen,
    // so the text layer holds it without a glyph as tall as two lines joining them in readers.
    for (const run of shaping.runs(face, ink.text)) {
      const font = shaping.font(run.font);
      const glyphs = font.layout(run.text);
      const unit = ink.size / font.unitsPerEm;
      doc.save();
      doc.translate(left, line);
      doc.scale(scaleX * unit, -scaleY * unit);
      let advance = 0;
      for (const glyph of glyphs.glyphs) {
        doc.save();
        doc.translate(advance, 0);
        doc.path(glyph.path.toSVG()).fill('black');
        doc.restore();
        advance += glyph.advanceWidth;
      }
      doc.restore();
      const middle = ((glyphs.bbox.minY + glyphs.bbox.maxY) / 2) * unit;
      const shift = middle * scaleY - middle;
      doc.save();
      doc.fillOpacity(0);
      drawRuns(doc, shaping, face, run.text, ink.size, left, line - shift);
      doc.restore();
      left += advance * unit * scaleX;
    }
  }
  doc.x = keptX;
  doc.y = keptY;
}
