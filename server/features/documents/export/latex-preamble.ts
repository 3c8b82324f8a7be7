/** The preambles of the LaTeX export (latex.ts): one for pdflatex, one for lualatex. */

/**
 * A line break allowed inside a word (wordPieces), the line before it left ragged: a plain
 * \\allowbreak between letters has no space to stretch, so TeX would rather let the word run
 * into the margin. The two fil glues cancel when the line does not break there.
 */
export const BREAK_MACRO =
  '\\newcommand\\RedraftBreak{\\penalty10000\\hskip0pt plus 1fil\\penalty0\\hskip0pt plus -1fil\\relax}';

/**
 * pdflatex's preamble: the text has only characters its utf8 input encoding can set. Latin
 * Modern (lmodern) is an outline font in T1, where pdflatex would otherwise fall back to bitmap
 * EC fonts whose accented letters and ligatures a PDF reader cannot copy; glyphtounicode gives
 * the math symbols their Unicode names, and the lines after it those of the big operators
 * (∑ ∏ ∫ ∮) it leaves out, so a reader copies ∑ rather than 'P'. Under lualatex or xelatex the
 * same file takes OpenType Latin Modern (unicode-math, which loads fontspec): their 8-bit T1
 * fonts would drop €, curly quotes and Œ, which those engines do not translate.
 */
export const PDFLATEX_PREAMBLE = `\\documentclass[11pt]{article}
\\usepackage{iftex}
\\usepackage{amsmath}
\\ifPDFTeX
  \\usepackage[utf8]{inputenc}
  \\usepackage[T1]{fontenc}
  \\usepackage{lmodern}
  \\usepackage{textcomp}
  \\usepackage{amssymb}
  \\input{glyphtounicode}
  \\pdfglyphtounicode{summationtext}{2211}\\pdfglyphtounicode{summationdisplay}{2211}
  \\pdfglyphtounicode{producttext}{220F}\\pdfglyphtounicode{productdisplay}{220F}
  \\pdfglyphtounicode{integraltext}{222B}\\pdfglyphtounicode{integraldisplay}{222B}
  \\pdfglyphtounicode{contintegraltext}{222E}\\pdfglyphtounicode{contintegraldisplay}{222E}
  \\pdfgentounicode=1
\\else
  \\usepackage{unicode-math}
\\fi`;

/**
 * lualatex's preamble, for text with characters beyond pdflatex (CJK, emoji, Cyrillic…):
 * OpenType fonts through fontspec, and luaotfload's fallback list for the characters Latin
 * Modern lacks: Noto Sans CJK (fonts-noto-cjk, also Cyrillic), then Symbola (fonts-symbola:
 * symbols, and emoji in black and white that a reader can copy), then Noto Color Emoji for the
 * emoji newer than Symbola (HarfBuzz mode; its colour bitmaps copy as nothing), then DejaVu Sans (fonts-dejavu-core: Arabic, Hebrew, Armenian, Georgian…), shaped by HarfBuzz
 * as Arabic so that its letters join. luaotfload stops at a fallback font it cannot find, so
 * the list holds only those installed where the file is compiled. Math is set in Latin Modern
 * Math (unicode-math), whose symbols a PDF reader copies as Unicode.
 */
export const LUALATEX_PREAMBLE = `\\documentclass[11pt]{article}
\\usepackage{iftex}
\\RequireLuaTeX
\\usepackage{fontspec}
\\newcommand\\RedraftFallbacks{}
\\newcommand\\RedraftTryFallback[2]{\\IfFontExistsTF{#1}{\\edef\\RedraftFallbacks{\\RedraftFallbacks"#1:#2",}}{}}
\\RedraftTryFallback{NotoSansCJKsc-Regular}{mode=node;}
\\RedraftTryFallback{Symbola}{mode=node;}
\\RedraftTryFallback{NotoColorEmoji}{mode=harf;}
\\RedraftTryFallback{DejaVuSans}{mode=harf;script=arab;}
\\directlua{luaotfload.add_fallback("redraftfallback", {\\RedraftFallbacks})}
\\setmainfont{Latin Modern Roman}[RawFeature={fallback=redraftfallback}]
\\usepackage{amsmath}
\\usepackage{unicode-math}`;
