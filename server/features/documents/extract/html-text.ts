import { Parser } from 'htmlparser2';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'div']);

/**
 * Plain text from the simple HTML mammoth writes for a Word document: a blank line between
 * paragraphs, list items on their own lines ("- " or "1. ", indented when nested), table rows
 * on their own lines with cells separated by tabs.
 */
export function htmlToText(html: string): string {
  const blocks: { text: string; group: number | null }[] = [];
  let groups = 0;
  const lists: { ordered: boolean; next: number }[] = [];
  let current: string | null = null;
  let group: number | null = null;
  let row: string[] | null = null;
  let cell: string | null = null;

  const append = (text: string) => {
    if (cell !== null) cell += text;
    else if (current !== null) current += text;
    else if (text.trim()) {
      current = text;
      group = null;
    }
  };
  const flush = () => {
    if (current !== null) {
      const text = current
        .replace(/[ \t]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim();
      if (text) blocks.push({ text, group });
    }
    current = null;
  };

  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'ul' || name === 'ol') {
          flush();
          if (lists.length === 0) groups++;
          lists.push({ ordered: name === 'ol', next: 1 });
        } else if (name === 'li') {
          flush();
          const list = lists.at(-1);
          const marker = list?.ordered ? `${list.next++}. ` : '- ';
          current = `${'  '.repeat(Math.max(0, lists.length - 1))}${marker}`;
          group = groups;
        } else if (name === 'table') {
          groups++;
        } else if (name === 'tr') {
          flush();
          row = [];
        } else if (name === 'td' || name === 'th') {
          cell = '';
        } else if (name === 'br') {
          append('\n');
        } else if (BLOCKS.has(name) && cell === null && lists.length === 0) {
          flush();
          current = '';
          group = null;
        }
      },
      ontext(text) {
        append(text.replace(/\s+/g, ' '));
      },
      onclosetag(name) {
        if (name === 'td' || name === 'th') {
          row?.push((cell ?? '').replace(/\s+/g, ' ').trim());
          cell = null;
        } else if (name === 'tr') {
          if (row?.some((value) => value)) blocks.push({ text: row.join('\t'), group: groups });
          row = null;
        } else if (name === 'li' || (BLOCKS.has(name) && cell === null && lists.length === 0)) {
          flush();
        } else if (name === 'ul' || name === 'ol') {
          flush();
          lists.pop();
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();

  let out = '';
  let previousGroup: number | null = null;
  for (const block of blocks) {
    if (out) out += block.group !== null && block.group === previousGroup ? '\n' : '\n\n';
    out += block.text;
    previousGroup = block.group;
  }
  return out;
}
