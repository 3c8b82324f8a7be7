import { describe, expect, it } from 'vitest';
import { inlineLatex, splitMath, writeLatex } from './latex';
import { escapeProse } from './latex-prose';

describe('LaTeX escaping of prose', () => {
  it.each([
    ['#', '\\#'],
    ['$', '\\$'],
    ['%', '\\%'],
    ['&', '\\&'],
    ['~', '\\textasciitilde{}'],
    ['_', '\\_'],
    ['^', '\\textasciicircum{}'],
    ['\\', '\\textbackslash{}'],
    ['{', '\\{'],
    ['}', '\\}'],
    ['<', '\\textless{}'],
    ['>', '\\textgreater{}'],
    ['|', '\\textbar{}'],
  ])('escapes %s', (char, escaped) => {
    expect(escapeProse(`a${char}b`)).toBe(`a${escaped}b`);
  });

  it('escapes all of them together, and leaves ordinary text and accents alone', () => {
    expect(escapeProse('Profit & loss: 50% of #1_total ~ {x^2} \\ café')).toBe(
      'Profit \\& loss: 50\\% of \\#1\\_total \\textasciitilde{} \\{x\\textasciicircum{}2\\} \\textbackslash{} café',
    );
  });

  it('keeps characters pdflatex cannot set, never a question mark, and counts them', () => {
    const counter = { beyondPdflatex: 0 };
    expect(escapeProse('ok 🙂 漢字 Привет', counter)).toBe('ok 🙂 漢\\RedraftBreak{}字 Привет');
    expect(counter.beyondPdflatex).toBe(9);
  });

  it('sends the Latin letters pdflatex has no glyph for to lualatex', () => {
    for (const char of 'ĦħĸĿŀŉŦŧſ') {
      const counter = { beyondPdflatex: 0 };
      escapeProse(char, counter);
      expect(counter.beyondPdflatex, char).toBe(1);
    }
    const counter = { beyondPdflatex: 0 };
    escapeProse('Łódź Dvořák Œuvre Straße ‰ ″', counter);
    expect(counter.beyondPdflatex).toBe(0);
  });

  it('lets CJK break after any character and long words every 15, never inside a cluster', () => {
    expect(escapeProse('中文。ok')).toBe(
      '中\\RedraftBreak{}文\\RedraftBreak{}。\\RedraftBreak{}ok',
    );
    const word = 'a'.repeat(31);
    expect(escapeProse(`x ${word} y`)).toBe(
      `x ${'a'.repeat(15)}\\RedraftBreak{}${'a'.repeat(15)}\\RedraftBreak{}a y`,
    );
    expect(escapeProse('a'.repeat(30))).toBe('a'.repeat(30));
    const thumbs = `${'b'.repeat(14)}👍🏽${'b'.repeat(20)}`;
    expect(escapeProse(thumbs).startsWith(`${'b'.repeat(14)}👍🏽\\RedraftBreak{}`)).toBe(true);
  });

  it('sets right-to-left runs right to left, digits and Latin outside them', () => {
    expect(escapeProse('Arabic العربية مرحبا 2024, Hebrew שלום.')).toBe(
      'Arabic {\\textdir TRT العربية مرحبا} 2024, Hebrew {\\textdir TRT שלום}.',
    );
  });

  it('keeps degrees, superscripts and fractions as text symbols in prose, math in formulas', () => {
    expect(escapeProse('20°C, x², ½')).toBe(
      '20\\textdegree{}C, x\\texttwosuperior{}, \\textonehalf{}',
    );
    expect(inlineLatex('$90°$')).toBe('$90{^\\circ}$');
  });

  it('writes Greek letters and common symbols as LaTeX commands', () => {
    const counter = { beyondPdflatex: 0 };
    expect(escapeProse('π ≈ 3.14; Δx → 0; αβγ ≤ ∞; ΑΩ', counter)).toBe(
      '\\ensuremath{\\pi} \\ensuremath{\\approx} 3.14; \\ensuremath{\\Delta}x \\ensuremath{\\rightarrow} 0; ' +
        '\\ensuremath{\\alpha}\\ensuremath{\\beta}\\ensuremath{\\gamma} \\ensuremath{\\leq} \\ensuremath{\\infty}; ' +
        '\\ensuremath{\\mathrm{A}}\\ensuremath{\\Omega}',
    );
    expect(counter.beyondPdflatex).toBe(0);
    expect(inlineLatex('Area $π r²$ and $α+β$')).toBe(
      ['Area $', '{\\pi} r{^2}', '$ and $', '{\\alpha}+{\\beta}', '$'].join(''),
    );
  });
});

describe('math is kept as math', () => {
  it('keeps $…$, \\(…\\), \\[…\\] and $$…$$', () => {
    expect(inlineLatex('Euler: $e^{i\\pi}+1=0$ holds.')).toBe('Euler: $e^{i\\pi}+1=0$ holds.');
    expect(inlineLatex('Area \\(\\pi r^2\\) here')).toBe('Area $\\pi r^2$ here');
    expect(inlineLatex('Then \\[x_1 + x_2\\] done')).toBe('Then \n\\[\nx_1 + x_2\n\\]\n done');
    expect(inlineLatex('Sum $$\\sum_{k=1}^n k$$ end')).toBe(
      'Sum \n\\[\n\\sum_{k=1}^n k\n\\]\n end',
    );
  });

  it('escapes prose around math but not inside it', () => {
    expect(inlineLatex('50% of $a_1^2$ & more_')).toBe('50\\% of $a_1^2$ \\& more\\_');
  });

  it('reads dollars of money as prose', () => {
    expect(splitMath('It costs $5 and $10 today.')).toEqual([
      { math: false, text: 'It costs $5 and $10 today.' },
    ]);
    expect(inlineLatex('It costs $5 and $10 today.')).toBe('It costs \\$5 and \\$10 today.');
    expect(inlineLatex('A \\$ sign')).toBe('A \\$ sign');
  });
});

describe('the LaTeX document', () => {
  it('is complete: class, packages, title, author, body and end', () => {
    const { source } = writeLatex(
      '# Results\n\nThe mean is $\\mu$.\n\n- first & one\n- second\n\n1. step\n2. step',
      'Notes #1',
      'Ada & Co',
    );
    expect(source).toContain('\\documentclass[11pt]{article}');
    expect(source).toContain('\\usepackage{amsmath}');
    expect(source).toContain('\\title{Notes \\#1}');
    expect(source).toContain('\\author{Ada \\& Co}');
    expect(source).toContain('\\begin{document}\n\\maketitle');
    expect(source).toContain('\\section*{Results}');
    expect(source).toContain('The mean is $\\mu$.');
    expect(source).toContain(
      '\\begin{itemize}\n  \\item first \\& one\n  \\item second\n\\end{itemize}',
    );
    expect(source).toContain('\\begin{enumerate}\n  \\item step\n  \\item step\n\\end{enumerate}');
    expect(source.trimEnd().endsWith('\\end{document}')).toBe(true);
  });

  it('stays a pdflatex document for Greek and symbols, with no question mark', () => {
    const { source, beyondPdflatex } = writeLatex(
      'The ratio π ≈ 3.14159 and θ ∈ [0, 2π).',
      'Circles σ',
    );
    expect(beyondPdflatex).toBe(0);
    expect(source).toContain('\\usepackage[utf8]{inputenc}');
    expect(source).toContain('\\title{Circles \\ensuremath{\\sigma}}');
    expect(source).toContain('The ratio \\ensuremath{\\pi} \\ensuremath{\\approx} 3.14159');
    expect(source).not.toContain('?');
    // ASCII only: nothing left for pdflatex's input encoding to stumble on.
    expect([...source].every((char) => char.charCodeAt(0) < 128)).toBe(true);
  });

  it('keeps CJK and emoji whole and asks for lualatex with fallback fonts', () => {
    const { source, beyondPdflatex } = writeLatex('東京 is Tokyo 🙂, and π is pi.');
    expect(beyondPdflatex).toBe(3);
    expect(source).toContain('東\\RedraftBreak{}京 is Tokyo 🙂, and \\ensuremath{\\pi} is pi.');
    expect(source).toContain('compile it with lualatex');
    expect(source).toContain('\\RequireLuaTeX');
    expect(source).toContain('\\usepackage{fontspec}');
    expect(source).toContain('\\RedraftTryFallback{NotoSansCJKsc-Regular}{mode=node;}');
    expect(source).toContain('luaotfload.add_fallback("redraftfallback", {\\RedraftFallbacks})');
    expect(source).not.toContain('inputenc');
    expect(source).not.toContain('?');
  });

  it('keeps Greek prose as prose, letters and accents alike, for lualatex', () => {
    const { source, beyondPdflatex } = writeLatex(
      'Η γλώσσα είναι όμορφη. Ο λόγος και η πράξη.\n\nThe ratio π ≈ 3.14 stays a symbol.',
    );
    expect(source).toContain('Η γλώσσα είναι όμορφη. Ο λόγος και η πράξη.');
    expect(source).not.toMatch(/\\ensuremath\{\\(lambda|gamma|omega|mathrm)/);
    expect(source).toContain('The ratio \\ensuremath{\\pi} \\ensuremath{\\approx} 3.14');
    expect(beyondPdflatex).toBeGreaterThan(0);
    expect(source).toContain('\\RequireLuaTeX');
  });

  it('reads unaccented Greek words as prose when there are two of them', () => {
    expect(escapeProse('και να')).toBe('και να');
    expect(escapeProse('αβγ')).toBe(
      '\\ensuremath{\\alpha}\\ensuremath{\\beta}\\ensuremath{\\gamma}',
    );
  });

  it("defaults the title to 'Mathematical Document'", () => {
    expect(writeLatex('x').source).toContain('\\title{Mathematical Document}');
  });

  it('leaves graphs out with a note', () => {
    const { source } = writeLatex(
      'Look:\n\n<svg viewBox="0 0 10 10"><line x1="0" y1="0" x2="10" y2="10" stroke="black"/></svg>',
    );
    expect(source).toContain('\\emph{(A graph appears here in the PDF and Word exports.)}');
    expect(source).not.toContain('<svg');
  });
});
