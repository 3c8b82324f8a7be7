import { ommlToLatex } from '../math/omml-to-latex';

/**
 * Rewrites what mammoth does not read in a Word part's XML into runs of text it reads
 * (docs/decisions/181-word-equations-read-as-latex.md, docs/decisions/183-word-ruby-and-old-word.md):
 * an equation (`<m:oMath>`) becomes its LaTeX between `$…$`, a displayed one (`<m:oMathPara>`)
 * between `\[…\]`; a phonetic guide (`<w:ruby>`, furigana over 東京) becomes its base text alone.
 * Word, LibreOffice and pandoc all write the `m:` and `w:` prefixes these patterns name.
 */

const MATH_PARA = /<m:oMathPara\b[^>]*>([\s\S]*?)<\/m:oMathPara>/g;
const MATH = /<m:oMath\b[^>]*>[\s\S]*?<\/m:oMath>/g;
const RUBY = /<w:ruby\b[^>]*>([\s\S]*?)<\/w:ruby>/g;
const RUBY_BASE = /<w:rubyBase\b[^>]*>([\s\S]*?)<\/w:rubyBase>/;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const textRun = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;

export function rewriteWordXml(xml: string): string {
  if (!xml.includes('<m:oMath') && !xml.includes('<w:ruby')) return xml;
  return xml
    .replace(MATH_PARA, (_, inner: string) => {
      const equations = (inner.match(MATH) ?? []).map(ommlToLatex).filter(Boolean);
      return equations.length ? textRun(equations.map((latex) => `\\[${latex}\\]`).join(' ')) : '';
    })
    .replace(MATH, (equation) => {
      const latex = ommlToLatex(equation);
      return latex ? textRun(`$${latex}$`) : '';
    })
    .replace(RUBY, (_, inner: string) => RUBY_BASE.exec(inner)?.[1] ?? '');
}
