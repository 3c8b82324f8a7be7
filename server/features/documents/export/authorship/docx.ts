import { SOURCE_COLORS, SOURCE_KINDS, SOURCE_LABELS } from '@common/authorship';
import { formatDuration } from '@common/authorship-replay';
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { type AuthorshipReport, describeStep, percent, TIMELINE_STEPS_SHOWN } from './model';

const color = (hex: string) => hex.replace('#', '');

/** The text's runs in colour; every source but typing underlined, paragraphs kept. */
function colouredParagraphs(runs: AuthorshipReport['documents'][number]['runs']): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let children: TextRun[] = [];
  for (const run of runs) {
    const style = {
      color: color(SOURCE_COLORS[run.kind]),
      ...(run.kind === 'typed' ? {} : { underline: {} }),
    };
    run.text.split('\n').forEach((part, index) => {
      if (index > 0) {
        paragraphs.push(new Paragraph({ children }));
        children = [];
      }
      if (part) children.push(new TextRun({ text: part, ...style }));
    });
  }
  paragraphs.push(new Paragraph({ children }));
  return paragraphs;
}

/** The report as a Word document: the same parts as the PDF. */
export function writeReportDocx(report: AuthorshipReport): Promise<Buffer> {
  const heading = (text: string, heading: (typeof HeadingLevel)[keyof typeof HeadingLevel]) =>
    new Paragraph({ text, heading });
  const plain = (text: string) => new Paragraph({ children: [new TextRun(text)] });
  const children: Paragraph[] = [
    heading('Authorship report', HeadingLevel.TITLE),
    plain(`Made by Redraft on ${report.generatedAt}`),
    heading('What this record can and cannot show', HeadingLevel.HEADING_2),
    ...report.statement.map(plain),
    heading('Legend', HeadingLevel.HEADING_2),
    ...SOURCE_KINDS.map(
      (kind) =>
        new Paragraph({
          children: [
            new TextRun({
              text: SOURCE_LABELS[kind],
              bold: true,
              color: color(SOURCE_COLORS[kind]),
              ...(kind === 'typed' ? {} : { underline: {} }),
            }),
          ],
        }),
    ),
  ];
  for (const document of report.documents) {
    children.push(
      new Paragraph({
        text: document.title,
        heading: HeadingLevel.HEADING_1,
        pageBreakBefore: true,
      }),
      plain(`Characters: ${document.characters}`),
      plain(`Time spent writing: ${formatDuration(document.writingTimeMs)}`),
      plain(`Record began: ${document.startedAt}`),
      plain(`SHA-256 of the text: ${document.textSha256}`),
      plain(`SHA-256 of the record: ${document.logSha256}`),
      heading('Where the text came from', HeadingLevel.HEADING_2),
      ...document.shares.map(
        (share) =>
          new Paragraph({
            children: [
              new TextRun({
                text: `${SOURCE_LABELS[share.kind]}: ${percent(share.share)} (${share.characters} characters)`,
                color: color(SOURCE_COLORS[share.kind]),
              }),
            ],
          }),
      ),
      heading('The text, by source', HeadingLevel.HEADING_2),
      ...colouredParagraphs(document.runs),
      heading('Timeline', HeadingLevel.HEADING_2),
      ...document.timeline
        .slice(0, TIMELINE_STEPS_SHOWN)
        .map((step) => plain(`${new Date(step.at).toISOString()}  ${describeStep(step)}`)),
    );
    if (document.timeline.length > TIMELINE_STEPS_SHOWN) {
      children.push(
        plain(
          `… and ${document.timeline.length - TIMELINE_STEPS_SHOWN} more steps, all in the JSON report.`,
        ),
      );
    }
  }
  const doc = new Document({
    title: 'Authorship report',
    creator: 'Redraft',
    sections: [{ children }],
  });
  return Packer.toBuffer(doc);
}
