import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLatex } from './latex';
import { MATH_COMMANDS, MATH_ENVIRONMENTS } from './latex-math-commands';
import { LUALATEX_PREAMBLE, PDFLATEX_PREAMBLE } from './latex-preamble';

// Compiles the writer's own output with Debian's TeX Live (.ci/run installs texlive-latex-base,
// texlive-latex-recommended and texlive-luatex) and reads the PDF back with poppler's pdftotext.
const run = promisify(execFile);
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

type Engine = 'pdflatex' | 'lualatex';
// The first lualatex run on a machine builds luaotfload's font cache (about 15 s here).
const COMPILE_TIMEOUT = 180_000;

/**
 * Compiles in a fresh directory (with `files` beside the document) and reads the PDF back;
 * a failed run throws with the log's end.
 */
async function compile(
  source: string,
  engine: Engine,
  files: Record<string, string> = {},
): Promise<{ log: string; text: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'redraft-latex-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  writeFileSync(join(dir, 'doc.tex'), source);
  const args = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'doc.tex'];
  const failure = await run(engine, args, { cwd: dir, timeout: COMPILE_TIMEOUT }).then(
    () => null,
    (error: Error) => error,
  );
  const log = existsSync(join(dir, 'doc.log')) ? readFileSync(join(dir, 'doc.log'), 'utf8') : '';
  if (failure) throw new Error(`${engine} failed: ${failure.message}\n${log.slice(-3000)}`);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'doc.pdf'), '-']);
  return { log, text: stdout, dir };
}

/**
 * Text as compared: NFKC (math italic 𝜋 is π, ² is 2, … is ...), with no spaces, line breaks
 * or the bidi marks pdftotext puts around right-to-left runs.
 */
const flat = (text: string) => text.normalize('NFKC').replace(/[\s\p{Cf}]/gu, '');

function expectText(text: string, expected: string[]) {
  const got = flat(text);
  for (const snippet of expected) expect(got, `${snippet} in:\n${text}`).toContain(flat(snippet));
}

const missing = (log: string) =>
  log.split('\n').filter((line) => line.includes('Missing character'));

const LATIN = [
  '# Heading one',
  '## Heading two',
  '### Heading three',
  'Specials: \\ { } # $ % & _ ~ ^ < > | and a \\$ sign; it costs $5 and $10.',
  'Some **bold** and *italic* words with `code`.',
  '- first & item\n- second item',
  '1. step one\n2. step two',
  'Inline $e^{i\\pi}+1=0$ and \\(a^2+b^2=c^2\\).',
  '$$\\sum_{k=1}^n k = \\frac{n(n+1)}{2}$$',
  '\\[\\int_0^1 x\\,dx\\]',
  'Greek π ≈ 3.14, αβγδεζηθικλμνξοπρσςτυφχψω, Ω ≈ ≤ ≥ → ∞ ∑ ± × 20°C €5 ½.',
  '“Curly” ‘quotes’ — dashes – and … ellipsis ‚low„ † ‡ ‰ ′ ″ ™ © ® § ¶.',
  'Café naïve façade Ångström Œuvre Straße Łódź Dvořák.',
  `Long ${'Supercalifragilisticexpialidocious'.repeat(6)} end.`,
].join('\n\n');

const LATIN_TEXT = [
  'Heading one',
  'Heading two',
  'Heading three',
  'Specials: \\ { } # $ % & _ ~ ^ < > | and a $ sign; it costs $5 and $10.',
  'Some bold and italic words with code.',
  'first & item',
  '2. step two',
  'eiπ + 1 = 0',
  'a2 + b2 = c2',
  '∑',
  '∫',
  // Greek omicron is the Latin o, as in LaTeX itself; ∑ in prose is the big operator, which
  // pdftotext reads out of line.
  'Greek π ≈ 3.14, αβγδεζηθικλμνξoπρσςτυφχψω, Ω ≈ ≤ ≥ → ∞',
  '± × 20°C €5 ½.',
  '“Curly” ‘quotes’ — dashes – and … ellipsis ‚low„ † ‡ ‰ ′ ″ ™ © ® § ¶.',
  'Café naïve façade Ångström Œuvre Straße Łódź Dvořák.',
  `Long ${'Supercalifragilisticexpialidocious'.repeat(6)} end.`,
];

const SCRIPTS = [
  '# Scripts 中文 & more',
  'Cyrillic: Привет, мир! Ёжик.',
  'CJK: 中文 日本語 한국어 ひらがな カタカナ.',
  `Unspaced: ${'中文日本語かな'.repeat(30)}.`,
  'Emoji: 😀 👍🏽 ok.',
  'Arabic: العربية مرحبا 2024. Hebrew: שלום עולם.',
  'Also π ≈ 3.14, $α+β ≤ ∞$, 50% & #1, Ħamrun ħ.',
].join('\n\n');

const SCRIPTS_TEXT = [
  'Scripts 中文 & more',
  'Привет, мир! Ёжик.',
  '中文 日本語 한국어 ひらがな カタカナ.',
  `Unspaced: ${'中文日本語かな'.repeat(30)}.`,
  '😀 👍🏽 ok',
  'العربية مرحبا',
  'שלום עולם',
  'π ≈ 3.14, α + β ≤ ∞, 50% & #1, Ħamrun ħ.',
];

// Each payload would print the marker (built by Lua, so never in the log's quoted source).
const LUA = 'texio.write_nl("LUA".."RAN")';

/** docs/decisions/105-formulas-run-no-lua.md's ways round a block list, file access, ^^ escapes and
 * brace tricks (docs/decisions/106-formulas-allow-list.md). */
const HOSTILE = [
  `\\ExplSyntaxOn \\tex_directlua:D{${LUA}} \\ExplSyntaxOff`,
  `\\UseName{directlua}{${LUA}}`,
  `\\ExpandArgs{c}\\relax{directlua}{${LUA}}`,
  `\\ifcsname directlua\\endcsname\\lastnamedcs{${LUA}}\\fi`,
  `\\begincsname directlua\\endcsname{${LUA}}`,
  `\\expandafter\\scantokens\\expandafter{\\string\\dire ctlua{${LUA}}}`,
  `\\latelua{${LUA}}`,
  `\\directlua{${LUA}}`,
  `^^5cdirectlua{${LUA}}`,
  'x^^5cinput{secret}',
  '\\input{secret} \\input secret',
  '\\catcode`\\!=0 !input{secret}',
  '\\def\\x{\\input{secret}}\\x',
  '\\csname input\\endcsname{secret}',
  '\\immediate\\write18{touch pwned}',
  '\\newwrite\\f\\immediate\\openout\\f=pwned.tex\\immediate\\write\\f{x}',
  '\\begin{filecontents*}{pwned.tex}x\\end{filecontents*}',
  'x} \\end{document}',
  '}$ \\input{secret} $',
  '\\text{$\\input{secret}$ \\end{document}}',
  '\\begin{array}{>{\\input{secret}}c} a \\end{array}',
  '\\left( \\begin{matrix} {a & b',
  '\\sqrt[3 x \\\\[oops] y \\begin{aligned}[x a \\end{aligned}',
];

/** Formulas a model writes every day, in every environment the allow-list opens. */
const ORDINARY = [
  'Roots $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$ and $\\binom{n}{k}$.',
  '$$\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix} \\begin{bmatrix} 1 \\\\ 0 \\end{bmatrix} \\begin{vmatrix} 1 & 2 \\\\ 3 & 4 \\end{vmatrix} \\begin{Vmatrix} x \\end{Vmatrix} \\begin{matrix} 0 \\end{matrix} \\bigl( \\begin{smallmatrix} 1 & 0 \\end{smallmatrix} \\bigr)$$',
  '\\[|x| = \\begin{cases} x & \\text{if } x \\geq 0 \\\\ -x & \\text{otherwise} \\end{cases}\\]',
  '\\[\\begin{split} (a+b)^2 &= a^2 + 2ab + b^2 \\\\ &\\geq 0 \\end{split}\\]',
  'Inline $\\begin{aligned} a &= b \\end{aligned}$, $\\begin{gathered} c \\\\ d \\end{gathered}$ and $\\begin{array}{|c|l|} 1 & x \\end{array}$.',
  '$$\\sum_{k=1}^{n} k^2 = \\frac{n(n+1)(2n+1)}{6}, \\quad \\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}, \\quad \\oint_C \\vec{F} \\cdot d\\vec{r}$$',
  '\\(\\lim_{x \\to 0} \\frac{\\sin x}{x} = 1\\), \\(\\log_2 8 = 3\\), \\(\\left\\langle u \\middle| v \\right\\rangle \\leq \\lVert u \\rVert \\, \\lVert v \\rVert\\)',
  'Greek $\\alpha \\beta \\gamma \\Delta \\Omega \\varepsilon \\vartheta \\varphi$, $\\mathbb{R} \\mathcal{F} \\mathfrak{g} \\boldsymbol{v} \\operatorname{tr}(A)$, $\\hat{x} \\widetilde{xy} \\overbrace{a+b}^{2} \\underbrace{c}_{1}$.',
  'Formulas end.',
].join('\n\n');

describe('LaTeX export compiled by TeX Live', () => {
  const latin = writeLatex(LATIN, 'Notes #1 & “more”', 'Łucja Ω');

  it(
    'sets Latin text, specials, Greek, symbols and math with pdflatex',
    async () => {
      expect(latin.beyondPdflatex).toBe(0);
      expect(latin.source).toContain('Compiles with pdflatex');
      const { log, text } = await compile(latin.source, 'pdflatex');
      expect(missing(log)).toEqual([]);
      expect(log).not.toContain('Overfull \\hbox');
      expectText(text, ['Notes #1 & “more”', 'Łucja Ω', ...LATIN_TEXT]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'sets the same pdflatex file with lualatex',
    async () => {
      const { log, text } = await compile(latin.source, 'lualatex');
      expect(missing(log)).toEqual([]);
      expectText(text, ['Notes #1 & “more”', 'Łucja Ω', ...LATIN_TEXT]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'sets Cyrillic, CJK, emoji, Arabic and Hebrew with lualatex and the fallback fonts',
    async () => {
      const scripts = writeLatex(SCRIPTS, 'Scripts 日本語', 'Ана');
      expect(scripts.beyondPdflatex).toBeGreaterThan(0);
      expect(scripts.source).toContain('compile it with lualatex');
      const { log, text } = await compile(scripts.source, 'lualatex');
      expect(missing(log)).toEqual([]);
      expect(log).not.toContain('Overfull \\hbox');
      expectText(text, ['Scripts 日本語', 'Ана', ...SCRIPTS_TEXT]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'still compiles Thai, which none of the Debian fonts it names covers',
    async () => {
      const thai = writeLatex('Thai: ภาษาไทย สวัสดี, then English.');
      const { log, text } = await compile(thai.source, 'lualatex');
      const lines = missing(log);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((line) => /U\+0E[0-7][0-9A-F]/.test(line))).toBe(true);
      expectText(text, ['Thai:', ', then English.']);
    },
    COMPILE_TIMEOUT,
  );

  it.each([
    ['a lualatex document', 'lualatex', '中文 '],
    ['a pdflatex document', 'pdflatex', ''],
    ['a pdflatex document', 'lualatex', ''],
  ] as const)(
    'compiles hostile formulas in %s with %s, reading, writing and running nothing',
    async (_, engine, prefix) => {
      const { source } = writeLatex(
        `${prefix}${HOSTILE.map((math, i) => (i % 2 ? `\\(${math}\\)` : `\\[${math}\\]`)).join('\n\n')}\n\nafter the formulas`,
      );
      expect(source.includes('compile it with lualatex')).toBe(prefix !== '');
      const secret = '\\typeout{FILE\\space WAS\\space READ}Leaked';
      const { log, text, dir } = await compile(source, engine, { 'secret.tex': secret });
      const lines = log.split('\n');
      expect(lines.filter((line) => /LUARAN|FILE WAS READ/.test(line))).toEqual([]);
      expect(text).not.toContain('Leaked');
      expect(readdirSync(dir).sort()).toEqual([
        'doc.aux',
        'doc.log',
        'doc.pdf',
        'doc.tex',
        'secret.tex',
      ]);
      // A refused command is shown by name.
      expectText(text, ['\\directlua', '\\input', 'after the formulas']);
    },
    COMPILE_TIMEOUT,
  );

  it.each(['pdflatex', 'lualatex'] as const)(
    'sets ordinary formulas with %s',
    async (engine) => {
      const { source, beyondPdflatex } = writeLatex(ORDINARY);
      expect(beyondPdflatex).toBe(0);
      expect(source).not.toContain('\\backslash\\mathrm');
      const { log, text } = await compile(source, engine);
      expect(missing(log)).toEqual([]);
      expectText(text, ['otherwise', 'if', 'Formulas end.']);
    },
    COMPILE_TIMEOUT,
  );

  it.each([
    ['pdflatex', 'pdflatex', PDFLATEX_PREAMBLE],
    ['pdflatex', 'lualatex', PDFLATEX_PREAMBLE],
    ['lualatex', 'lualatex', LUALATEX_PREAMBLE],
  ] as const)(
    'defines every allowed command and environment under the %s preamble with %s',
    async (_, engine, preamble) => {
      const checks = [
        ...[...MATH_COMMANDS].map(
          (name) => `\\ifdefined\\${name}\\else\\typeout{UNDEFINED ${name}}\\fi`,
        ),
        ...[...MATH_ENVIRONMENTS].map(
          (name) => `\\ifcsname ${name}\\endcsname\\else\\typeout{UNDEFINED ${name}}\\fi`,
        ),
      ];
      const source = `${preamble}\n\\begin{document}\n${checks.join('\n')}\nx\n\\end{document}\n`;
      const { log } = await compile(source, engine);
      expect(log.split('\n').filter((line) => line.startsWith('UNDEFINED'))).toEqual([]);
    },
    COMPILE_TIMEOUT,
  );

  it(
    'compiles an empty text under the default title',
    async () => {
      const empty = writeLatex('');
      expect(empty.beyondPdflatex).toBe(0);
      const { text } = await compile(empty.source, 'pdflatex');
      expectText(text, ['Mathematical Document']);
    },
    COMPILE_TIMEOUT,
  );
});
