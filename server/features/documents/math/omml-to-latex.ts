import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * A Word equation (OMML, `<m:oMath>`) as LaTeX math, the notation Redraft's exports read back
 * (docs/decisions/181-word-equations-read-as-latex.md). Letters and symbols stay the Unicode
 * characters Word stores ('α', '≤', '∞'); the structures (fractions, scripts, radicals, sums and
 * integrals, delimiters, functions, accents, matrices, equation arrays) become their commands.
 */

/** LaTeX's special characters in an equation's text, as LaTeX writes them. */
const SPECIAL: Record<string, string> = {
  '{': '\\{',
  '}': '\\}',
  '%': '\\%',
  '#': '\\#',
  $: '\\$',
  _: '\\_',
  '^': '\\hat{}',
  '~': '\\sim ',
  '\\': '\\backslash ',
};

/** Word's n-ary operators; an integral is Word's default when the character is not given. */
const NARY: Record<string, string> = {
  '∑': '\\sum',
  '∏': '\\prod',
  '∐': '\\coprod',
  '∫': '\\int',
  '∬': '\\iint',
  '∭': '\\iiint',
  '∮': '\\oint',
  '⋃': '\\bigcup',
  '⋂': '\\bigcap',
  '⋁': '\\bigvee',
  '⋀': '\\bigwedge',
};

/** Accent characters (combining or spacing) and their commands; a hat is Word's default. */
const ACCENTS: Record<string, string> = {
  '\u0302': 'hat',
  '^': 'hat',
  '\u0303': 'tilde',
  '~': 'tilde',
  '\u0304': 'bar',
  '\u0305': 'overline',
  '¯': 'bar',
  '\u0307': 'dot',
  '\u0308': 'ddot',
  '\u20d7': 'vec',
  '\u0301': 'acute',
  '\u0300': 'grave',
  '\u030c': 'check',
  '\u0306': 'breve',
};

/** Function names LaTeX has a command for; others are written with \operatorname. */
const FUNCTIONS = new Set(
  `sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth log ln lg exp lim
  liminf limsup max min sup inf det dim ker deg gcd arg hom Pr`.split(/\s+/),
);

const DELIMITERS: Record<string, string> = {
  '{': '\\{',
  '}': '\\}',
  '⟨': '\\langle',
  '⟩': '\\rangle',
  '〈': '\\langle',
  '〉': '\\rangle',
  '⌊': '\\lfloor',
  '⌋': '\\rfloor',
  '⌈': '\\lceil',
  '⌉': '\\rceil',
  '‖': '\\|',
  '|': '|',
  '(': '(',
  ')': ')',
  '[': '[',
  ']': ']',
  '': '.',
};

const isElement = (node: ChildNode): node is Element => node.type === 'tag';
const child = (node: Element, name: string) =>
  node.children.find((c): c is Element => isElement(c) && c.name === name);
const children = (node: Element, name: string) =>
  node.children.filter((c): c is Element => isElement(c) && c.name === name);
/** A property's `m:val`, as `<m:chr m:val="∑"/>` gives it; undefined when the property is absent. */
const property = (node: Element, props: string, name: string) => {
  const found = child(node, props) && child(child(node, props)!, name);
  return found ? (found.attribs['m:val'] ?? '') : undefined;
};
/** An on/off property: present without a value, or with 1/on/true, is on. */
const isOn = (node: Element, props: string, name: string) => {
  const value = property(node, props, name);
  return value !== undefined && !['0', 'off', 'false'].includes(value);
};

/** A group for a script or argument: braces unless it is one character or command. */
const group = (latex: string) =>
  /^(?:[\p{L}\p{N}]|\\[A-Za-z]+)$/u.test(latex.trim()) ? latex.trim() : `{${latex.trim()}}`;

function runText(run: Element): string {
  let text = '';
  for (const t of children(run, 'm:t')) {
    for (const node of t.children) if (node.type === 'text') text += node.data;
  }
  // A run marked as ordinary text (m:nor), or a word set upright, is text rather than letters.
  const upright = property(run, 'm:rPr', 'm:sty') === 'p' || isOn(run, 'm:rPr', 'm:nor');
  if (upright && FUNCTIONS.has(text)) return `\\${text} `;
  if (upright && /\p{L}{2}/u.test(text)) return `\\text{${text.replace(/[{}\\]/g, '')}}`;
  return [...text].map((char) => SPECIAL[char] ?? char).join('');
}

/** The LaTeX of an argument element (m:e, m:num, m:sup, ...); empty when absent. */
const arg = (node: Element, name: string, depth: number) => {
  const found = child(node, name);
  return found ? convert(found.children, depth + 1) : '';
};

function delimiter(char: string | undefined, fallback: string): string {
  const value = char ?? fallback;
  return DELIMITERS[value] ?? (value.length === 1 ? value : '.');
}

function element(node: Element, depth: number): string {
  const e = () => arg(node, 'm:e', depth);
  switch (node.name) {
    case 'm:r':
      return runText(node);
    case 'm:f': {
      const num = arg(node, 'm:num', depth);
      const den = arg(node, 'm:den', depth);
      const type = property(node, 'm:fPr', 'm:type');
      if (type === 'lin') return `${group(num)}/${group(den)}`;
      if (type === 'noBar') return `\\binom{${num}}{${den}}`;
      return `\\frac{${num}}{${den}}`;
    }
    case 'm:sSup':
      return `${group(e())}^${group(arg(node, 'm:sup', depth))}`;
    case 'm:sSub':
      return `${group(e())}_${group(arg(node, 'm:sub', depth))}`;
    case 'm:sSubSup':
      return `${group(e())}_${group(arg(node, 'm:sub', depth))}^${group(arg(node, 'm:sup', depth))}`;
    case 'm:sPre':
      return `{}_${group(arg(node, 'm:sub', depth))}^${group(arg(node, 'm:sup', depth))}${group(e())}`;
    case 'm:rad': {
      const degree = isOn(node, 'm:radPr', 'm:degHide') ? '' : arg(node, 'm:deg', depth).trim();
      return degree ? `\\sqrt[${degree}]{${e()}}` : `\\sqrt{${e()}}`;
    }
    case 'm:nary': {
      const char = property(node, 'm:naryPr', 'm:chr') || '∫';
      let out = NARY[char] ?? char;
      if (!isOn(node, 'm:naryPr', 'm:subHide')) {
        const sub = arg(node, 'm:sub', depth);
        if (sub.trim()) out += `_${group(sub)}`;
      }
      if (!isOn(node, 'm:naryPr', 'm:supHide')) {
        const sup = arg(node, 'm:sup', depth);
        if (sup.trim()) out += `^${group(sup)}`;
      }
      return `${out} ${e()}`;
    }
    case 'm:d': {
      const open = delimiter(property(node, 'm:dPr', 'm:begChr'), '(');
      const close = delimiter(property(node, 'm:dPr', 'm:endChr'), ')');
      const separator = property(node, 'm:dPr', 'm:sepChr') ?? '|';
      const inner = children(node, 'm:e')
        .map((item) => convert(item.children, depth + 1))
        .join(separator === '|' ? ' \\mid ' : ` ${separator} `);
      return `\\left${open} ${inner} \\right${close}`;
    }
    case 'm:func': {
      const name = arg(node, 'm:fName', depth).trim();
      const bare = name.replace(/^\\text\{(.*)\}$/, '$1');
      const command = FUNCTIONS.has(bare)
        ? `\\${bare}`
        : /^\p{L}+$/u.test(bare)
          ? `\\operatorname{${bare}}`
          : name;
      const argument = e().trim();
      return `${command} ${argument.startsWith('\\left') ? argument : group(argument)}`;
    }
    case 'm:limLow':
    case 'm:limUpp': {
      const base = e().trim();
      const limit = arg(node, 'm:lim', depth);
      const bare = base.replace(/^\\text\{(.*)\}$/, '$1');
      if (FUNCTIONS.has(bare)) return `\\${bare}_${group(limit)}`;
      if (/^\\[A-Za-z]+$/.test(base))
        return `${base}${node.name === 'm:limLow' ? '_' : '^'}${group(limit)}`;
      return node.name === 'm:limLow'
        ? `\\underset{${limit}}{${base}}`
        : `\\overset{${limit}}{${base}}`;
    }
    case 'm:acc': {
      const accent = ACCENTS[property(node, 'm:accPr', 'm:chr') ?? '\u0302'] ?? 'hat';
      return `\\${accent}{${e()}}`;
    }
    case 'm:bar':
      return property(node, 'm:barPr', 'm:pos') === 'top'
        ? `\\overline{${e()}}`
        : `\\underline{${e()}}`;
    case 'm:groupChr': {
      const char = property(node, 'm:groupChrPr', 'm:chr') ?? '⏟';
      const top = property(node, 'm:groupChrPr', 'm:pos') === 'top';
      if (char === '⏟' || char === '⏞') return `\\${top ? 'overbrace' : 'underbrace'}{${e()}}`;
      return e();
    }
    case 'm:m': {
      const rows = children(node, 'm:mr').map((row) =>
        children(row, 'm:e')
          .map((cell) => convert(cell.children, depth + 1).trim())
          .join(' & '),
      );
      return `\\begin{matrix} ${rows.join(' \\\\ ')} \\end{matrix}`;
    }
    case 'm:eqArr': {
      const rows = children(node, 'm:e').map((row) => convert(row.children, depth + 1).trim());
      // Word marks alignment points with '&' in the text; SPECIAL leaves them as columns.
      return `\\begin{aligned} ${rows.join(' \\\\ ')} \\end{aligned}`;
    }
    default:
      // Properties say how to draw, not what: skipped. Boxes, phantoms and the like: content.
      if (/Pr$/.test(node.name) || node.name === 'w:rPr') return '';
      return convert(node.children, depth + 1);
  }
}

/** How deep an equation may nest: a deeper one (never written by Word) is cut off there. */
const MAX_DEPTH = 64;

function convert(nodes: ChildNode[], depth: number): string {
  if (depth > MAX_DEPTH) return '';
  let out = '';
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const latex = element(node, depth);
    // A command word followed by a letter would become a longer, unknown command.
    if (/\\[A-Za-z]+$/.test(out) && /^[\p{L}]/u.test(latex)) out += ' ';
    out += latex;
  }
  return out;
}

/** The LaTeX of one `<m:oMath>` element's XML (without its `$` delimiters). */
export function ommlToLatex(xml: string): string {
  const document = parseDocument(xml, { xmlMode: true });
  return convert(document.children, 0).replace(/\s+/g, ' ').trim();
}
