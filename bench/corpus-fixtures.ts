// Redraft's own documents of issue 39, written to a folder for `npm run bench:corpus -- --fixtures`:
// the same files the tests read, plus exports read back, and ordinary files for a baseline.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { parseBlocks } from '../server/features/documents/export/blocks';
import { writePdf } from '../server/features/documents/export/pdf';
import {
  FIXTURE_DIR,
  multiPagePdf,
  OCR_PAGE_PARAGRAPHS,
  RTF_SAMPLE,
  sampleDocx,
  twoColumnPdf,
} from '../tests/support/document-fixtures';
import {
  FAST_SAVED_JAPANESE_TEXT,
  FAST_SAVED_TEXT,
  fastSavedWord6,
  fastSavedWord95Japanese,
  WORD6_FRENCH,
  WORD95_JAPANESE_REST,
  WORD95_RUBY_BASE,
  word6French,
  word95Ruby,
  word97Ruby,
} from '../tests/support/old-word-fixtures';
import {
  attachmentOnlyEncryptedPdf,
  CZECH_TEXT,
  codePageRtf,
  JAPANESE_TEXT,
  LOOPING_TREE_TEXT,
  loopingPageTreePdf,
  PRINTED_TEXT_TIFF,
  PRINTED_TEXT_WEBP,
  ROTATED_PAGES,
  RTL_LINES,
  RTL_PDF,
  rotatedPdf,
  shiftJisText,
  TURNED_TEXT,
  turnedScan,
  turnedTextPdf,
  UPRIGHT_NOTE,
  WESTERN_TEXT,
  WRAPPER_TEXT,
  windows1252Text,
} from '../tests/support/real-world-fixtures';
import {
  TYPE3_LINE,
  TYPE3_WORD_SPACINGS,
  type3WordSpacingPdf,
} from '../tests/support/type3-fixtures';
import { WORD_EQUATIONS_TEXT, wordEquationsDocx } from '../tests/support/word-math-fixtures';

export async function writeIssue39Fixtures(folder: string): Promise<void> {
  /** A document, with its known text beside it when given (the runner's reference). */
  const write = (name: string, bytes: Uint8Array | string, expected?: string) => {
    writeFileSync(join(folder, name), bytes);
    if (expected !== undefined) writeFileSync(join(folder, `${name}.expected.txt`), expected);
  };
  const copy = (fixture: string, name: string, expected?: string) => {
    copyFileSync(join(FIXTURE_DIR, fixture), join(folder, name));
    if (expected !== undefined) writeFileSync(join(folder, `${name}.expected.txt`), expected);
  };
  const printed = 'The quick brown fox jumps over the lazy dog.';
  const scanned = OCR_PAGE_PARAGRAPHS.slice(0, 3);
  // Text in the encodings editors save.
  write('windows-1252.txt', windows1252Text(), WESTERN_TEXT);
  write('shift-jis.txt', shiftJisText(), JAPANESE_TEXT);
  write('czech-windows-1250.txt', iconv.encode(CZECH_TEXT, 'windows-1250'), CZECH_TEXT);
  const utf16 = 'Words in UTF-16 without a byte-order mark.';
  write('utf-16-without-mark.txt', iconv.encode(utf16, 'utf-16le'), utf16);
  write('utf-8.txt', 'Plain UTF-8 text, with a café and 東京.\n');
  // RTF with code pages, and an ordinary one.
  write('code-pages.rtf', codePageRtf(), `${CZECH_TEXT}\n${JAPANESE_TEXT}\nCafé crème.`);
  write('ordinary.rtf', RTF_SAMPLE);
  // PDFs: right to left, turned pages, and ordinary ones.
  copy(RTL_PDF, 'rtl-hebrew-arabic.pdf', RTL_LINES.join('\n'));
  write('rotated-pages.pdf', await rotatedPdf(), ROTATED_PAGES.join('\n'));
  write('attachment-encrypted.pdf', attachmentOnlyEncryptedPdf(), WRAPPER_TEXT);
  write('looping-page-tree.pdf', loopingPageTreePdf(), LOOPING_TREE_TEXT);
  write('multi-page.pdf', await multiPagePdf(3));
  write('two-columns.pdf', await twoColumnPdf());
  write('turned-text.pdf', await turnedTextPdf(), `${TURNED_TEXT.join(' ')}\n${UPRIGHT_NOTE}`);
  const type3Text = TYPE3_WORD_SPACINGS.map(() => TYPE3_LINE).join('\n');
  write('type3-no-space-glyph.pdf', type3WordSpacingPdf(), type3Text);
  copy('latex-display-math.pdf', 'latex-display-math.pdf');
  // Redraft's own PDF exports, read back.
  const prose = `${JAPANESE_TEXT}人間は、理性と良心とを授けられており、互いに同胞の精神をもって行動しなければならない。`;
  write('export-japanese.pdf', await writePdf(parseBlocks(`日本語テスト\n\n${prose.repeat(4)}`)));
  write('export-hebrew-arabic.pdf', await writePdf(parseBlocks(RTL_LINES.join('\n\n'))));
  write(
    'export-french.pdf',
    await writePdf(
      parseBlocks('Le café était fermé. Déjà l’été : élève, naïve, façade, œuvre, Noël, Ærø.'),
    ),
  );
  // Word: equations and furigana, Word 6 and 95, and an ordinary one.
  write('ordinary.docx', await sampleDocx());
  write('equations-and-furigana.docx', await wordEquationsDocx(), WORD_EQUATIONS_TEXT);
  write('word6-french.doc', word6French(), WORD6_FRENCH.join('\n'));
  write('word95-furigana.doc', word95Ruby(), `${WORD95_RUBY_BASE}${WORD95_JAPANESE_REST}`);
  write('word97-furigana.doc', word97Ruby(), `${WORD95_RUBY_BASE}${WORD95_JAPANESE_REST}`);
  write('word6-fast-saved.doc', fastSavedWord6(), FAST_SAVED_TEXT.join('\n'));
  write('word95-fast-saved.doc', fastSavedWord95Japanese(), FAST_SAVED_JAPANESE_TEXT);
  // Images: WebP, TIFF, and pages scanned turned.
  copy(PRINTED_TEXT_WEBP, 'printed-text.webp', printed);
  copy(PRINTED_TEXT_TIFF, 'printed-text.tif', printed);
  for (const rotate of [90, 180, 270]) {
    write(`scan-turned-${rotate}.png`, await turnedScan(scanned, rotate), scanned.join('\n'));
  }
}
