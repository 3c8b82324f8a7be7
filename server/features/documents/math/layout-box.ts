/**
 * Boxes of a two-dimensional formula (docs/decisions/241-pdf-export-typesets-math.md), as TeX
 * builds them: each has a width, an ascent above its baseline and a descent below it, the ink
 * it draws and the boxes placed inside it. Lengths are in points; y grows upwards from the
 * baseline. Nothing here knows PDF: the export draws the ink (export/pdf-math-draw.ts).
 */

/** Ink: a piece of text on a baseline, or a filled rule (a fraction's bar, a radical's bar). */
export type MathInk =
  | {
      kind: 'text';
      text: string;
      italic: boolean;
      size: number;
      x: number;
      /** The baseline, up from the box's. */
      y: number;
      /** Horizontal and vertical scale of the glyphs: a delimiter grown to its content. */
      scaleX?: number;
      scaleY?: number;
    }
  | { kind: 'rule'; x: number; y: number; width: number; height: number };

export interface MathBox {
  width: number;
  ascent: number;
  descent: number;
  ink: MathInk[];
  children: { box: MathBox; x: number; y: number }[];
}

/** Ink extent of a text set at size 1: its advance and how far it reaches above and below. */
export interface TextExtent {
  width: number;
  top: number;
  bottom: number;
}

/** The font measurements a layout needs; the PDF export reads them from the embedded fonts. */
export interface MathMetrics {
  measure(text: string, italic: boolean): TextExtent;
}

/** TeX's styles: display, text, script and scriptscript. */
export type MathStyle = 'D' | 'T' | 'S' | 'SS';

export const SIZE_FACTOR: Record<MathStyle, number> = { D: 1, T: 1, S: 0.7, SS: 0.5 };
/** The style a fraction's numerator and denominator are set in. */
export const FRACTION_STYLE: Record<MathStyle, MathStyle> = { D: 'T', T: 'S', S: 'SS', SS: 'SS' };
/** The style of sub- and superscripts. */
export const SCRIPT_STYLE: Record<MathStyle, MathStyle> = { D: 'S', T: 'S', S: 'SS', SS: 'SS' };

export const emptyBox = (width = 0): MathBox => ({
  width,
  ascent: 0,
  descent: 0,
  ink: [],
  children: [],
});

/** A box holding others at the given offsets, its extent their union. */
export function placed(
  parts: { box: MathBox; x: number; y: number }[],
  width: number,
  ink: MathInk[] = [],
  floor = { ascent: 0, descent: 0 },
): MathBox {
  let ascent = floor.ascent;
  let descent = floor.descent;
  for (const { box, y } of parts) {
    ascent = Math.max(ascent, box.ascent + y);
    descent = Math.max(descent, box.descent - y);
  }
  return { width, ascent, descent, ink, children: parts };
}

/** Boxes side by side on one baseline, with the given space before each. */
export function hbox(parts: { box: MathBox; before: number }[]): MathBox {
  let x = 0;
  const children: { box: MathBox; x: number; y: number }[] = [];
  for (const { box, before } of parts) {
    x += before;
    children.push({ box, x, y: 0 });
    x += box.width;
  }
  return placed(children, x);
}

/** A piece of text in one face as a box, its extent from the glyphs' ink. */
export function textBox(
  metrics: MathMetrics,
  text: string,
  italic: boolean,
  size: number,
): MathBox {
  const extent = metrics.measure(text, italic);
  return {
    width: extent.width * size,
    ascent: Math.max(0, extent.top * size),
    descent: Math.max(0, -extent.bottom * size),
    ink: [{ kind: 'text', text, italic, size, x: 0, y: 0 }],
    children: [],
  };
}

/** A box's ink and its children's, at absolute offsets, each once (linear in the tree). */
export function flatten(box: MathBox, x = 0, y = 0, out: MathInk[] = []): MathInk[] {
  for (const ink of box.ink) out.push({ ...ink, x: ink.x + x, y: ink.y + y });
  for (const child of box.children) flatten(child.box, x + child.x, y + child.y, out);
  return out;
}
