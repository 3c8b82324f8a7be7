import { FUNCTION_NAMES, type MathNode } from './latex-tree';

/**
 * A formula's tree as Word's equation XML (OMML), so a DOCX export holds native, editable
 * equations (docs/decisions/182-equations-in-word-and-pdf-exports.md). The reader's
 * omml-to-latex.ts reads each structure written here back to the same LaTeX.
 */

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const val = (name: string, value: string) => `<m:${name} m:val="${escapeXml(value)}"/>`;

function run(text: string, upright?: boolean): string {
  const style = upright ? '<m:rPr><m:sty m:val="p"/></m:rPr>' : '';
  return `<m:r>${style}<m:t xml:space="preserve">${escapeXml(text)}</m:t></m:r>`;
}

const wrap = (tag: string, node: MathNode | undefined) =>
  `<m:${tag}>${node ? omml(node) : ''}</m:${tag}>`;

function omml(node: MathNode): string {
  switch (node.kind) {
    case 'run':
      return run(node.text, node.upright);
    case 'group':
      return node.items.map(omml).join('');
    case 'frac':
      return `<m:f>${node.bar ? '' : `<m:fPr>${val('type', 'noBar')}</m:fPr>`}${wrap('num', node.num)}${wrap('den', node.den)}</m:f>`;
    case 'scripts': {
      const { base, sub, sup } = node;
      // lim, max and min take their condition under them, as Word writes them.
      if (base.kind === 'run' && base.upright && FUNCTION_NAMES.has(base.text) && sub && !sup) {
        return `<m:limLow>${wrap('e', base)}${wrap('lim', sub)}</m:limLow>`;
      }
      if (sub && sup)
        return `<m:sSubSup>${wrap('e', base)}${wrap('sub', sub)}${wrap('sup', sup)}</m:sSubSup>`;
      if (sub) return `<m:sSub>${wrap('e', base)}${wrap('sub', sub)}</m:sSub>`;
      return `<m:sSup>${wrap('e', base)}${wrap('sup', sup)}</m:sSup>`;
    }
    case 'sqrt':
      return node.degree
        ? `<m:rad>${wrap('deg', node.degree)}${wrap('e', node.body)}</m:rad>`
        : `<m:rad><m:radPr>${val('degHide', '1')}</m:radPr><m:deg/>${wrap('e', node.body)}</m:rad>`;
    case 'nary': {
      const props = [
        val('chr', node.op),
        node.op === '∑' || node.op === '∏' ? val('limLoc', 'undOvr') : val('limLoc', 'subSup'),
        node.sub ? '' : val('subHide', '1'),
        node.sup ? '' : val('supHide', '1'),
      ].join('');
      return `<m:nary><m:naryPr>${props}</m:naryPr>${wrap('sub', node.sub)}${wrap('sup', node.sup)}${wrap('e', node.body)}</m:nary>`;
    }
    case 'delim':
      return `<m:d><m:dPr>${val('begChr', node.open)}${val('endChr', node.close)}</m:dPr>${wrap('e', node.body)}</m:d>`;
    case 'accent':
      return `<m:acc><m:accPr>${val('chr', node.accent)}</m:accPr>${wrap('e', node.body)}</m:acc>`;
    case 'bar':
      return `<m:bar><m:barPr>${val('pos', node.top ? 'top' : 'bot')}</m:barPr>${wrap('e', node.body)}</m:bar>`;
    case 'rows': {
      if (node.matrix) {
        const rows = node.rows.map(
          (row) => `<m:mr>${row.map((cell) => wrap('e', cell)).join('')}</m:mr>`,
        );
        return `<m:m>${rows.join('')}</m:m>`;
      }
      // An equation array marks its alignment points with '&' in the text, as Word does.
      const rows = node.rows.map((row) => `<m:e>${row.map(omml).join(run('&'))}</m:e>`);
      return `<m:eqArr>${rows.join('')}</m:eqArr>`;
    }
  }
}

const NAMESPACE = 'xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"';

/** One `<m:oMath>` element (inline), or an `<m:oMathPara>` (displayed, a paragraph of its own). */
export function treeToOmml(node: MathNode, display: boolean): string {
  const math = `<m:oMath ${display ? '' : NAMESPACE}>${omml(node)}</m:oMath>`;
  return display ? `<m:oMathPara ${NAMESPACE}>${math}</m:oMathPara>` : math;
}
