/** A graph the model drew, shown under 'Mathematical Visualization'. */
export interface ExtractedGraph {
  svg: string;
  title: string;
  caption: string;
}

export const GRAPH_CAPTION =
  'This graph illustrates the mathematical relationship described in the analysis.';

export const SVG_BLOCK = /<svg[\s>][\s\S]*?<\/svg>/gi;

/**
 * Splits a model's answer into plain text and its SVG graphs. An SVG still being streamed
 * (opened, not yet closed) is hidden until it is complete.
 */
export function extractGraphs(
  raw: string,
  /** Graphs found before this text, when it is a part of a longer answer (their numbering). */
  graphsBefore = 0,
): { text: string; graphs: ExtractedGraph[] } {
  const graphs: ExtractedGraph[] = [];
  let text = raw.replace(SVG_BLOCK, (svg) => {
    const title = /<title>([\s\S]*?)<\/title>/i.exec(svg)?.[1]?.trim();
    const number = graphsBefore + graphs.length + 1;
    graphs.push({ svg, title: title || `Graph ${number}`, caption: GRAPH_CAPTION });
    return '';
  });
  const open = text.search(/<svg[\s>]/i);
  if (open >= 0) text = text.slice(0, open);
  // Models often fence SVG in a code block; the empty fence left behind goes too.
  text = text.replace(/```(?:svg|xml|html)?\s*```/gi, '');
  return { text, graphs };
}

// The passes of stripMarkdown, in order, in three steps: incremental-format.ts looks at the text
// between them to know where a streamed answer can be cut.

/** Marks at the start of a line: code fences, headings, quotes, rules. */
export function stripLineMarks(text: string): string {
  return text
    .replace(/^```[^\n]*\n?/gm, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^>\s?/gm, '')
    .replace(/^\s*([-*_])(\s*\1){2,}\s*$/gm, '');
}

/** Images keep their alternative text (an image may span lines). */
export function stripImages(text: string): string {
  return text.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Links keep their words (a link may span lines). */
export function stripLinks(text: string): string {
  return text.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
}

/** Bold (which may span paragraphs), italics, inline code, bullets, and extra blank lines. */
export function stripInlineMarks(text: string): string {
  return text
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w_])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/^(\s*)[-*+]\s+/gm, '$1• ')
    .replace(/\n{3,}/g, '\n\n');
}

/** Output shows plain prose: markdown marks are removed, their words kept. */
export function stripMarkdown(text: string): string {
  return stripInlineMarks(stripLinks(stripImages(stripLineMarks(text))));
}

/** What the output panel shows for a model's raw answer. */
export function formatOutput(raw: string): { text: string; graphs: ExtractedGraph[] } {
  const { text, graphs } = extractGraphs(raw);
  return { text: stripMarkdown(text).trim(), graphs };
}
