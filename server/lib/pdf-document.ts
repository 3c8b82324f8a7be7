import { existsSync } from 'node:fs';
import { type Font, openSync } from 'fontkit';
import PDFDocument from 'pdfkit';
import { drawBidiLines } from './bidi-lines';

/**
 * A Unicode font when the system has one (Debian's fonts-dejavu-core); otherwise PDF's
 * built-in Helvetica, whose WinAnsi encoding cannot show every character.
 */
const UNICODE_FONTS = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  italic: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf',
};

/**
 * Fonts for what DejaVu lacks, tried in this order for each such character: Chinese, Japanese
 * and Korean (Debian's fonts-noto-cjk), then emoji and symbols (fonts-symbola: outlines PDFKit
 * can embed; Noto Color Emoji's bitmaps cannot be). A font that is not installed is skipped,
 * and its characters fall to the body font (an empty box) rather than failing the export.
 */
const FALLBACK_FONTS = [
  {
    name: 'cjk',
    path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    face: 'NotoSansCJKsc-Regular',
  },
  { name: 'symbols', path: '/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf' },
] as const;

interface Coverage {
  /** The name the font is registered under in the document. */
  name: string;
  font: Font;
}

let fontCache: Map<string, Font | null> | undefined;
/** Opens a font once per process (the CJK collection is large); null when it cannot be read. */
function openFont(path: string, face?: string): Font | null {
  fontCache ??= new Map();
  const key = `${path}#${face ?? ''}`;
  if (!fontCache.has(key)) {
    let font: Font | null = null;
    try {
      if (existsSync(path)) font = openSync(path, face) as Font;
    } catch {
      font = null;
    }
    fontCache.set(key, font);
  }
  return fontCache.get(key) ?? null;
}

/** Marks, variation selectors and joiners stay with the character before them. */
function joinsPrevious(char: string, codePoint: number): boolean {
  const zeroWidth = codePoint >= 0x200b && codePoint <= 0x200d;
  const variationSelector = codePoint >= 0xfe00 && codePoint <= 0xfe0f;
  return zeroWidth || variationSelector || /\p{M}/u.test(char);
}

/**
 * Cuts text into runs of one font each: the body font where it has the glyph, else the first
 * fallback that has it, else the body font.
 */
export function fontRuns(
  text: string,
  body: Coverage,
  fallbacks: Coverage[],
): { font: string; text: string }[] {
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const codePoint = char.codePointAt(0)!;
    let font = body.name;
    if (last && joinsPrevious(char, codePoint)) font = last.font;
    else if (!body.font.hasGlyphForCodePoint(codePoint)) {
      font = fallbacks.find((each) => each.font.hasGlyphForCodePoint(codePoint))?.name ?? font;
    }
    if (last && last.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  return runs;
}

/** WinAnsi has no glyph for most characters outside Latin-1; say so visibly, not with garbage. */
const toWinAnsi = (text: string) =>
  text.replace(/[^\t\n\r\u0020-\u007e\u00a0-\u00ff•–—‘’“”…€]/gu, '?');

/** Zero-width space: a line-break opportunity that draws nothing (zero advance in DejaVu). */
const BREAK = '\u200b';

/**
 * Longest run of characters drawn without a break opportunity. PDFKit breaks a word wider than
 * the line by measuring the whole remainder again for every line and caches each remainder's
 * layout, so a run of n characters costs n² time and memory: 30,000 letters took 25 s and
 * 2.9 GB, 60,000 exhausted the heap. Runs are cut into pieces of this length first, which
 * keeps layout linear; a line then ends at most this many characters short of the margin.
 */
export const MAX_UNBROKEN_RUN = 24;

/** Scripts written without spaces between words, which need a dictionary to break. */
const SPACELESS_SCRIPT_RUN =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}][\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{M}]+/gu;
/**
 * Han, kana and CJK punctuation need no inserted break: PDFKit's line breaking (UAX #14) may
 * break between any two ideographs already, and a zero-width space inside them is drawn by
 * the CJK font, which lacks it, as a gap of an em (which also split its words on reading).
 */
const CJK = '\\u3000-\\u30ff\\u3400-\\u9fff\\uf900-\\ufaff\\uff00-\\uffef';
const LONG_RUN = new RegExp(`[^\\s\\u200b${CJK}]{${MAX_UNBROKEN_RUN + 1},}`, 'gu');
/** One character with its combining marks, so a cut never strands an accent or a vowel sign. */
const CLUSTER = /\P{M}\p{M}*|\p{M}+/gu;

/** Characters handed to the word segmenter at once. */
const SEGMENTER_WINDOW = 256;

let wordSegmenter: Intl.Segmenter | null | undefined;
function segmenter(): Intl.Segmenter | null {
  if (wordSegmenter === undefined) {
    // Node's ICU knows Thai, Lao, Khmer and Burmese words; without ICU the cap below still holds.
    wordSegmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  return wordSegmenter;
}

/**
 * Adds invisible break opportunities so that no run is longer than MAX_UNBROKEN_RUN: between
 * the words of Thai, Lao, Khmer and Burmese (found by ICU's dictionary, as a browser does),
 * then inside whatever run is still too long. Linear in the length of the text.
 */
export function breakLongRuns(text: string): string {
  const words = segmenter();
  const spaced = words
    ? text.replace(SPACELESS_SCRIPT_RUN, (run) => {
        const parts: string[] = [];
        // In windows: V8 copies the whole input for every segment it reports (n² on a long run).
        for (let at = 0; at < run.length; at += SEGMENTER_WINDOW) {
          for (const part of words.segment(run.slice(at, at + SEGMENTER_WINDOW))) {
            parts.push(part.segment);
          }
        }
        return parts.join(BREAK);
      })
    : text;
  return spaced.replace(LONG_RUN, (run) => {
    const clusters = run.match(CLUSTER) ?? [run];
    const pieces: string[] = [];
    for (let i = 0; i < clusters.length; i += MAX_UNBROKEN_RUN) {
      pieces.push(clusters.slice(i, i + MAX_UNBROKEN_RUN).join(''));
    }
    return pieces.join(BREAK);
  });
}

export interface PdfFonts {
  body: string;
  bold: string;
  italic: string;
  /** Makes text safe for the fonts in use, and breakable in linear time (breakLongRuns). */
  clean: (text: string) => string;
  /**
   * Writes cleaned text in `face` (body, bold or italic) like `doc.text`, switching to a
   * fallback font for the characters the face has no glyph for (CJK, emoji, symbols).
   */
  write: (
    face: string,
    text: string,
    options?: PDFKit.Mixins.TextOptions,
    at?: { x: number; y: number },
  ) => void;
  /**
   * The embedded fonts themselves, for laying out math glyph by glyph (export/pdf-math-*.ts);
   * absent when the system lacks DejaVu and the built-in Helvetica is used.
   */
  shaping?: FontShaping;
}

export interface FontShaping {
  /** Text cut into runs of one registered font each, as `write` draws it. */
  runs: (face: 'body' | 'italic', text: string) => { font: string; text: string }[];
  /** The font registered under a name. */
  font: (name: string) => Font;
}

function registerFonts(doc: PDFKit.PDFDocument): PdfFonts {
  if (!Object.values(UNICODE_FONTS).every((path) => existsSync(path))) {
    return {
      body: 'Helvetica',
      bold: 'Helvetica-Bold',
      italic: 'Helvetica-Oblique',
      clean: (text) => breakLongRuns(toWinAnsi(text)),
      write: (face, text, options, at) =>
        at ? doc.font(face).text(text, at.x, at.y, options) : doc.font(face).text(text, options),
    };
  }
  const faces = {
    body: UNICODE_FONTS.regular,
    bold: UNICODE_FONTS.bold,
    italic: UNICODE_FONTS.italic,
  };
  for (const [name, path] of Object.entries(faces)) doc.registerFont(name, path);
  const fallbacks: Coverage[] = [];
  for (const fallback of FALLBACK_FONTS) {
    const face = 'face' in fallback ? fallback.face : undefined;
    const font = openFont(fallback.path, face);
    if (!font) continue;
    doc.registerFont(fallback.name, fallback.path, face as string);
    fallbacks.push({ name: fallback.name, font });
  }
  const write: PdfFonts['write'] = (face, text, options = {}, at) => {
    const bodyFont = openFont(faces[face as keyof typeof faces] ?? faces.body);
    const runs = bodyFont ? fontRuns(text, { name: face, font: bodyFont }, fallbacks) : [];
    if (runs.length <= 1) {
      // A text all in one fallback font ('日本語テスト', without a space DejaVu has) is set in
      // that font: in the body font its characters were empty boxes, and nothing could be read.
      doc.font(runs[0]?.font ?? face);
      if (at) doc.text(text, at.x, at.y, options);
      else doc.text(text, options);
      return;
    }
    runs.forEach((run, index) => {
      const continued = index < runs.length - 1;
      doc.font(run.font);
      if (at && index === 0) doc.text(run.text, at.x, at.y, { ...options, continued });
      else doc.text(run.text, { ...options, continued });
    });
  };
  const registered = new Map<string, Font>(fallbacks.map((each) => [each.name, each.font]));
  for (const [name, path] of Object.entries(faces)) {
    const font = openFont(path);
    if (font) registered.set(name, font);
  }
  const shaping: FontShaping | undefined =
    registered.has('body') && registered.has('italic')
      ? {
          runs: (face, text) =>
            fontRuns(text, { name: face, font: registered.get(face)! }, fallbacks),
          font: (name) => registered.get(name) ?? registered.get('body')!,
        }
      : undefined;
  return { body: 'body', bold: 'bold', italic: 'italic', clean: breakLongRuns, write, shaping };
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
      drawBidiLines(doc);
      draw(doc, registerFonts(doc));
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
