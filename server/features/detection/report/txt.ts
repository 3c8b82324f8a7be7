import type { ReportDocument, ReportTable } from './content';

/** Widest a table column may be before its cells wrap onto further lines. */
const MAX_COLUMN = 72;

/** Cuts a cell into lines of at most `width` characters, at spaces where it can. */
export function wrapCell(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while ([...rest].length > width) {
      if (line) lines.push(line);
      line = '';
      const chars = [...rest];
      lines.push(chars.slice(0, width).join(''));
      rest = chars.slice(width).join('');
    }
    if (!line) line = rest;
    else if ([...line].length + 1 + [...rest].length <= width) line += ` ${rest}`;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

const pad = (text: string, width: number) =>
  text + ' '.repeat(Math.max(0, width - [...text].length));

/**
 * A table in aligned columns: a header, a rule, and each row with its long cells wrapped
 * within their column, so it reads in any monospaced viewer.
 */
export function textTable(table: ReportTable): string[] {
  const widths = table.columns.map((column, i) =>
    Math.min(
      MAX_COLUMN,
      Math.max([...column].length, ...table.rows.map((row) => [...(row[i] ?? '')].length)),
    ),
  );
  const render = (cells: string[]) => {
    const wrapped = cells.map((cell, i) => wrapCell(cell, widths[i]!));
    const height = Math.max(...wrapped.map((lines) => lines.length));
    return Array.from({ length: height }, (_, line) =>
      wrapped
        .map((lines, i) => pad(lines[line] ?? '', widths[i]!))
        .join('  ')
        .trimEnd(),
    );
  };
  return [
    ...render(table.columns),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...table.rows.flatMap(render),
  ];
}

/** Plain text: headings underlined, labelled facts, tables in aligned columns. */
export function writeTxtReport(report: ReportDocument): Buffer {
  const lines: string[] = [report.title, '='.repeat(report.title.length), report.subtitle, ''];
  if (report.notice) lines.push(report.notice, '');
  for (const section of report.sections) {
    lines.push(section.heading, '-'.repeat(section.heading.length));
    const facts = section.facts ?? [];
    const labelWidth = Math.max(0, ...facts.map(([label]) => label.length + 1));
    for (const [label, value] of facts) lines.push(`${pad(`${label}:`, labelWidth)} ${value}`);
    if (facts.length) lines.push('');
    for (const paragraph of section.paragraphs) lines.push(paragraph, '');
    if (section.table) lines.push(...textTable(section.table), '');
  }
  return Buffer.from(`${lines.join('\n').trimEnd()}\n`, 'utf8');
}
