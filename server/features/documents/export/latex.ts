import { DEFAULT_LATEX_TITLE } from '@common/documents';
import { type Block, parseBlocks } from './blocks';
import { sanitizeMath } from './latex-math';
import { BREAK_MACRO, LUALATEX_PREAMBLE, PDFLATEX_PREAMBLE } from './latex-preamble';
import { escapeProse, SETTABLE } from './latex-prose';
import { mathSymbols } from './latex-symbols';

export interface LatexOutput {
  source: string;
  /** Characters kept that pdflatex cannot set: the document then needs lualatex. */
  beyondPdflatex: number;
}

type Segment = { math: false; text: string } | { math: true; display: boolean; text: string };

/**
 * Splits prose from math: `$…$` and `\(…\)` inline, `$$…$$` and `\[…\]` displayed. A `$`
 * opens math only before a non-space and closes only after a non-space and not before a
 * digit, so that "$5 and $10" stays prose (the rule pandoc uses).
 */
export function splitMath(text: string): Segment[] {
  const segments: Segment[] = [];
  let prose = '';
  let i = 0;
  const pushProse = () => {
    if (prose) segments.push({ math: false, text: prose });
    prose = '';
  };
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith('\\$')) {
      prose += '$';
      i += 2;
      continue;
    }
    const delimiters: [string, string, boolean][] = [
      ['$$', '$$', true],
      ['\\[', '\\]', true],
      ['\\(', '\\)', false],
    ];
    let matched = false;
    for (const [open, close, display] of delimiters) {
      if (!rest.startsWith(open)) continue;
      const end = text.indexOf(close, i + open.length);
      if (end > i + open.length) {
        pushProse();
        segments.push({ math: true, display, text: text.slice(i + open.length, end).trim() });
        i = end + close.length;
        matched = true;
      }
      break;
    }
    if (matched) continue;
    if (text[i] === '$' && text[i + 1] !== '$' && /\S/.test(text[i + 1] ?? '')) {
      let closing = -1;
      for (let end = text.indexOf('$', i + 1); end !== -1; end = text.indexOf('$', end + 1)) {
        const before = text[end - 1] ?? '';
        const after = text[end + 1] ?? '';
        if (before !== '\\' && /\S/.test(before) && !/\d/.test(after) && end > i + 1) {
          closing = end;
          break;
        }
      }
      if (closing !== -1 && !text.slice(i + 1, closing).includes('\n\n')) {
        pushProse();
        segments.push({ math: true, display: false, text: text.slice(i + 1, closing) });
        i = closing + 1;
        continue;
      }
    }
    prose += text[i];
    i++;
  }
  pushProse();
  return segments;
}

/** A run of text with its math kept as math and its prose escaped. */
export function inlineLatex(text: string, counter = { beyondPdflatex: 0 }): string {
  return splitMath(text)
    .map((segment) => {
      if (!segment.math) return escapeProse(segment.text, counter);
      const math = mathSymbols(sanitizeMath(segment.text, segment.display));
      for (const char of math) if (!SETTABLE.test(char)) counter.beyondPdflatex++;
      return segment.display ? `\n\\[\n${math}\n\\]\n` : `$${math}$`;
    })
    .join('');
}

const SECTION = { 1: 'section*', 2: 'subsection*', 3: 'subsubsection*' } as const;

function blockLatex(block: Block, counter: { beyondPdflatex: number }): string {
  switch (block.type) {
    case 'heading':
      return `\\${SECTION[block.level]}{${inlineLatex(block.text, counter)}}`;
    case 'paragraph':
      return inlineLatex(block.text, counter);
    case 'list': {
      const env = block.ordered ? 'enumerate' : 'itemize';
      const items = block.items.map((item) => `  \\item ${inlineLatex(item, counter)}`);
      return `\\begin{${env}}\n${items.join('\n')}\n\\end{${env}}`;
    }
    case 'graph':
      return '\\emph{(A graph appears here in the PDF and Word exports.)}';
  }
}

/**
 * A complete LaTeX document. Text that pdflatex can set (Greek letters and common symbols are
 * commands) compiles with pdflatex or lualatex; text with other characters is kept
 * whole and the document asks for lualatex, saying so in its first lines.
 */
export function writeLatex(text: string, title?: string, author?: string): LatexOutput {
  const counter = { beyondPdflatex: 0 };
  const body = parseBlocks(text)
    .map((block) => blockLatex(block, counter))
    .join('\n\n');
  const heading = escapeProse(title?.trim() || DEFAULT_LATEX_TITLE, counter);
  const by = escapeProse(author?.trim() ?? '', counter);
  const lualatex = counter.beyondPdflatex > 0;
  const note = lualatex
    ? '% The text has characters beyond pdflatex (CJK, emoji or other scripts): compile it with lualatex.\n'
    : '% Compiles with pdflatex or lualatex.\n';
  const source = `% Written by Redraft.
${note}${lualatex ? LUALATEX_PREAMBLE : PDFLATEX_PREAMBLE}
${BREAK_MACRO}
\\title{${heading}}
\\author{${by}}
\\date{\\today}

\\begin{document}
\\maketitle

${body}

\\end{document}
`;
  return { source, beyondPdflatex: counter.beyondPdflatex };
}
