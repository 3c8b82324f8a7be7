import {
  DELIMITER_CHARS,
  DELIMITER_COMMANDS,
  MATH_COMMANDS,
  MATH_CONTROL_SYMBOLS,
  MATH_ENVIRONMENTS,
  ONE_COLUMN,
  SIZED,
  TEXT_COMMANDS,
} from './latex-math-commands';
import { escapeProse } from './latex-prose';

/**
 * A formula from a model's answer, rewritten so that TeX sees only what the allow-list permits
 * (docs/decisions/106-formulas-allow-list.md). The formula is read token by token as TeX would read
 * it; every token written out is
 * one of ours, so no spelling (`^^5c`, a catcode change, a command built from its name) can
 * reach TeX as a command we did not choose.
 */

type Open = { kind: 'brace' } | { kind: 'left' } | { kind: 'env'; name: string; columns: boolean };

/** A refused command, shown by name in the PDF: `\write` is set as "\write" in roman. */
const refused = (name: string) => `\\backslash\\mathrm{${name}}`;
const LETTERS = /^[A-Za-z]+/;
/** Commands whose optional argument runs to a `]`. */
const OPTIONAL_ARGUMENT = new Set(['sqrt', 'xrightarrow', 'xleftarrow']);
/** How far a `]` is looked for: no real optional argument is longer. */
const OPTIONAL_REACH = 200;
/** The optional argument of \\\\: a length, as `\\\\[2pt]` or `\\\\[0.5em]`. */
const LENGTH = /^ *\*? *\[ *[-+]?(\d+\.?\d*|\.\d+) *(pt|pc|in|bp|cm|mm|dd|cc|sp|em|ex|mu) *\]/;
/** Characters TeX would take into a command's name (lualatex takes any letter, not only ASCII). */
const NAME_CHAR = /^[\p{L}\p{M}]/u;

class MathWriter {
  private out = '';
  /** True when the last thing written is a command word, which a letter would lengthen. */
  private afterWord = false;
  private readonly stack: Open[] = [];
  private i = 0;
  private readonly chars: string[];

  constructor(
    math: string,
    private readonly display: boolean,
  ) {
    // Control characters have catcodes of their own (^^L is \par, ^^? is invalid): dropped.
    // Line breaks are spaces, so a blank line cannot end the paragraph inside the formula.
    this.chars = [...math.replace(/[\t\n\r]/g, ' ').replace(/\p{Cc}/gu, '')];
  }

  run(): string {
    while (this.i < this.chars.length) this.token();
    for (const open of this.stack.reverse()) this.write(this.close(open));
    return this.out;
  }

  private write(text: string, word = false) {
    if (!text) return;
    if (this.afterWord && NAME_CHAR.test(text)) this.out += ' ';
    // Two carets that meet, even across a token dropped between them, would make ^^.
    if (this.out.endsWith('^') && text.startsWith('^')) this.out += '{}';
    this.out += text;
    this.afterWord = word;
  }

  private close(open: Open): string {
    if (open.kind === 'brace') return '}';
    if (open.kind === 'left') return '\\right.';
    return `\\end{${open.name}}`;
  }

  private get top(): Open | undefined {
    return this.stack[this.stack.length - 1];
  }

  private token() {
    const char = this.chars[this.i++] as string;
    switch (char) {
      case '\\':
        return this.command();
      case '^': {
        // ^^5c is a backslash to TeX, ^^ followed by any character another character: no
        // two carets ever meet in the output.
        let run = 1;
        while (this.chars[this.i] === '^') {
          run++;
          this.i++;
        }
        return this.write(run === 1 ? '^' : `^{${'\\wedge'.repeat(run - 1)}}`);
      }
      case '{':
        this.stack.push({ kind: 'brace' });
        return this.write('{');
      case '}':
        if (this.top?.kind !== 'brace') return this.write('\\}');
        this.stack.pop();
        return this.write('}');
      case '&':
        return this.write(this.top?.kind === 'env' && this.top.columns ? '&' : '\\&');
      case '#':
      case '%':
      case '$':
        return this.write(`\\${char}`);
      default:
        return this.write(char);
    }
  }

  private command() {
    const next = this.chars[this.i];
    if (next === undefined) return this.write('\\backslash', true);
    const name = LETTERS.exec(this.chars.slice(this.i, this.i + 64).join(''))?.[0];
    if (!name) {
      if (!MATH_CONTROL_SYMBOLS.has(next)) return this.write('\\backslash', true);
      this.i++;
      this.write(`\\${next}`);
      // \\[…] must hold a length: anything else would stop the run with "Missing number".
      if (next === '\\' && this.bracketAhead(true) && !LENGTH.test(this.ahead(40))) {
        this.write('{}');
      }
      return;
    }
    this.i += name.length;
    if (name === 'begin') return this.begin();
    if (name === 'end') return this.end();
    if (SIZED.has(name)) return this.sized(name);
    if (TEXT_COMMANDS.has(name)) return this.text(name);
    if (!MATH_COMMANDS.has(name)) return this.write(refused(name));
    this.write(`\\${name}`, true);
    // An optional argument with no ] would run on past the formula's end.
    if (OPTIONAL_ARGUMENT.has(name) && this.bracketAhead() && !this.bracketCloses()) {
      this.write('{}');
    }
  }

  /** The next characters, as a string. */
  private ahead(length: number): string {
    return this.chars.slice(this.i, this.i + length).join('');
  }

  /** Whether the next character but spaces (and a star, after \\\\) is `[`. */
  private bracketAhead(star = false): boolean {
    const next = this.ahead(40).replace(star ? /^ *\*? */ : /^ */, '');
    return next.startsWith('[');
  }

  /** Whether the `[` ahead is closed by a `]` at its brace depth, within a short reach. */
  private bracketCloses(): boolean {
    let depth = 0;
    const start = this.chars.indexOf('[', this.i);
    const end = Math.min(this.chars.length, start + OPTIONAL_REACH);
    for (let j = start + 1; j < end; j++) {
      const char = this.chars[j];
      if (char === '\\') j++;
      else if (char === '{') depth++;
      else if (char === '}' && depth-- === 0) return false;
      else if (char === ']' && depth === 0) return true;
    }
    return false;
  }

  private skipSpaces() {
    while (this.chars[this.i] === ' ') this.i++;
  }

  /** The text up to the `}` that closes a `{` just read, or to the end of the formula. */
  private group(): string {
    let depth = 1;
    let text = '';
    while (this.i < this.chars.length) {
      const char = this.chars[this.i++] as string;
      if (char === '\\' && this.i < this.chars.length) {
        text += char + this.chars[this.i++];
        continue;
      }
      if (char === '{') depth++;
      if (char === '}' && --depth === 0) return text;
      text += char;
    }
    return text;
  }

  /** `{name}` after \begin or \end, or undefined (nothing consumed) when there is none. */
  private environmentName(): string | undefined {
    const start = this.i;
    this.skipSpaces();
    const match = /^\{([A-Za-z*]+)\}/.exec(this.chars.slice(this.i, this.i + 40).join(''));
    if (match) {
      this.i += match[0].length;
      return match[1];
    }
    this.i = start;
    return undefined;
  }

  private begin() {
    const start = this.i;
    const name = this.environmentName();
    if (name === undefined || !MATH_ENVIRONMENTS.has(name)) {
      this.i = start;
      return this.write(refused('begin'));
    }
    // split works only in a display; inline, aligned sets the same lines.
    const written = name === 'split' && !this.display ? 'aligned' : name;
    this.write(`\\begin{${written}}`);
    if (name === 'array') this.write(`{${this.columns()}}`);
    // aligned and gathered take [t], [b] or [c]; any other [ would start a runaway argument.
    if (this.bracketAhead() && !/^ *\[[tbc]\]/.test(this.ahead(8))) this.write('{}');
    this.stack.push({ kind: 'env', name: written, columns: !ONE_COLUMN.has(name) });
  }

  /** An array's column letters: l, c, r and rules only, since @{…} and >{…} hold code. */
  private columns(): string {
    const start = this.i;
    this.skipSpaces();
    if (this.chars[this.i] !== '{') {
      this.i = start;
      return 'c';
    }
    this.i++;
    // Letters inside @{…}, >{…}, p{…} are code or lengths, not columns.
    let spec = '';
    let depth = 0;
    for (const char of this.group()) {
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (depth === 0 && /[lcr|]/.test(char)) spec += char;
    }
    return /[lcr]/.test(spec) ? spec : 'c';
  }

  private end() {
    const start = this.i;
    const name = this.environmentName();
    const top = this.top;
    const written = name === 'split' && !this.display ? 'aligned' : name;
    if (top?.kind !== 'env' || top.name !== written) {
      this.i = start;
      return this.write(refused('end'));
    }
    this.stack.pop();
    this.write(`\\end{${written}}`);
  }

  /** The delimiter after \left, \right or \big…, or '.' (none) when what follows is not one. */
  private delimiter(): string {
    this.skipSpaces();
    const char = this.chars[this.i];
    if (char !== undefined && DELIMITER_CHARS.has(char)) {
      this.i++;
      return char;
    }
    if (char === '\\') {
      const next = this.chars[this.i + 1] ?? '';
      if ('{}|'.includes(next) && next) {
        this.i += 2;
        return `\\${next}`;
      }
      const name = LETTERS.exec(this.chars.slice(this.i + 1, this.i + 40).join(''))?.[0];
      if (name && DELIMITER_COMMANDS.has(name)) {
        this.i += 1 + name.length;
        return `\\${name}`;
      }
    }
    return '.';
  }

  /** \left and \right in pairs (a lone \right keeps only its delimiter), \middle between. */
  private sized(name: string) {
    const delimiter = this.delimiter();
    if (name === 'left') this.stack.push({ kind: 'left' });
    else if (name === 'right' || name === 'middle') {
      if (this.top?.kind !== 'left') {
        return this.write(delimiter === '.' ? '' : delimiter, /[A-Za-z]$/.test(delimiter));
      }
      if (name === 'right') this.stack.pop();
    }
    this.write(`\\${name}`, true);
    this.write(delimiter, /[A-Za-z]$/.test(delimiter));
  }

  /** \text{…}: its argument is prose, escaped as prose is (commands and all). */
  private text(name: string) {
    this.skipSpaces();
    let argument = '';
    if (this.chars[this.i] === '{') {
      this.i++;
      argument = this.group();
    } else if (this.i < this.chars.length) argument = this.chars[this.i++] as string;
    this.write(`\\${name}{${escapeProse(argument)}}`);
  }
}

/** A formula with only allowed commands, balanced braces, environments and \left…\right. */
export function sanitizeMath(math: string, display = false): string {
  return new MathWriter(math, display).run();
}
