import type { MathNode } from './latex-tree';

/**
 * A formula's tree as one line of Unicode math, how a PDF export shows it where the LaTeX
 * source would be unreadable (docs/decisions/182-equations-in-word-and-pdf-exports.md):
 * x², xₖ, √(a+b), (a+b)/2, ∑ₖ₌₁ⁿ xₖ, v⃗, with parentheses only where the reading needs them.
 */

const SUPERSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+−-=()niax'].map((char, i) => [char, [...'⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁻⁼⁽⁾ⁿⁱᵃˣ'][i]!]),
);
const SUBSCRIPTS: Record<string, string> = Object.fromEntries(
  [...'0123456789+−-=()aeoxhklmnpstij'].map((char, i) => [
    char,
    [...'₀₁₂₃₄₅₆₇₈₉₊₋₋₌₍₎ₐₑₒₓₕₖₗₘₙₚₛₜᵢⱼ'][i]!,
  ]),
);
SUPERSCRIPTS['′'] = '′';

const RELATION = /\s*([=<>≤≥≠≈≡→⇒⟹⇔])\s*/g;

/** True when the text reads as one term: a number, a letter, or a name. */
const oneTerm = (text: string) =>
  /^(?:[\p{N}.]+|\p{L}[\p{M}]*|\p{L}+|[^\s+\-−=<>,/]|[√∛∜]?\(.*\)|[√∛∜][\p{L}\p{N}.]+)$/u.test(
    text,
  );
const term = (text: string) => (oneTerm(text) ? text : `(${text})`);

function script(spaced: string, table: Record<string, string>, sign: string): string {
  // Scripts are set tight: no room around their relations.
  const text = spaced.replace(/ /g, '');
  const chars = [...text];
  if (chars.length && chars.every((char) => table[char]))
    return chars.map((char) => table[char]).join('');
  return `${sign}${term(text)}`;
}

function unicode(node: MathNode): string {
  switch (node.kind) {
    case 'run':
      // Relations get a space each side, as a typeset formula leaves room around them.
      return node.upright ? node.text : node.text.replace(RELATION, ' $1 ');
    case 'group':
      return node.items
        .map((item, i) => {
          const text = unicode(item);
          // An upright name (sin, lim) is kept apart from what follows it: 'sin x'.
          const next = node.items[i + 1];
          return item.kind === 'run' && item.upright && next && next.kind === 'run'
            ? `${text} `
            : text;
        })
        .join('');
    case 'frac': {
      const num = unicode(node.num);
      const den = unicode(node.den);
      return node.bar ? `${term(num)}/${term(den)}` : `${num} over ${den}`;
    }
    case 'scripts':
      return (
        unicode(node.base) +
        (node.sub ? script(unicode(node.sub), SUBSCRIPTS, '_') : '') +
        (node.sup ? script(unicode(node.sup), SUPERSCRIPTS, '^') : '')
      );
    case 'sqrt': {
      const degree = node.degree ? unicode(node.degree) : '';
      const sign =
        degree === '3'
          ? '∛'
          : degree === '4'
            ? '∜'
            : `${degree ? script(degree, SUPERSCRIPTS, '') : ''}√`;
      const body = unicode(node.body);
      return `${sign}${/^[\p{L}\p{N}.]+$/u.test(body) ? body : `(${body})`}`;
    }
    case 'nary':
      return `${node.op}${node.sub ? script(unicode(node.sub), SUBSCRIPTS, '_') : ''}${node.sup ? script(unicode(node.sup), SUPERSCRIPTS, '^') : ''} ${unicode(node.body)}`;
    case 'delim':
      return `${node.open}${unicode(node.body)}${node.close}`;
    case 'accent':
    case 'bar': {
      const body = unicode(node.body);
      const mark = node.kind === 'accent' ? node.accent : node.top ? '\u0305' : '\u0332';
      // A mark combines with one letter; over several, each letter carries it.
      return node.kind === 'accent' && [...body].length > 1
        ? `${body}${mark}`
        : [...body].map((c) => c + mark).join('');
    }
    case 'rows':
      return node.rows
        .map((row) => row.map(unicode).join(node.matrix ? ' ' : ''))
        .join(node.matrix ? '; ' : ', ');
  }
}

/** A formula's tree as a line of Unicode math. */
export function treeToUnicode(node: MathNode): string {
  return unicode(node).replace(/\s+/g, ' ').trim();
}
