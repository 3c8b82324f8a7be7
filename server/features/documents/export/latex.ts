import { DEFAULT_LATEX_TITLE } from '../../../../common/documents';
import { type Block, parseBlocks } from './blocks';
import { BREAK_MACRO, LUALATEX_PREAMBLE, PDFLATEX_PREAMBLE } from './latex-preamble';
import { mathSymbols, proseSymbol } from './latex-symbols';

const PROSE_ESCAPES: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  '#': '\\#',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '|': '\\textbar{}',
};

/**
 * Characters pdflatex's utf8 input encoding (with T1 fonts) can set, as found by compiling each
 * with pdflatex: Latin-1 and Latin Extended-A but for Ħ ħ ĸ Ŀ ŀ ŉ Ŧ ŧ ſ, which it has no glyph
 * for. Greek letters and common symbols become commands (latex-symbols.ts); any other character
 * (CJK, emoji, Cyrillic…) is kept as it is, never replaced, and the document is then written
 * for lualatex (writeLatex).
 */
const SETTABLE =
  /[\t\n\r\u0020-\u007e\u00a0-\u0125\u0128-\u0137\u0139-\u013e\u0141-\u0148\u014a-\u0165\u0168-\u017e‘’‚“”„–—…•€†‡‰]/u;

/**
 * A run of right-to-left letters (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation
 * forms) with the spaces between them. LuaTeX has no bidi algorithm: without \textdir TRT the
 * words of such a run come out left to right. Digits and Latin stay outside the run, since
 * TRT would reverse them too.
 */
const RTL_RUN =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc](?:[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc ]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc])?/gu;

export interface LatexOutput {
  source: string;
  /** Characters kept that pdflatex cannot set: the document then needs lualatex. */
  beyondPdflatex: number;
}

/** Han, kana and CJK punctuation: written without spaces, so a line may break after any of them. */
const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
/** Marks, joiners, variation selectors and skin tones belong to the character before them. */
const JOINS_PREVIOUS = /^(?:\p{M}|\u200c|\u200d|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}])$/u;
/** A word longer than this may break every WORD_PIECE characters rather than run off the page. */
const LONG_WORD = 30;
const WORD_PIECE = 15;

/**
 * The pieces of a word between which TeX may break a line: after each CJK character (LuaTeX
 * has no line breaking of its own for them), and every WORD_PIECE characters of a long word
 * (a URL, 'xxxx…'), never before a mark or a joiner.
 */
function wordPieces(word: string): string[] {
  const chars = [...word];
  const long = chars.length > LONG_WORD;
  if (!long && !CJK.test(word)) return [word];
  const pieces: string[] = [];
  let piece = '';
  let length = 0;
  chars.forEach((char, i) => {
    piece += char;
    length++;
    const next = chars[i + 1];
    if (next === undefined || JOINS_PREVIOUS.test(next)) return;
    if (CJK.test(char) || CJK.test(next) || (long && length >= WORD_PIECE)) {
      pieces.push(piece);
      piece = '';
      length = 0;
    }
  });
  if (piece) pieces.push(piece);
  return pieces;
}

function escapeChars(text: string, counter: { beyondPdflatex: number }): string {
  let out = '';
  for (const char of text) {
    const escaped = PROSE_ESCAPES[char] ?? proseSymbol(char);
    if (escaped) out += escaped;
    else {
      if (!SETTABLE.test(char)) counter.beyondPdflatex++;
      out += char;
    }
  }
  return out;
}

/**
 * Escapes every LaTeX special character of a prose run, names the symbols it can, lets long
 * words and CJK break across lines, and sets right-to-left runs right to left.
 */
export function escapeProse(text: string, counter = { beyondPdflatex: 0 }): string {
  const out = text
    .split(/(\s+)/)
    .map((word) =>
      wordPieces(word)
        .map((piece) => escapeChars(piece, counter))
        .join('\\RedraftBreak{}'),
    )
    .join('');
  return out.replace(RTL_RUN, (run) => `{\\textdir TRT ${run}}`);
}

/**
 * Commands that read or write files, run Lua or redefine TeX itself have no place in a formula.
 * The second line holds the ways round the first found by compiling (lualatex ran the Lua of
 * each): expl3 names (\tex_directlua:D), a command built from its name (\UseName, \ExpandArgs,
 * \lastnamedcs, \begincsname), text read again as commands (\scantokens), Lua at shipout
 * (\latelua), and files read into the PDF or written (\pdfobj, filecontents).
 */
const UNSAFE_MATH = new RegExp(
  String.raw`\\(input|include|InputIfFileExists|write|openin|openout|immediate|read|readline|catcode|csname|special|usepackage|documentclass|def|edef|gdef|xdef|let|newcommand|renewcommand|providecommand|begin\{document\}|end\{document\}|makeatletter|directlua|write18|ShellEscape|` +
    String.raw`ExplSyntaxOn|UseName|ExpandArgs|lastnamedcs|ifcsname|begincsname|scantokens|everyeof|latelua|lateluafunction|luafunction|luafunctioncall|luadirect|luaexec|pdfobj|pdfextension|pdffiledump|filedump|begin\{filecontents\*?\})(?![a-zA-Z])`,
  'g',
);

export function sanitizeMath(math: string): string {
  return math.replace(
    UNSAFE_MATH,
    (_, name: string) => `\\backslash\\mathrm{${name.replace(/[{}]/g, '')}}`,
  );
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
      const math = mathSymbols(sanitizeMath(segment.text));
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
