import type { ReportDocument } from './content';

/** Plain text: headings underlined, labelled facts, tables as numbered rows. */
export function writeTxtReport(report: ReportDocument): Buffer {
  const lines: string[] = [report.title, '='.repeat(report.title.length), report.subtitle, ''];
  for (const section of report.sections) {
    lines.push(section.heading, '-'.repeat(section.heading.length));
    for (const [label, value] of section.facts ?? []) lines.push(`${label}: ${value}`);
    if (section.facts?.length) lines.push('');
    for (const paragraph of section.paragraphs) lines.push(paragraph, '');
    if (section.table) {
      for (const row of section.table.rows) {
        lines.push(row.map((cell, i) => `${section.table!.columns[i]}: ${cell}`).join(' | '));
      }
      lines.push('');
    }
  }
  return Buffer.from(`${lines.join('\n').trimEnd()}\n`, 'utf8');
}
