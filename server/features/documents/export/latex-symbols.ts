/**
 * Greek letters and common mathematical symbols as LaTeX math commands, so that a text
 * written with 'π ≈ 3.14' or 'Δx → 0' compiles with pdflatex (whose utf8 input encoding has
 * no glyph for them) and with lualatex alike. Greek capitals that look like Latin
 * letters are those letters, as in LaTeX itself.
 */
export const MATH_SYMBOLS: Record<string, string> = {
  α: '\\alpha',
  β: '\\beta',
  γ: '\\gamma',
  δ: '\\delta',
  ε: '\\varepsilon',
  ϵ: '\\epsilon',
  ζ: '\\zeta',
  η: '\\eta',
  θ: '\\theta',
  ϑ: '\\vartheta',
  ι: '\\iota',
  κ: '\\kappa',
  λ: '\\lambda',
  μ: '\\mu',
  µ: '\\mu',
  ν: '\\nu',
  ξ: '\\xi',
  ο: 'o',
  π: '\\pi',
  ϖ: '\\varpi',
  ρ: '\\rho',
  ϱ: '\\varrho',
  σ: '\\sigma',
  ς: '\\varsigma',
  τ: '\\tau',
  υ: '\\upsilon',
  φ: '\\varphi',
  ϕ: '\\phi',
  χ: '\\chi',
  ψ: '\\psi',
  ω: '\\omega',
  Α: '\\mathrm{A}',
  Β: '\\mathrm{B}',
  Γ: '\\Gamma',
  Δ: '\\Delta',
  Ε: '\\mathrm{E}',
  Ζ: '\\mathrm{Z}',
  Η: '\\mathrm{H}',
  Θ: '\\Theta',
  Ι: '\\mathrm{I}',
  Κ: '\\mathrm{K}',
  Λ: '\\Lambda',
  Μ: '\\mathrm{M}',
  Ν: '\\mathrm{N}',
  Ξ: '\\Xi',
  Ο: '\\mathrm{O}',
  Π: '\\Pi',
  Ρ: '\\mathrm{P}',
  Σ: '\\Sigma',
  Τ: '\\mathrm{T}',
  Υ: '\\Upsilon',
  Φ: '\\Phi',
  Χ: '\\mathrm{X}',
  Ψ: '\\Psi',
  Ω: '\\Omega',
  '≈': '\\approx',
  '≠': '\\neq',
  '≤': '\\leq',
  '≥': '\\geq',
  '≪': '\\ll',
  '≫': '\\gg',
  '≡': '\\equiv',
  '∼': '\\sim',
  '≅': '\\cong',
  '∝': '\\propto',
  '±': '\\pm',
  '∓': '\\mp',
  '×': '\\times',
  '÷': '\\div',
  '·': '\\cdot',
  '⋅': '\\cdot',
  '∘': '\\circ',
  '−': '-',
  '∞': '\\infty',
  '√': '\\surd',
  '∑': '\\sum',
  '∏': '\\prod',
  '∫': '\\int',
  '∮': '\\oint',
  '∂': '\\partial',
  '∇': '\\nabla',
  '∈': '\\in',
  '∉': '\\notin',
  '∋': '\\ni',
  '⊂': '\\subset',
  '⊃': '\\supset',
  '⊆': '\\subseteq',
  '⊇': '\\supseteq',
  '∪': '\\cup',
  '∩': '\\cap',
  '∅': '\\emptyset',
  '∀': '\\forall',
  '∃': '\\exists',
  '¬': '\\neg',
  '∧': '\\wedge',
  '∨': '\\vee',
  '⊥': '\\perp',
  '∥': '\\parallel',
  '∠': '\\angle',
  '△': '\\triangle',
  '→': '\\rightarrow',
  '←': '\\leftarrow',
  '↔': '\\leftrightarrow',
  '⇒': '\\Rightarrow',
  '⇐': '\\Leftarrow',
  '⇔': '\\Leftrightarrow',
  '↦': '\\mapsto',
  '↑': '\\uparrow',
  '↓': '\\downarrow',
  ℝ: '\\mathbb{R}',
  ℕ: '\\mathbb{N}',
  ℤ: '\\mathbb{Z}',
  ℚ: '\\mathbb{Q}',
  ℂ: '\\mathbb{C}',
  ℓ: '\\ell',
  ℏ: '\\hbar',
  '′': '\\prime',
  '″': '\\prime\\prime',
  '°': '^\\circ',
  '²': '^2',
  '³': '^3',
  '¹': '^1',
  '½': '\\frac{1}{2}',
  '¼': '\\frac{1}{4}',
  '¾': '\\frac{3}{4}',
  '✓': '\\checkmark',
};

/**
 * Text symbols with a text command of their own (textcomp). In prose these come before the
 * math commands, so that '20°C' or '½ cup' keep the degree sign and the fraction a PDF reader
 * can copy, where math would give '◦' or '1 2'.
 */
export const TEXT_SYMBOLS: Record<string, string> = {
  '°': '\\textdegree{}',
  '¹': '\\textonesuperior{}',
  '²': '\\texttwosuperior{}',
  '³': '\\textthreesuperior{}',
  '½': '\\textonehalf{}',
  '¼': '\\textonequarter{}',
  '¾': '\\textthreequarters{}',
  '™': '\\texttrademark{}',
  '©': '\\textcopyright{}',
  '®': '\\textregistered{}',
  '§': '\\S{}',
  '¶': '\\P{}',
};

/** A character of prose as LaTeX, or undefined when it needs no command. */
export function proseSymbol(char: string): string | undefined {
  const text = TEXT_SYMBOLS[char];
  if (text) return text;
  const math = MATH_SYMBOLS[char];
  return math ? `\\ensuremath{${math}}` : undefined;
}

/** Unicode symbols inside a formula as their commands (`$α+β$` → `${\alpha}+{\beta}$`). */
export function mathSymbols(math: string): string {
  let out = '';
  for (const char of math) {
    const command = MATH_SYMBOLS[char];
    out += command ? `{${command}}` : char;
  }
  return out;
}
