import { latexTree } from '../math/latex-tree';
import { treeToUnicode } from '../math/tree-to-unicode';
import { splitMath } from './latex';

/**
 * A paragraph's text for the PDF, its LaTeX math set as Unicode math (x², √(a+b), ∑ₖ₌₁ⁿ xₖ)
 * rather than as its source (docs/decisions/182-equations-in-word-and-pdf-exports.md): used
 * where the math cannot be typeset (pdf-math-paragraph.ts), e.g. without the DejaVu fonts;
 * `display` when the paragraph is one displayed formula, which the PDF centres.
 */
export function pdfMathText(text: string): { text: string; display: boolean } {
  const segments = splitMath(text);
  if (!segments.some((segment) => segment.math)) return { text, display: false };
  const display = segments.length === 1 && segments[0]!.math && segments[0]!.display;
  return {
    text: segments
      .map((segment) => (segment.math ? treeToUnicode(latexTree(segment.text)) : segment.text))
      .join(''),
    display,
  };
}
