// Word documents with equations (OMML) and phonetic guides (ruby), issue 39. The OMML is
// written here as Word 365 writes it (m: elements with their property elements), so each
// structure the reader converts is in the file as Word would save it.
import { Document, ImportedXmlComponent, Packer, Paragraph, TextRun } from 'docx';

const M = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';
const run = (text: string, style = '') =>
  `<m:r>${style ? `<m:rPr><m:sty m:val="${style}"/></m:rPr>` : ''}<w:rPr><w:rFonts w:ascii="Cambria Math" w:hAnsi="Cambria Math"/></w:rPr><m:t>${text}</m:t></m:r>`;
const e = (inner: string) => `<m:e>${inner}</m:e>`;

/** Word's OMML for each equation, and the LaTeX the reader should give. */
export const WORD_EQUATIONS: { omml: string; latex: string }[] = [
  {
    omml: `<m:sSup><m:sSupPr><m:ctrlPr/></m:sSupPr>${e(run('E'))}<m:sup>${run('2')}</m:sup></m:sSup>${run('=')}<m:f><m:fPr><m:ctrlPr/></m:fPr><m:num>${run('a+b')}</m:num><m:den>${run('2')}</m:den></m:f>`,
    latex: 'E^2=\\frac{a+b}{2}',
  },
  {
    omml: `<m:nary><m:naryPr><m:chr m:val="∑"/><m:limLoc m:val="undOvr"/><m:ctrlPr/></m:naryPr><m:sub>${run('k=1')}</m:sub><m:sup>${run('n')}</m:sup>${e(`<m:sSub>${e(run('x'))}<m:sub>${run('k')}</m:sub></m:sSub>`)}</m:nary>`,
    latex: '\\sum_{k=1}^n x_k',
  },
  {
    omml: `<m:rad><m:radPr><m:degHide m:val="1"/></m:radPr><m:deg/>${e(`${run('α')}${run('≤')}${run('β')}`)}</m:rad>`,
    latex: '\\sqrt{α≤β}',
  },
  {
    omml: `<m:func><m:funcPr><m:ctrlPr/></m:funcPr><m:fName>${run('sin', 'p')}</m:fName>${e(`<m:d><m:dPr><m:ctrlPr/></m:dPr>${e(run('θ'))}</m:d>`)}</m:func>`,
    latex: '\\sin \\left( θ \\right)',
  },
  {
    omml: `<m:limLow><m:limLowPr><m:ctrlPr/></m:limLowPr>${e(run('lim', 'p'))}<m:lim>${run('x→0')}</m:lim></m:limLow>${run('f')}`,
    latex: '\\lim_{x→0}f',
  },
  {
    omml: `<m:d><m:dPr><m:begChr m:val="["/><m:endChr m:val="]"/></m:dPr>${e(`<m:m><m:mr>${e(run('1'))}${e(run('0'))}</m:mr><m:mr>${e(run('0'))}${e(run('1'))}</m:mr></m:m>`)}</m:d>`,
    latex: '\\left[ \\begin{matrix} 1 & 0 \\\\ 0 & 1 \\end{matrix} \\right]',
  },
];

export const EQUATION_PROSE = 'The energy is';
export const RUBY_BASE = '東京';
export const RUBY_READING = 'とうきょう';
export const RUBY_REST = 'に住んでいます。';

const omml = (inner: string) =>
  ImportedXmlComponent.fromXmlString(`<m:oMath ${M}>${inner}</m:oMath>`);
const displayed = (inner: string) =>
  ImportedXmlComponent.fromXmlString(`<m:oMathPara ${M}><m:oMath>${inner}</m:oMath></m:oMathPara>`);

/**
 * A paragraph of prose with the first equation inline, then each other equation displayed
 * (a paragraph of its own), then Japanese with furigana over 東京.
 */
export function wordEquationsDocx(): Promise<Buffer> {
  const [first, ...rest] = WORD_EQUATIONS;
  const ruby = ImportedXmlComponent.fromXmlString(
    `<w:ruby><w:rubyPr><w:rubyAlign w:val="distributeSpace"/><w:hps w:val="10"/><w:hpsRaise w:val="18"/><w:hpsBaseText w:val="21"/><w:lid w:val="ja-JP"/></w:rubyPr><w:rt><w:r><w:t>${RUBY_READING}</w:t></w:r></w:rt><w:rubyBase><w:r><w:t>${RUBY_BASE}</w:t></w:r></w:rubyBase></w:ruby>`,
  );
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({
            // docx's types know its own components; an imported one is written as it is.
            children: [
              new TextRun(`${EQUATION_PROSE} `),
              omml(first!.omml) as never,
              new TextRun('.'),
            ],
          }),
          ...rest.map(
            (equation) => new Paragraph({ children: [displayed(equation.omml) as never] }),
          ),
          new Paragraph({ children: [ruby as never, new TextRun(RUBY_REST)] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** What Redraft reads from wordEquationsDocx: LaTeX math, and the base text of the guide. */
export const WORD_EQUATIONS_TEXT = [
  `${EQUATION_PROSE} $${WORD_EQUATIONS[0]!.latex}$.`,
  ...WORD_EQUATIONS.slice(1).map((equation) => `\\[${equation.latex}\\]`),
  `${RUBY_BASE}${RUBY_REST}`,
].join('\n\n');
