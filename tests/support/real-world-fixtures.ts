// Documents as they come from the real world (issue 39): legacy encodings, code pages, rotated
// pages, right-to-left text. Each is made here, or checked in with the source it was made from.
import { spawnSync } from 'node:child_process';
import iconv from 'iconv-lite';
import { pdfToBuffer } from './document-fixtures';

/** Windows-1252 text, as Notepad saved it before UTF-8: curly quotes, dashes and accents. */
export const WESTERN_TEXT =
  'Le café de la rue Saint-Honoré était fermé. « Déjà ? » dit-elle — c’était l’été, 20 °C.';
export const windows1252Text = () => iconv.encode(WESTERN_TEXT, 'windows-1252');

export const JAPANESE_TEXT =
  'すべての人間は、生まれながらにして自由であり、かつ、尊厳と権利とについて平等である。';
export const shiftJisText = () => iconv.encode(JAPANESE_TEXT, 'shift_jis');

export const CZECH_TEXT = 'Článek třetí: Každý má právo na život, svobodu a osobní bezpečnost.';

/** `\'hh` escapes of a text's bytes in a code page, as Word writes them. */
const escaped = (text: string, encoding: string) =>
  [...iconv.encode(text, encoding)].map((byte) => `\\'${byte.toString(16)}`).join('');

/**
 * An RTF saved by Word on a Western system with Czech and Japanese text: \ansicpg1252, and the
 * code pages of the Czech and Japanese fonts given by their \fcharset.
 */
export const codePageRtf = () =>
  Buffer.from(
    String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0\froman\fcharset0 Times New Roman;}{\f1\fswiss\fcharset238 Arial CE;}{\f2\fnil\fcharset128 MS Mincho;}}
{\info{\title Code pages}}\pard\plain\f1 ${escaped(CZECH_TEXT, 'cp1250')}\par
\pard\plain\f2 ${escaped(JAPANESE_TEXT, 'cp932')}\par
\pard\plain\f0 Caf${escaped('é', 'cp1252')} cr${escaped('è', 'cp1252')}me.\par}`,
    'latin1',
  );

/** Three pages, each of its own text, turned by /Rotate 90, 180 and 270 as scanners and printers save landscape pages. */
export const ROTATED_PAGES = [
  'The apache helicopter flew from the base on the 22nd of May, low over the river and the old mill. Its crew watched the fields below turn from green to gold.',
  'Rivers carry sand to the sea, where waves sort it into beaches and bars. A storm can move more of it in one night than the calm of a whole summer.',
  'A library keeps old maps, letters and the diaries of sailors. Its readers come to trace a family, a ship, or the line of a coast long gone.',
];
export const ROTATIONS = [90, 180, 270];

export function rotatedPdf(): Promise<Buffer> {
  return pdfToBuffer(
    (doc) => {
      ROTATED_PAGES.forEach((text, page) => {
        doc.addPage();
        (doc.page.dictionary.data as { Rotate?: number }).Rotate = ROTATIONS[page];
        doc.font('Helvetica').fontSize(12).text(text, 72, 72, { width: 400 });
      });
    },
    { autoFirstPage: false },
  );
}

/**
 * Hebrew (with a number and a Latin name inside), Arabic, and an English line with a Hebrew
 * word, set right to left by LuaTeX in DejaVu Sans: `rtl-hebrew-arabic.tex`, compiled with
 * `lualatex`. Its glyphs are placed as the page shows them, as in PDFs from Word or browsers.
 */
export const RTL_PDF = 'rtl-hebrew-arabic.pdf';
export const RTL_LINES = [
  'שלום עולם. בשנת 2024 ביקרנו בעיר Tel Aviv עם חברים.',
  'مرحبا بالعالم. هذه وثيقة باللغة العربية.',
  'An English line with one Hebrew word שלום inside it.',
];

/** The printed line of printed-text.png saved by ImageMagick as lossless WebP and as LZW TIFF. */
export const PRINTED_TEXT_WEBP = 'printed-text.webp';
export const PRINTED_TEXT_TIFF = 'printed-text.tif';

/**
 * A page of paragraphs scanned turned by `rotate` degrees: set with pdfkit on a page with that
 * /Rotate and rendered by poppler's pdftoppm in grey at 150 dpi, as a scanner saves a page
 * put in sideways or upside down.
 */
export async function turnedScan(paragraphs: string[], rotate: number): Promise<Buffer> {
  const pdf = await pdfToBuffer((doc) => {
    (doc.page.dictionary.data as { Rotate?: number }).Rotate = rotate;
    for (const paragraph of paragraphs) {
      doc.font('Times-Roman').fontSize(12).text(paragraph);
      doc.moveDown();
    }
  });
  const render = spawnSync('pdftoppm', ['-r', '150', '-gray', '-png', '-singlefile'], {
    input: pdf,
    maxBuffer: 64 << 20,
  });
  if (render.status !== 0) throw new Error('pdftoppm could not render the page');
  return render.stdout;
}

/** A PDF written object by object, its cross-reference table worked out. */
export function handmadePdf(objects: string[], trailer = ''): Buffer {
  let body = '%PDF-1.6\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const pageObjects = (text: string, kids = '[3 0 R]', count = 1) => {
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  return [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids ${kids} /Count ${count} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
};

export const LOOPING_TREE_TEXT = 'A page tree that loops back on itself still holds this text.';
/** A page tree whose /Kids lists the tree itself after its one page. */
export const loopingPageTreePdf = () =>
  handmadePdf(pageObjects(LOOPING_TREE_TEXT, '[3 0 R 2 0 R]', 2));

export const WRAPPER_TEXT = 'Only the attachment of this document is protected by a password.';
/**
 * An "unencrypted wrapper" (PDF 1.6): an AES encryption dictionary for the attachments alone
 * (/EFF), its streams and strings left plain (/Identity). Its password entries are not those
 * of an empty password, so a reader that checks them asks for one.
 */
export const attachmentOnlyEncryptedPdf = () => {
  const key = '0123456789abcdef'.repeat(4);
  return handmadePdf(
    [
      ...pageObjects(WRAPPER_TEXT),
      `<< /Filter /Standard /V 4 /R 4 /Length 128 /P -4 /CF << /StdCF << /CFM /AESV2 /AuthEvent /EFOpen /Length 16 >> >> /StmF /Identity /StrF /Identity /EFF /StdCF /O <${key}> /U <${key}> >>`,
    ],
    `/Encrypt 6 0 R /ID [<${key.slice(0, 32)}> <${key.slice(0, 32)}>] `,
  );
};

export const TURNED_TEXT = [
  'This landscape table was drawn turned on an upright page, as reports print wide tables.',
  'Its second line must follow the first, never be glued to it.',
];
export const UPRIGHT_NOTE = 'A short upright note sits at the top of the page.';

/**
 * An upright page whose main text runs up the page (drawn turned 90°, no /Rotate), under a
 * short upright note: what the pdf.js fallback read letter by letter or glued.
 */
export function turnedTextPdf(): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    doc.font('Helvetica').fontSize(12).text(UPRIGHT_NOTE, 72, 72, { width: 460 });
    doc.save();
    doc.rotate(-90, { origin: [200, 700] });
    // pdfkit measures the page's end in unturned units: no bottom margin, no new page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(12).text(TURNED_TEXT.join('\n\n'), 200, 700, { width: 560 });
    doc.restore();
  });
}
