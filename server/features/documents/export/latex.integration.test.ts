import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeLatex } from './latex';

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

/** The log of a run that goes on past errors, as a user's editor would. */
async function compileThroughErrors(source: string, engine: Engine): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'redraft-latex-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'doc.tex'), source);
  const args = ['-interaction=nonstopmode', '-no-shell-escape', 'doc.tex'];
  await run(engine, args, { cwd: dir, timeout: COMPILE_TIMEOUT }).catch(() => undefined);
  return readFileSync(join(dir, 'doc.log'), 'utf8');
}

async function compile(source: string, engine: Engine): Promise<{ log: string; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'redraft-latex-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'doc.tex'), source);
  const args = ['-interaction=nonstopmode', '-halt-on-error', '-no-shell-escape', 'doc.tex'];
  const failure = await run(engine, args, { cwd: dir, timeout: COMPILE_TIMEOUT }).then(
    () => null,
    (error: Error) => error,
  );
  const log = existsSync(join(dir, 'doc.log')) ? readFileSync(join(dir, 'doc.log'), 'utf8') : '';
  if (failure) throw new Error(`${engine} failed: ${failure.message}\n${log.slice(-3000)}`);
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', join(dir, 'doc.pdf'), '-']);
  return { log, text: stdout };
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

  it(
    'runs no Lua from a formula, whichever way round the command is named',
    async () => {
      // Each payload would print the marker (built by Lua, so never in the log's quoted source).
      const lua = 'texio.write_nl("LUA".."RAN")';
      const formulas = [
        `\\ExplSyntaxOn \\tex_directlua:D{${lua}} \\ExplSyntaxOff`,
        `\\UseName{directlua}{${lua}}`,
        `\\ExpandArgs{c}\\relax{directlua}{${lua}}`,
        `\\ifcsname directlua\\endcsname\\lastnamedcs{${lua}}\\fi`,
        `\\begincsname directlua\\endcsname{${lua}}`,
        `\\expandafter\\scantokens\\expandafter{\\string\\dire ctlua{${lua}}}`,
        `\\latelua{${lua}}`,
        `\\directlua{${lua}}`,
      ];
      const { source } = writeLatex(`中文 ${formulas.map((math) => `$${math}$`).join('\n\n')}`);
      const log = await compileThroughErrors(source, 'lualatex');
      expect(log, log.slice(-3000)).toContain('Output written on doc.pdf');
      expect(log.split('\n').filter((line) => line.includes('LUARAN'))).toEqual([]);
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
