import { SOURCE_COLORS, SOURCE_KINDS, SOURCE_LABELS } from '@common/authorship';
import { formatDuration } from '@common/authorship-replay';
import { renderPdf } from '../../../../lib/pdf-document';
import { type AuthorshipReport, describeStep, percent, TIMELINE_STEPS_SHOWN } from './model';

/**
 * The report as a PDF: totals, the text coloured by source (each source also underlined in its
 * own style, so the legend does not rest on colour alone), the timeline, the statement and the
 * fingerprints.
 */
export function writeReportPdf(report: AuthorshipReport): Promise<Buffer> {
  return renderPdf({ title: 'Authorship report', margin: 56 }, (doc, font) => {
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const heading = (text: string, size: number) => {
      doc.moveDown(0.6);
      doc.fillColor('#000000').fontSize(size);
      font.write(font.bold, font.clean(text), { width });
      doc.moveDown(0.3);
    };
    const line = (text: string, size = 10) => {
      doc.fillColor('#000000').fontSize(size);
      font.write(font.body, font.clean(text), { width, lineGap: 2 });
    };
    // A fingerprint on a line of its own, unbroken, so it is copied whole from the PDF.
    const fingerprint = (label: string, hex: string) => {
      line(label);
      doc.fontSize(9);
      font.write(font.body, hex, { width });
    };

    heading('Authorship report', 20);
    line(`Made by Redraft on ${report.generatedAt}`);
    heading('What this record can and cannot show', 13);
    for (const paragraph of report.statement) {
      line(paragraph);
      doc.moveDown(0.4);
    }
    heading('Legend', 13);
    for (const kind of SOURCE_KINDS) {
      doc.fillColor(SOURCE_COLORS[kind]).fontSize(10);
      font.write(font.bold, SOURCE_LABELS[kind], {
        width,
        underline: kind !== 'typed',
      });
    }

    report.documents.forEach((document, index) => {
      // The first text follows the statement; the second starts a page of its own.
      if (index > 0) doc.addPage();
      else doc.moveDown(1);
      heading(document.title, 16);
      line(`Characters: ${document.characters}`);
      line(`Time spent writing: ${formatDuration(document.writingTimeMs)}`);
      line(`Record began: ${document.startedAt}`);
      fingerprint('SHA-256 of the text:', document.textSha256);
      fingerprint('SHA-256 of the record:', document.logSha256);
      heading('Where the text came from', 13);
      for (const share of document.shares) {
        doc.fillColor(SOURCE_COLORS[share.kind]).fontSize(10);
        font.write(
          font.bold,
          `${SOURCE_LABELS[share.kind]}: ${percent(share.share)} (${share.characters} characters)`,
          { width },
        );
      }
      heading('The text, by source', 13);
      doc.fontSize(10);
      document.runs.forEach((run, index) => {
        doc.fillColor(SOURCE_COLORS[run.kind]);
        // Typed text is plain; every other source is underlined, so print in grey still shows it.
        font.write(font.body, font.clean(run.text), {
          width,
          lineGap: 2,
          underline: run.kind !== 'typed',
          continued: index < document.runs.length - 1,
        });
      });
      heading('Timeline', 13);
      for (const step of document.timeline.slice(0, TIMELINE_STEPS_SHOWN)) {
        line(`${new Date(step.at).toISOString()}  ${describeStep(step)}`, 9);
      }
      if (document.timeline.length > TIMELINE_STEPS_SHOWN) {
        line(
          `… and ${document.timeline.length - TIMELINE_STEPS_SHOWN} more steps, all in the JSON report.`,
          9,
        );
      }
    });
  });
}
