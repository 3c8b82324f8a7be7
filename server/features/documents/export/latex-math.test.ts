import { describe, expect, it } from 'vitest';
import { sanitizeMath } from './latex-math';
import { MATH_COMMANDS, MATH_ENVIRONMENTS } from './latex-math-commands';
import { MATH_SYMBOLS } from './latex-symbols';

/** Formulas a model writes every day: each must pass through unchanged. */
const ORDINARY = [
  'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}',
  '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
  '\\det \\begin{vmatrix} 1 & 2 \\\\ 3 & 4 \\end{vmatrix} = -2',
  'A = \\begin{bmatrix} 1 & 0 \\\\ 0 & 1 \\end{bmatrix}',
  '|x| = \\begin{cases} x & \\text{if } x \\geq 0, \\\\ -x & \\text{otherwise} \\end{cases}',
  '\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}',
  '\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}',
  '\\oint_C \\vec{F} \\cdot d\\vec{r} = \\iint_S (\\nabla \\times \\vec{F}) \\cdot d\\vec{S}',
  '\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1',
  '\\prod_{i=1}^{n} x_i \\leq \\left( \\frac{1}{n} \\sum_{i=1}^{n} x_i \\right)^n',
  '\\alpha + \\beta = \\gamma, \\quad \\Delta \\Omega \\approx \\theta \\varepsilon',
  '\\forall \\epsilon > 0\\; \\exists \\delta > 0 : |x - a| < \\delta \\implies |f(x) - f(a)| < \\epsilon',
  '\\mathbb{R}^n \\subseteq \\mathcal{H}, \\; x \\in \\mathbf{X} \\setminus \\{0\\}',
  '\\binom{n}{k} = \\frac{n!}{k!\\,(n-k)!}',
  '\\begin{aligned} a &= b + c \\\\ &= d \\end{aligned}',
  '\\begin{array}{|c|l|} 1 & x \\\\ 2 & y \\end{array}',
  '\\operatorname{tr}(A) = \\sum_i a_{ii}, \\quad \\hat{x}, \\bar{y}, \\tilde{z}, \\overline{AB}',
  '\\underbrace{1 + \\cdots + 1}_{n} = n, \\quad x_1, \\ldots, x_n',
  'P(A \\mid B) = \\frac{P(B \\mid A)\\,P(A)}{P(B)} \\propto P(B \\mid A)',
  "f'(x) = \\lim_{h \\to 0} \\frac{f(x+h) - f(x)}{h}, \\ 50\\% \\ \\$5",
  '\\Big( \\bigl[ x \\bigr] \\Big) \\left\\{ y \\middle| z \\right\\}',
];

/** What escapeProse writes inside \\text{…}. */
const PROSE_COMMANDS = new Set([
  'textbackslash',
  'textasciicircum',
  'textasciitilde',
  'textless',
  'textgreater',
  'textbar',
  'RedraftBreak',
  'ensuremath',
  'textdir',
]);

/** Checks what TeX would read: no command but allowed ones, nothing unbalanced, no ^^. */
function expectHarmless(out: string, input: string) {
  const context = `${input}\n→ ${out}`;
  expect(out, context).not.toMatch(/\^\s*\^/);
  const stack: string[] = [];
  for (let i = 0; i < out.length; i++) {
    const char = out[i];
    if (char === '\\') {
      const name = /^[A-Za-z]+/.exec(out.slice(i + 1))?.[0];
      if (!name) {
        i++;
        continue;
      }
      i += name.length;
      const env = /^\{([A-Za-z*]+)\}/.exec(out.slice(i + 1))?.[1];
      if (name === 'begin' || name === 'end') {
        expect(MATH_ENVIRONMENTS.has(env ?? ''), context).toBe(true);
        if (name === 'begin') stack.push(`env:${env}`);
        else expect(stack.pop(), context).toBe(`env:${env}`);
      } else if (name === 'left') stack.push('left');
      else if (name === 'right') expect(stack.pop(), context).toBe('left');
      else {
        const allowed = MATH_COMMANDS.has(name) || PROSE_COMMANDS.has(name) || name === 'backslash';
        expect(allowed, `\\${name} in ${context}`).toBe(true);
      }
    } else if (char === '{') stack.push('{');
    else if (char === '}') expect(stack.pop(), context).toBe('{');
    else expect('$%#', context).not.toContain(char);
  }
  expect(stack, context).toEqual([]);
}

describe('formulas are written with allowed commands only', () => {
  it.each(ORDINARY)('keeps %s unchanged', (math) => {
    expect(sanitizeMath(math, true)).toBe(math);
    expectHarmless(math, math);
  });

  it('allows every command the writer itself uses for Unicode symbols', () => {
    for (const command of Object.values(MATH_SYMBOLS)) expect(sanitizeMath(command)).toBe(command);
  });

  it('shows a refused command by its name, set in roman', () => {
    expect(sanitizeMath('x + \\input{/etc/passwd}')).toBe(
      'x + \\backslash\\mathrm{input}{/etc/passwd}',
    );
    expect(sanitizeMath('\\frac{a}{b} \\inputs')).toBe('\\frac{a}{b} \\backslash\\mathrm{inputs}');
  });

  it.each([
    // docs/decisions/105-formulas-run-no-lua.md's six ways round the block list, and \directlua
    // itself.
    ['\\ExplSyntaxOn \\tex_directlua:D{x} \\ExplSyntaxOff', 'ExplSyntaxOn'],
    ['\\UseName{directlua}{x}', 'UseName'],
    ['\\ExpandArgs{c}\\relax{directlua}{x}', 'ExpandArgs'],
    ['\\ifcsname directlua\\endcsname\\lastnamedcs{x}\\fi', 'lastnamedcs'],
    ['\\begincsname directlua\\endcsname{x}', 'begincsname'],
    ['\\expandafter\\scantokens\\expandafter{\\string\\dire ctlua{x}}', 'scantokens'],
    ['\\latelua{x}', 'latelua'],
    ['\\directlua{os.execute("x")}', 'directlua'],
    // File access and redefinitions.
    ['\\input{/etc/passwd}', 'input'],
    ['\\immediate\\write18{rm -rf ~}', 'write'],
    ['\\catcode`\\@=0 @input x', 'catcode'],
    ['\\def\\alpha{\\input{x}}', 'def'],
    ['\\csname directlua\\endcsname{x}', 'csname'],
    ['\\openin5=/etc/passwd \\read5 to\\x', 'openin'],
    ['\\pdfobj file {/etc/passwd}', 'pdfobj'],
    ['\\luaexec{x}', 'luaexec'],
  ])('refuses %s', (math, name) => {
    const out = sanitizeMath(math);
    expect(out).toContain(`\\backslash\\mathrm{${name}}`);
    expectHarmless(out, math);
  });

  it('keeps no two carets together, so ^^5c cannot spell a backslash', () => {
    expect(sanitizeMath('^^5cinput{/etc/passwd}')).toBe('^{\\wedge}5cinput{/etc/passwd}');
    expect(sanitizeMath('x^^^^005cdirectlua{x}')).toBe('x^{\\wedge\\wedge\\wedge}005cdirectlua{x}');
    expect(sanitizeMath('\\^^5cinput')).toBe('\\backslash^{\\wedge}5cinput');
    expect(sanitizeMath('x^2 y^{n}')).toBe('x^2 y^{n}');
  });

  it('opens only the listed environments, and closes only the one open', () => {
    expect(sanitizeMath('\\begin{filecontents}{a.tex}x\\end{filecontents}')).toBe(
      '\\backslash\\mathrm{begin}{filecontents}{a.tex}x\\backslash\\mathrm{end}{filecontents}',
    );
    expect(sanitizeMath('x \\end{document} \\input{y}')).toBe(
      'x \\backslash\\mathrm{end}{document} \\backslash\\mathrm{input}{y}',
    );
    expect(sanitizeMath('\\begin{matrix} a \\end{cases}')).toBe(
      '\\begin{matrix} a \\backslash\\mathrm{end}{cases}\\end{matrix}',
    );
    expect(sanitizeMath('\\begin{split} a &= b \\end{split}')).toBe(
      '\\begin{aligned} a &= b \\end{aligned}',
    );
    expect(sanitizeMath('\\begin{split} a &= b \\end{split}', true)).toBe(
      '\\begin{split} a &= b \\end{split}',
    );
  });

  it("keeps only an array's column letters, never the code @{…} or >{…} would run", () => {
    expect(
      sanitizeMath('\\begin{array}{c@{\\directlua{x}}>{\\input{y}}l} a & b \\end{array}'),
    ).toBe('\\begin{array}{cl} a & b \\end{array}');
    expect(sanitizeMath('\\begin{array} a \\end{array}')).toBe('\\begin{array}{c} a \\end{array}');
  });

  it('balances braces: a stray } is shown, an open { is closed', () => {
    expect(sanitizeMath('x}$ \\input{y} $')).toBe('x\\}\\$ \\backslash\\mathrm{input}{y} \\$');
    expect(sanitizeMath('}} \\end{document}')).toBe('\\}\\} \\backslash\\mathrm{end}{document}');
    expect(sanitizeMath('\\frac{a}{b')).toBe('\\frac{a}{b}');
    expect(sanitizeMath('\\left( \\begin{matrix} {a')).toBe(
      '\\left( \\begin{matrix} {a}\\end{matrix}\\right.',
    );
    expect(sanitizeMath('x \\right) + \\middle| y')).toBe('x ) + | y');
    expect(sanitizeMath('x^\\right.^5c')).toBe('x^{}^5c');
    expect(sanitizeMath('\\left x \\right')).toBe('\\left.x \\right.');
  });

  it('ends an optional argument that has no ] before it runs past the formula', () => {
    expect(sanitizeMath('\\sqrt[3]{x} + \\sqrt[n{]}{y}')).toBe('\\sqrt[3]{x} + \\sqrt{}[n{]}{y}');
    expect(sanitizeMath('\\sqrt[3 x')).toBe('\\sqrt{}[3 x');
    expect(sanitizeMath('a \\\\[2pt] b \\\\[x] c \\\\*[1em] d')).toBe(
      'a \\\\[2pt] b \\\\{}[x] c \\\\*[1em] d',
    );
    expect(
      sanitizeMath('\\begin{aligned}[t] a \\end{aligned} \\begin{gathered}[x b \\end{gathered}'),
    ).toBe('\\begin{aligned}[t] a \\end{aligned} \\begin{gathered}{}[x b \\end{gathered}');
  });

  it('escapes # % $ and & outside an alignment, and drops control characters', () => {
    expect(sanitizeMath('#1 % comment $ a & b')).toBe('\\#1 \\% comment \\$ a \\& b');
    expect(sanitizeMath('a\u000cb\u0000c\nd')).toBe('abc d');
    expect(sanitizeMath('{ a & b }')).toBe('{ a \\& b }');
  });

  it('escapes the argument of \\text as prose', () => {
    expect(sanitizeMath('\\text{if $x$ \\input{y} 50% ^^5c}')).toBe(
      '\\text{if \\$x\\$ \\textbackslash{}input\\{y\\} 50\\% \\textasciicircum{}\\textasciicircum{}5c}',
    );
    expect(sanitizeMath('\\text\\input x')).toBe('\\text{\\textbackslash{}}input x');
    expect(sanitizeMath('\\text{unclosed')).toBe('\\text{unclosed}');
  });

  it('ends a command name where TeX would, even before a letter lualatex reads as one', () => {
    expect(sanitizeMath('\\pié + \\alpha')).toBe('\\pi é + \\alpha');
    expect(sanitizeMath('\\π')).toBe('\\backslash π');
  });

  it('leaves nothing harmful in random mixes of TeX specials and dangerous names', () => {
    const pieces = [
      '\\',
      '{',
      '}',
      '^',
      '^^5c',
      '$',
      '%',
      '#',
      '&',
      '\\\\',
      'input',
      'directlua',
      '\\begin{',
      '\\end{',
      'matrix}',
      'document}',
      '\\left',
      '\\right',
      '\\text{',
      '\\catcode',
      ' ',
      'x',
      '\\csname',
      '@',
      '~',
      '\\begin{array}{',
      '\\def',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 2000; n++) {
      const length = 1 + Math.floor(random() * 12);
      const math = Array.from({ length }, () => pieces[Math.floor(random() * pieces.length)]).join(
        '',
      );
      expectHarmless(sanitizeMath(math, random() < 0.5), math);
    }
  });
});
