import { MATH_SYMBOLS } from '../export/latex-symbols';

/**
 * A formula's LaTeX read into the structures Word's equations and a linear Unicode line both
 * have (docs/decisions/182-equations-in-word-and-pdf-exports.md): runs, fractions, scripts,
 * radicals, big operators, delimiters, accents and rows. It reads what models, the OCR's math
 * and Word's own equations write; a command it does not know is kept as its name, upright.
 */
export type MathNode =
  | { kind: 'run'; text: string; upright?: boolean }
  | { kind: 'group'; items: MathNode[] }
  | { kind: 'frac'; num: MathNode; den: MathNode; bar: boolean }
  | { kind: 'scripts'; base: MathNode; sub?: MathNode; sup?: MathNode }
  | { kind: 'sqrt'; body: MathNode; degree?: MathNode }
  | { kind: 'nary'; op: string; sub?: MathNode; sup?: MathNode; body: MathNode }
  | { kind: 'delim'; open: string; close: string; body: MathNode }
  | { kind: 'accent'; accent: string; body: MathNode }
  | { kind: 'bar'; top: boolean; body: MathNode }
  | { kind: 'rows'; rows: MathNode[][]; matrix: boolean };

/** Commands as the characters they name: the export's own table read backwards, and aliases. */
const SYMBOLS: Record<string, string> = (() => {
  const table: Record<string, string> = {};
  for (const [char, command] of Object.entries(MATH_SYMBOLS)) {
    const name = /^\\([A-Za-z]+)$/.exec(command)?.[1];
    if (name && !(name in table)) table[name] = char;
  }
  return {
    ...table,
    epsilon: 'ϵ',
    phi: 'ϕ',
    le: '≤',
    ge: '≥',
    ne: '≠',
    to: '→',
    gets: '←',
    lt: '<',
    gt: '>',
    ldots: '…',
    dots: '…',
    cdots: '⋯',
    vdots: '⋮',
    ddots: '⋱',
    mid: '|',
    colon: ':',
    setminus: '∖',
    star: '⋆',
    ast: '∗',
    bullet: '∙',
    langle: '⟨',
    rangle: '⟩',
    lfloor: '⌊',
    rfloor: '⌋',
    lceil: '⌈',
    rceil: '⌉',
    lbrace: '{',
    rbrace: '}',
    vert: '|',
    Vert: '‖',
    '|': '‖',
    implies: '⟹',
    iff: '⟺',
    mapsto: '↦',
    longrightarrow: '⟶',
    Longrightarrow: '⟹',
    iint: '∬',
    iiint: '∭',
    coprod: '∐',
    bigcup: '⋃',
    bigcap: '⋂',
    bigvee: '⋁',
    bigwedge: '⋀',
    prime: '′',
    degree: '°',
  };
})();

/** Spacing commands, as the space they leave. */
const SPACES: Record<string, string> = {
  ',': '\u2009',
  ':': '\u205f',
  ';': '\u2004',
  '!': '',
  ' ': ' ',
  quad: '\u2003',
  qquad: '\u2003\u2003',
};

const NARY = new Set(['∑', '∏', '∐', '∫', '∬', '∭', '∮', '⋃', '⋂', '⋁', '⋀']);

/** Function names, set upright as LaTeX sets them. */
export const FUNCTION_NAMES = new Set(
  `sin cos tan cot sec csc arcsin arccos arctan sinh cosh tanh coth log ln lg exp lim
  liminf limsup max min sup inf det dim ker deg gcd arg hom Pr`.split(/\s+/),
);

/** Accents, as the combining characters Word's equations store. */
const ACCENTS: Record<string, string> = {
  hat: '\u0302',
  widehat: '\u0302',
  tilde: '\u0303',
  widetilde: '\u0303',
  bar: '\u0304',
  dot: '\u0307',
  ddot: '\u0308',
  vec: '\u20d7',
  acute: '\u0301',
  grave: '\u0300',
  check: '\u030c',
  breve: '\u0306',
};

const TEXT_COMMANDS = new Set([
  'text',
  'textrm',
  'textit',
  'textbf',
  'mbox',
  'mathrm',
  'operatorname',
  'mathit',
  'mathbf',
  'mathsf',
  'mathtt',
  'mathcal',
  'mathbb',
  'boldsymbol',
  'mathfrak',
]);
const DELIMITER_NAMES: Record<string, string> = {
  '\\{': '{',
  '\\}': '}',
  '\\|': '‖',
  '.': '',
};
const ENV_DELIMITERS: Record<string, [string, string]> = {
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['{', '}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
  cases: ['{', ''],
};
/** Where a big operator's body ends: at a relation or a sign between terms, as read aloud. */
const TERM_END = /^[+\-−=<>≤≥≠≈,;±∓→]$/;

/** Deeper than this (never written by hand), the rest of the formula is kept as text. */
const MAX_DEPTH = 48;

type Token = { type: 'command'; name: string } | { type: 'char'; value: string };

function tokenize(latex: string): Token[] {
  const tokens: Token[] = [];
  const chars = [...latex];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    if (char === '\\') {
      let name = '';
      let j = i + 1;
      while (j < chars.length && /[A-Za-z]/.test(chars[j]!)) name += chars[j++];
      if (!name && j < chars.length) name = chars[j++]!;
      tokens.push({ type: 'command', name });
      i = j - 1;
    } else if (/\s/.test(char)) {
      // Spaces in math are not drawn, but \text{…} keeps them: one space token for a stretch.
      if ((tokens.at(-1) as { value?: string } | undefined)?.value !== ' ')
        tokens.push({ type: 'char', value: ' ' });
    } else {
      tokens.push({ type: 'char', value: char });
    }
  }
  return tokens;
}

class TreeReader {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek = () => this.tokens[this.i];
  private isChar = (value: string) => {
    const token = this.peek();
    return token?.type === 'char' && token.value === value;
  };
  private isCommand = (name: string) => {
    const token = this.peek();
    return token?.type === 'command' && token.name === name;
  };

  /** Items up to `}`, `\right`, `\end`, `&`, `\\` or the end (the caller takes the stop). */
  sequence(depth: number, stops = ['}']): MathNode[] {
    const items: MathNode[] = [];
    while (this.i < this.tokens.length) {
      const token = this.peek()!;
      if (token.type === 'char' && stops.includes(token.value)) break;
      if (token.type === 'command' && stops.includes(`\\${token.name}`)) break;
      const atom = this.scripted(depth);
      if (!atom) continue;
      const last = items.at(-1);
      // Letters, digits and signs in a row make one run, as Word's equations store them.
      if (atom.kind === 'run' && last?.kind === 'run' && !atom.upright && !last.upright) {
        last.text += atom.text;
      } else items.push(atom);
    }
    return items;
  }

  /** Passes a `}` that closes nothing; false at the end of the formula. */
  skipStray(): boolean {
    if (!this.isChar('}')) return false;
    this.i++;
    return true;
  }

  private skipSpaces() {
    while (this.isChar(' ')) this.i++;
  }

  private groupOf(items: MathNode[]): MathNode {
    return items.length === 1 ? items[0]! : { kind: 'group', items };
  }

  /** One argument: a braced group, or a single token. */
  private argument(depth: number): MathNode {
    this.skipSpaces();
    if (this.isChar('{')) {
      this.i++;
      const items = this.sequence(depth + 1);
      if (this.isChar('}')) this.i++;
      return this.groupOf(items);
    }
    return this.atom(depth + 1) ?? { kind: 'group', items: [] };
  }

  /** The raw text of a braced argument, for \text and its kind. */
  private rawArgument(): string {
    this.skipSpaces();
    if (!this.isChar('{')) {
      const token = this.tokens[this.i++];
      return token?.type === 'char' ? token.value : (token?.name ?? '');
    }
    this.i++;
    let text = '';
    let open = 1;
    while (this.i < this.tokens.length) {
      const token = this.tokens[this.i++]!;
      if (token.type === 'char' && token.value === '{') open++;
      if (token.type === 'char' && token.value === '}' && --open === 0) break;
      text += token.type === 'char' ? token.value : (SYMBOLS[token.name] ?? token.name);
    }
    return text;
  }

  private scripted(depth: number): MathNode | null {
    const base = this.atom(depth);
    if (!base) return null;
    let sub: MathNode | undefined;
    let sup: MathNode | undefined;
    this.skipSpaces();
    while (this.isChar('_') || this.isChar('^') || this.isChar("'")) {
      const token = this.tokens[this.i++] as { value: string };
      if (token.value === "'") sup = { kind: 'run', text: '′' };
      else if (token.value === '_') sub = this.argument(depth);
      else sup = this.argument(depth);
      this.skipSpaces();
    }
    if (base.kind === 'nary') {
      base.sub = sub;
      base.sup = sup;
      base.body = this.groupOf(this.naryBody(depth));
      return base;
    }
    return sub || sup ? { kind: 'scripts', base, sub, sup } : base;
  }

  private naryBody(depth: number): MathNode[] {
    const items: MathNode[] = [];
    while (this.i < this.tokens.length) {
      const token = this.peek()!;
      if (token.type === 'char' && (TERM_END.test(token.value) || ['}', '&'].includes(token.value)))
        break;
      if (token.type === 'command' && ['right', 'end', '\\'].includes(token.name)) break;
      const atom = this.scripted(depth + 1);
      if (atom) items.push(atom);
    }
    return items;
  }

  private delimiter(): string {
    this.skipSpaces();
    const token = this.tokens[this.i++];
    if (!token) return '';
    if (token.type === 'char') return DELIMITER_NAMES[token.value] ?? token.value;
    return DELIMITER_NAMES[`\\${token.name}`] ?? SYMBOLS[token.name] ?? '';
  }

  private environment(depth: number): MathNode {
    const name = this.rawArgument();
    if (name === 'array') this.rawArgument();
    const rows: MathNode[][] = [];
    let row: MathNode[] = [];
    for (;;) {
      row.push(this.groupOf(this.sequence(depth + 1, ['&', '\\\\', '\\end', '}'])));
      const token = this.tokens[this.i++];
      if (!token || (token.type === 'command' && token.name === 'end')) {
        rows.push(row);
        this.rawArgument();
        break;
      }
      if (token.type === 'command' && token.name === '\\') {
        rows.push(row);
        row = [];
      }
    }
    const matrix = /matrix$|^cases$|^array$/.test(name);
    const node: MathNode = { kind: 'rows', rows, matrix };
    const delimiters = ENV_DELIMITERS[name];
    return delimiters
      ? { kind: 'delim', open: delimiters[0], close: delimiters[1], body: node }
      : node;
  }

  private atom(depth: number): MathNode | null {
    const token = this.tokens[this.i++];
    if (!token) return null;
    if (depth > MAX_DEPTH)
      return { kind: 'run', text: token.type === 'char' ? token.value : token.name };
    if (token.type === 'char') {
      if (token.value === ' ') return null;
      if (token.value === '{') {
        const items = this.sequence(depth + 1);
        if (this.isChar('}')) this.i++;
        return this.groupOf(items);
      }
      // A stray closer, `&` or script sign outside its place is shown as it is.
      return { kind: 'run', text: token.value === '-' ? '−' : token.value };
    }
    const name = token.name;
    if (name in SPACES)
      return SPACES[name] ? { kind: 'run', text: SPACES[name]!, upright: true } : null;
    if (name === 'frac' || name === 'dfrac' || name === 'tfrac' || name === 'binom') {
      const num = this.argument(depth);
      const den = this.argument(depth);
      const fraction: MathNode = { kind: 'frac', num, den, bar: name !== 'binom' };
      return name === 'binom' ? { kind: 'delim', open: '(', close: ')', body: fraction } : fraction;
    }
    if (name === 'sqrt') {
      let degree: MathNode | undefined;
      this.skipSpaces();
      if (this.isChar('[')) {
        this.i++;
        degree = this.groupOf(this.sequence(depth + 1, [']']));
        if (this.isChar(']')) this.i++;
      }
      return { kind: 'sqrt', body: this.argument(depth), degree };
    }
    if (name === 'left') {
      const open = this.delimiter();
      const body = this.groupOf(this.sequence(depth + 1, ['\\right']));
      if (this.isCommand('right')) this.i++;
      return { kind: 'delim', open, close: this.delimiter(), body };
    }
    if (name === 'begin') return this.environment(depth);
    if (TEXT_COMMANDS.has(name)) return { kind: 'run', text: this.rawArgument(), upright: true };
    if (name in ACCENTS)
      return { kind: 'accent', accent: ACCENTS[name]!, body: this.argument(depth) };
    if (name === 'overline' || name === 'underline') {
      return { kind: 'bar', top: name === 'overline', body: this.argument(depth) };
    }
    if (FUNCTION_NAMES.has(name)) return { kind: 'run', text: name, upright: true };
    const symbol = SYMBOLS[name];
    if (symbol && NARY.has(symbol))
      return { kind: 'nary', op: symbol, body: { kind: 'group', items: [] } };
    if (symbol) return { kind: 'run', text: symbol };
    if (name.length === 1) return { kind: 'run', text: name === '\\' ? ' ' : name };
    // Sizing and style commands change how, not what: \big, \displaystyle, \limits.
    if (/^(?:[bB]igg?[lrm]?|displaystyle|textstyle|limits|nolimits|right|middle)$/.test(name))
      return null;
    return { kind: 'run', text: name, upright: true };
  }
}

/** A formula's LaTeX as a tree. */
export function latexTree(latex: string): MathNode {
  const tokens = tokenize(latex);
  const reader = new TreeReader(tokens);
  const items: MathNode[] = [];
  // A stray `}` ends a sequence early: it is kept as text and reading goes on.
  for (let guard = 0; guard <= tokens.length; guard++) {
    items.push(...reader.sequence(0, ['}']));
    if (!reader.skipStray()) break;
    items.push({ kind: 'run', text: '}' });
  }
  return items.length === 1 ? items[0]! : { kind: 'group', items };
}
