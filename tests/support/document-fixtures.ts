// Documents made by the tests themselves, so that every fixture's content is known exactly.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDeflate, createDeflateRaw, crc32 as zlibCrc32 } from 'node:zlib';
import CFB from 'cfb';
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import PDFDocument from 'pdfkit';
import { wavFile } from '../../scripts/lib/wav';

export const FIXTURE_DIR = join(import.meta.dirname, '..', 'fixtures', 'documents');
export const readFixture = (name: string) => readFileSync(join(FIXTURE_DIR, name));

/** A PNG of the printed line "The quick brown fox jumps over the lazy dog." (150 dpi). */
export const PRINTED_TEXT_PNG = 'printed-text.png';
/** A PNG of the equation "E = mc²" set in Times Italic. */
export const EQUATION_PNG = 'equation.png';

export function pdfToBuffer(
  draw: (doc: PDFKit.PDFDocument) => void,
  options = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ margin: 72, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export const PAGE_PARAGRAPHS = [
  'Rivers carve their valleys over thousands of years, moving sand and stone towards the sea.',
  'Glaciers work more slowly still, yet they leave behind the deepest lakes of the north.',
];

/**
 * Several pages, each with the same running header and a numbered footer, two paragraphs and
 * a short bulleted list.
 */
export function multiPagePdf(pages = 3): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      doc.font('Helvetica').fontSize(9).text('Redraft Field Notes — Geology', 72, 40);
      doc.fontSize(12).text(`Chapter ${page}`, 72, 100);
      doc.moveDown();
      for (const paragraph of PAGE_PARAGRAPHS) {
        doc.text(`${paragraph} (page ${page})`, { width: 450 });
        doc.moveDown();
      }
      doc.text('• Sandstone layers', { width: 450 });
      doc.text(`• Limestone caves, section ${page}`, { width: 450 });
      doc.fontSize(9).text(`Page ${page} of ${pages}`, 72, 740, { lineBreak: false });
    }
  });
}

export const COLUMN_TEXT =
  'Alpha begins the first column with a sentence about mountains and their long shadows. ' +
  'Bravo continues with valleys carved by patient rivers across many quiet centuries. ' +
  'Charlie describes the meadows where wild flowers grow between the ancient stones. ' +
  'Delta tells of the forests that cover the northern slopes in deep green silence. ' +
  'Echo speaks of lakes so clear that every pebble on the bottom can be counted. ' +
  'Foxtrot mentions the villages whose bells ring out across the evening fields. ' +
  'Golf recalls the roads that wind up to the passes where the snow stays all year. ' +
  'Hotel ends the story with travellers resting by the fire after a long day outside.';

/** One page: a full-width title, then text flowing through two columns. */
export function twoColumnPdf(): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .text('A Journey Through Two Columns', { align: 'center' });
    doc.moveDown();
    doc
      .font('Helvetica')
      .fontSize(11)
      .text(COLUMN_TEXT, { columns: 2, columnGap: 24, height: 160, align: 'left' });
  });
}

/** A PDF of many pages of text, for the page limit and the benchmark. */
export function longPdf(pages: number, paragraphsPerPage = 6): Promise<Buffer> {
  return pdfToBuffer((doc) => {
    for (let page = 1; page <= pages; page++) {
      if (page > 1) doc.addPage();
      for (let i = 0; i < paragraphsPerPage; i++) {
        doc
          .font('Times-Roman')
          .fontSize(11)
          .text(
            `Paragraph ${i + 1} of page ${page}. The committee reviewed the annual figures and found that the northern district had grown faster than expected, while the southern district held steady despite the drought.`,
          );
        doc.moveDown();
      }
    }
  });
}

/** A PDF that opens only with its user password ('secret'). */
export function passwordPdf(): Promise<Buffer> {
  return pdfToBuffer((doc) => doc.text('Private notes.'), {
    userPassword: 'secret',
    ownerPassword: 'owner',
  });
}

/** A damaged PDF: its header and end marker are there, the objects between them are overwritten. */
export async function damagedPdf(): Promise<Buffer> {
  const pdf = Buffer.from(await multiPagePdf(2));
  pdf.fill(0x41, 200, pdf.length - 600);
  return pdf;
}

/** A PDF whose only page is an image: a scan, with no text layer. */
export function scannedPdf(png: Buffer, caption?: string): Promise<Buffer> {
  return pdfToBuffer(
    (doc) => {
      // A copier's stamp is real text, drawn with a font, above the scanned image.
      if (caption) doc.font('Helvetica').fontSize(8).text(caption, 20, 6, { lineBreak: false });
      doc.image(png, 20, 20, { width: 400 });
    },
    { size: [440, 200], margin: 0 },
  );
}

/** Paragraphs of different words, for OCR of a whole page: each comes back in its place. */
export const OCR_PAGE_PARAGRAPHS = [
  'The survey team left the harbour at first light and walked along the northern shore.',
  'By midday they had counted forty nests on the cliffs above the old lighthouse.',
  'Rain arrived in the afternoon, so the second group waited in the fishing huts.',
  'The evening meeting compared both notebooks and agreed on a single map of the coast.',
  'Next spring the same route will be walked again to see how the colony has changed.',
  'Every volunteer received a copy of the report and a letter of thanks from the council.',
];

/**
 * A letter page of paragraphs (Times 12 pt, a blank line between them) as a PNG, rendered by
 * poppler's pdftoppm in grey like a scanner's page (poppler-utils: .ci/run installs it).
 */
export async function renderedPage(paragraphs: string[], dpi = 300): Promise<Buffer> {
  const pdf = await pdfToBuffer((doc) => {
    for (const paragraph of paragraphs) {
      doc.font('Times-Roman').fontSize(12).text(paragraph);
      doc.moveDown();
    }
  });
  const render = spawnSync('pdftoppm', ['-r', String(dpi), '-gray', '-png', '-singlefile'], {
    input: pdf,
    maxBuffer: 64 << 20,
  });
  if (render.status !== 0) throw new Error('pdftoppm could not render the page');
  return render.stdout;
}

export const DOCX_TEXT = {
  heading: 'Field Report',
  paragraphs: [
    'The survey began at dawn, when the tide was lowest.',
    'By noon the team had mapped the whole northern shore.',
  ],
  bullets: ['Measure the dunes', 'Photograph the cliffs'],
  numbered: ['Collect samples', 'Label every jar'],
  table: [
    ['Site', 'Depth'],
    ['North cove', '12 m'],
  ],
};

/** A Word document with a heading, paragraphs, a bulleted and a numbered list, and a table. */
export async function sampleDocx(): Promise<Buffer> {
  const { heading, paragraphs, bullets, numbered, table } = DOCX_TEXT;
  const doc = new Document({
    numbering: {
      config: [
        {
          reference: 'numbers',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
          ...paragraphs.map((text) => new Paragraph({ children: [new TextRun(text)] })),
          ...bullets.map((text) => new Paragraph({ text, bullet: { level: 0 } })),
          ...numbered.map(
            (text) => new Paragraph({ text, numbering: { reference: 'numbers', level: 0 } }),
          ),
          new Table({
            rows: table.map(
              (row) =>
                new TableRow({
                  children: row.map((cell) => new TableCell({ children: [new Paragraph(cell)] })),
                }),
            ),
          }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/**
 * A minimal Word 97–2003 binary document (.doc): an OLE compound file holding a WordDocument
 * stream (FIB + 8-bit text) and a 1Table stream whose piece table points at that text.
 */
export function sampleDoc(paragraphs: string[]): Buffer {
  return word97File(`${paragraphs.join('\r')}\r`, false);
}

/** A Word 97 file of one piece of text as Word stores it: 8-bit (Windows-1252) or UTF-16. */
export function word97File(text: string, utf16: boolean): Buffer {
  const textBytes = Buffer.from(text, utf16 ? 'utf16le' : 'latin1');
  const textOffset = 0x400;
  const word = Buffer.alloc(textOffset + textBytes.length);
  word.writeUInt16LE(0xa5ec, 0x00); // wIdent
  word.writeUInt16LE(0x00c1, 0x02); // nFib (Word 97)
  word.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is in 1Table
  word.writeUInt32LE(textOffset, 0x18); // fcMin
  word.writeUInt32LE(textOffset + textBytes.length, 0x1c); // fcMac
  word.writeUInt32LE(text.length, 0x4c); // ccpText
  textBytes.copy(word, textOffset);
  // The piece table (Clx): one piece covering all the text, 8-bit ('compressed') or UTF-16.
  const table = Buffer.alloc(1 + 4 + 8 + 8);
  table.writeUInt8(2, 0);
  table.writeUInt32LE(16, 1); // PlcPcd: two CPs and one PCD
  table.writeUInt32LE(0, 5);
  table.writeUInt32LE(text.length, 9);
  table.writeUInt16LE(0, 13);
  table.writeUInt32LE(utf16 ? textOffset : (textOffset * 2) | 0x40000000, 15); // fc
  table.writeUInt16LE(0, 19);
  word.writeUInt32LE(0, 0x1a2); // fcClx
  word.writeUInt32LE(table.length, 0x1a6); // lcbClx
  const cfb = CFB.utils.cfb_new();
  CFB.utils.cfb_add(cfb, '/WordDocument', word);
  CFB.utils.cfb_add(cfb, '/1Table', table);
  return Buffer.from(CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
}

export const RTF_SAMPLE = String.raw`{\rtf1\ansi\ansicpg1252\deff0{\fonttbl{\f0 Times New Roman;}}{\info{\title Hidden title}}
{\header Running header}\f0\fs24 The caf\'e9 opened at seven \u8364? euro coffee.\par
\par
A second paragraph follows{\b  in bold}.\par
{\pntext\bullet\tab}First point\par
{\pntext\bullet\tab}Second point\par
}`;

/** Silence as 16-bit mono PCM WAV (one second unless told). */
export function silentWav(seconds = 1, sampleRate = 16_000): Buffer {
  return wavFile(new Int16Array(seconds * sampleRate), sampleRate);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlibCrc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares width × height pixels (the pixel data is a token few bytes). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function deflateZeros(megabytes: number, raw = true): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const deflate = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
    const chunks: Buffer[] = [];
    deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
    deflate.on('end', () => resolve(Buffer.concat(chunks)));
    deflate.on('error', reject);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let i = 0; i < megabytes; i++) deflate.write(block);
    deflate.end();
  });
}

/**
 * A DOCX-looking ZIP whose word/document.xml inflates to `megabytes` MB of spaces. With
 * `lie`, its headers declare a tiny size, so that only the worker's memory limit can stop it.
 */
export async function zipBomb(megabytes: number, lie = false): Promise<Buffer> {
  const data = await deflateZeros(megabytes);
  const size = lie ? 1024 : megabytes * 1024 * 1024;
  const entries = [
    {
      name: '[Content_Types].xml',
      raw: Buffer.from(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      stored: true,
    },
    { name: 'word/document.xml', raw: data, stored: false },
  ];
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const uncompressed = entry.stored ? entry.raw.length : size;
    const crc = entry.stored ? zlibCrc32(entry.raw) >>> 0 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.raw.length, 18);
    local.writeUInt32LE(uncompressed, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.raw.length, 20);
    central.writeUInt32LE(uncompressed, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.raw);
    centrals.push(central, name);
    offset += local.length + name.length + entry.raw.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `megabytes` MB of spaces
 * after a line of text: about 1 MB on disk per GB in memory, a PDF bomb.
 */
export async function pdfBomb(megabytes: number): Promise<Buffer> {
  const stream = await deflateZeros(megabytes, false);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const push = (chunk: Buffer) => {
    parts.push(chunk);
    length += chunk.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body === null) {
      push(
        Buffer.from(
          `${i + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`,
        ),
      );
      push(stream);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  const xref = length;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A PDF whose catalog holds arrays nested `depth` deep. */
export function deeplyNestedPdf(depth: number): Buffer {
  const body = `1 0 obj\n<< /Type /Catalog /Pages 2 0 R /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>\nendobj\n`;
  const head = '%PDF-1.4\n';
  const xrefAt = head.length + body.length;
  return Buffer.from(
    `${head}${body}xref\n0 1\n0000000000 65535 f \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`,
    'latin1',
  );
}

/** A multipart body with one file, as a browser's FormData sends it. */
/** What `POST /api/extract-text` answers for a file. */
export async function extractUpload(baseUrl: string, bytes: Buffer, filename: string) {
  const response = await fetch(`${baseUrl}/api/extract-text`, {
    method: 'POST',
    body: formWith('document', bytes, filename),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

export function formWith(field: string, bytes: Buffer, filename: string, type = ''): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], type ? { type } : {}), filename);
  return form;
}
