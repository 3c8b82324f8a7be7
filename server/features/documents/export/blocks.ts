import { sanitizeSvg } from './svg';

/** The pieces of a processed text that documents lay out differently. */
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; ordered: boolean; items: string[] }
  | { type: 'graph'; svg: string; width: number; height: number };

/** At most this many graphs are drawn; the rest are left out rather than slow the export. */
export const MAX_GRAPHS = 20;

export const GRAPH_HEADING = 'Mathematical Visualization';
export const GRAPH_CAPTION =
  'This graph illustrates the mathematical relationship described in the analysis.';

const BULLET_ITEM = /^\s*[-*•]\s+(.*)$/;
const NUMBERED_ITEM = /^\s*\d{1,3}[.)]\s+(.*)$/;
const HEADING = /^(#{1,6})\s+(.*?)\s*#*$/;

/** Markdown emphasis and inline code markers, which documents show as plain words. */
export function stripInlineMarkdown(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '$1')
    .replace(/__(.+?)__/g, '$1')
    .replace(/(^|[\s(])\*(\S(?:.*?\S)?)\*(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/(^|[\s(])_(\S(?:.*?\S)?)_(?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]+)`/g, '$1');
}

function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim());
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) {
        blocks.push({ type: 'paragraph', text: stripInlineMarkdown(paragraph.join(' ').trim()) });
      }
      paragraph = [];
    };
    for (const line of lines) {
      const heading = HEADING.exec(line.trim());
      const bullet = BULLET_ITEM.exec(line);
      const numbered = NUMBERED_ITEM.exec(line);
      if (heading) {
        flush();
        const level = Math.min(3, heading[1]!.length) as 1 | 2 | 3;
        blocks.push({ type: 'heading', level, text: stripInlineMarkdown(heading[2]!) });
      } else if (bullet || numbered) {
        flush();
        const ordered = Boolean(numbered);
        const item = stripInlineMarkdown((bullet ?? numbered)![1]!.trim());
        const last = blocks.at(-1);
        if (last?.type === 'list' && last.ordered === ordered) last.items.push(item);
        else blocks.push({ type: 'list', ordered, items: [item] });
      } else {
        paragraph.push(line.trim());
      }
    }
    flush();
  }
  return blocks;
}

/**
 * Splits a processed text into headings, paragraphs, lists and graphs. SVG graphs are
 * sanitized here, once, so no writer ever sees a script, an event handler or a link out.
 */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let graphs = 0;
  let rest = text;
  const svgPattern = /<svg[\s>][\s\S]*?<\/svg>/i;
  for (;;) {
    const match = svgPattern.exec(rest);
    if (!match) break;
    blocks.push(...textBlocks(rest.slice(0, match.index)));
    if (graphs < MAX_GRAPHS) {
      const graph = sanitizeSvg(match[0]);
      if (graph) {
        blocks.push({ type: 'graph', ...graph });
        graphs++;
      }
    }
    rest = rest.slice(match.index + match[0].length);
  }
  blocks.push(...textBlocks(rest));
  return blocks;
}

/** The words of the blocks, graphs left out: what a text export holds. */
export function blocksToPlainText(blocks: Block[]): string {
  return blocks
    .map((block) => {
      if (block.type === 'heading' || block.type === 'paragraph') return block.text;
      if (block.type === 'list') {
        return block.items
          .map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `- ${item}`))
          .join('\n');
      }
      return `[${GRAPH_HEADING}: ${GRAPH_CAPTION}]`;
    })
    .join('\n\n');
}
