import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  TextRun,
} from 'docx';
import { PNG } from 'pngjs';
import { type Block, GRAPH_CAPTION, GRAPH_HEADING } from './blocks';
import { docxRuns } from './docx-math';

const HEADINGS = {
  1: HeadingLevel.HEADING_1,
  2: HeadingLevel.HEADING_2,
  3: HeadingLevel.HEADING_3,
} as const;

/**
 * Word 2016 and later (and LibreOffice) draw the SVG itself, as vector graphics; the format
 * requires a bitmap for older readers, which gets a plain white box of the same proportions.
 */
function fallbackPng(width: number, height: number): Buffer {
  const png = new PNG({
    width: Math.max(1, Math.round(width / 10)),
    height: Math.max(1, Math.round(height / 10)),
  });
  png.data.fill(255);
  return PNG.sync.write(png);
}

export interface DocxOptions {
  title?: string;
  separateGraphs?: boolean;
}

/** Writes the blocks as a Word document: real headings, paragraphs, lists, equations and SVG graphs. */
export async function writeDocx(blocks: Block[], options: DocxOptions = {}): Promise<Buffer> {
  const children: Paragraph[] = [];
  let numberedLists = 0;
  for (const block of blocks) {
    if (block.type === 'heading') {
      children.push(new Paragraph({ text: block.text, heading: HEADINGS[block.level] }));
    } else if (block.type === 'paragraph') {
      children.push(new Paragraph({ children: docxRuns(block.text), spacing: { after: 160 } }));
    } else if (block.type === 'list') {
      const instance = numberedLists++;
      for (const item of block.items) {
        children.push(
          block.ordered
            ? new Paragraph({
                children: docxRuns(item),
                numbering: { reference: 'numbered', level: 0, instance },
              })
            : new Paragraph({ children: docxRuns(item), bullet: { level: 0 } }),
        );
      }
    } else {
      const scale = Math.min(1, 600 / block.width);
      const size = {
        width: Math.round(block.width * scale),
        height: Math.round(block.height * scale),
      };
      children.push(
        new Paragraph({
          text: GRAPH_HEADING,
          heading: HeadingLevel.HEADING_3,
          pageBreakBefore: options.separateGraphs,
        }),
        new Paragraph({
          children: [
            new ImageRun({
              type: 'svg',
              data: Buffer.from(block.svg),
              fallback: { type: 'png', data: fallbackPng(size.width, size.height) },
              transformation: size,
              altText: { name: GRAPH_HEADING, description: GRAPH_CAPTION, title: GRAPH_HEADING },
            }),
          ],
        }),
        new Paragraph({ children: [new TextRun({ text: GRAPH_CAPTION, italics: true })] }),
      );
    }
  }
  const doc = new Document({
    title: options.title ?? 'Document',
    creator: 'Redraft',
    numbering: {
      config: [
        {
          reference: 'numbered',
          levels: [
            { level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START },
          ],
        },
      ],
    },
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
