import { ImportedXmlComponent, type ParagraphChild, TextRun } from 'docx';
import { latexTree } from '../math/latex-tree';
import { treeToOmml } from '../math/tree-to-omml';
import { splitMath } from './latex';

/**
 * A paragraph's text as Word runs, its LaTeX math (`$…$`, `\(…\)`, `$$…$$`, `\[…\]`) as native
 * Word equations (docs/decisions/182-equations-in-word-and-pdf-exports.md). A paragraph that is
 * one displayed formula gets Word's displayed equation (`m:oMathPara`); a formula displayed in
 * the middle of prose is written inline, which Word allows there.
 */
export function docxRuns(text: string): ParagraphChild[] {
  const segments = splitMath(text);
  const alone = segments.length === 1 && segments[0]!.math && segments[0]!.display;
  return segments.map((segment) => {
    if (!segment.math) return new TextRun(segment.text);
    const xml = treeToOmml(latexTree(segment.text), alone);
    // docx's own Math classes cover fewer structures (no accents, matrices, arrays); an
    // imported element is written into the paragraph exactly as given.
    return ImportedXmlComponent.fromXmlString(xml) as unknown as ParagraphChild;
  });
}
