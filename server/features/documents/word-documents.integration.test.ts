import { execFileSync } from 'node:child_process';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractUpload } from '../../../tests/support/document-fixtures';
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
} from '../../../tests/support/old-word-fixtures';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';
import {
  EQUATION_PROSE,
  RUBY_READING,
  WORD_EQUATIONS,
  WORD_EQUATIONS_TEXT,
  wordEquationsDocx,
} from '../../../tests/support/word-math-fixtures';
import { readCentralDirectory } from './extract/zip-guard';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const extract = (bytes: Buffer, filename: string) => extractUpload(server.url, bytes, filename);

async function generated(text: string, format: 'docx' | 'pdf'): Promise<Buffer> {
  const response = await fetch(`${server.url}/api/generate-document`, postJson({ text, format }));
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The body of a DOCX, as Word reads it. */
function documentXml(docx: Buffer): string {
  const entry = readCentralDirectory(docx).find((e) => e.name === 'word/document.xml')!;
  const start =
    entry.offset + 30 + docx.readUInt16LE(entry.offset + 26) + docx.readUInt16LE(entry.offset + 28);
  const data = docx.subarray(start, start + entry.compressedSize);
  return (entry.method === 8 ? inflateRawSync(data) : data).toString('utf8');
}

const DISPLAYED = WORD_EQUATIONS.slice(1);
const EXPECTED_TEXT = WORD_EQUATIONS_TEXT;

describe('Word equations and phonetic guides (issue 39)', () => {
  it('reads equations as LaTeX math and furigana as the text it stands over', async () => {
    const { status, body } = await extract(await wordEquationsDocx(), 'equations.docx');
    expect(status).toBe(200);
    expect(body.text).toBe(EXPECTED_TEXT);
    expect(body.text).not.toContain(RUBY_READING);
  });

  it('writes LaTeX math as native Word equations, which read back as the same LaTeX', async () => {
    const docx = await generated(EXPECTED_TEXT, 'docx');
    const xml = documentXml(docx);
    expect(xml.match(/<m:oMath[ >]/g)).toHaveLength(WORD_EQUATIONS.length);
    expect(xml.match(/<m:oMathPara[ >]/g)).toHaveLength(DISPLAYED.length);
    for (const structure of ['m:f', 'm:sSup', 'm:nary', 'm:rad', 'm:d', 'm:limLow', 'm:m']) {
      expect(xml).toContain(`<${structure}>`);
    }
    expect(xml).not.toContain('\\frac');
    const { body } = await extract(docx, 'exported.docx');
    expect(body.text).toBe(EXPECTED_TEXT);
  });

  it('typesets the math in the PDF, without its LaTeX source', async () => {
    // Where each part of a formula is set: export/pdf-math.integration.test.ts.
    const pdf = await generated(
      `${EXPECTED_TEXT}\n\n\\[x = \\frac{-b \\pm \\sqrt{b^2-4ac}}{2a}\\]`,
      'pdf',
    );
    const poppler = execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');
    expect(poppler).toContain(EQUATION_PROSE);
    for (const part of ['∑', 'k=1', '4ac', '2a', 'lim', 'x→0']) expect(poppler).toContain(part);
    expect(poppler).not.toMatch(/\\frac|\\sum|\$/);
  });
});

describe('Word 6, 95 and 97 documents (issue 39)', () => {
  it('reads a Word 6 document in the code page of its language', async () => {
    const { status, body } = await extract(word6French(), 'lettre.doc');
    expect(status).toBe(200);
    expect(body.text).toBe(WORD6_FRENCH.join('\n\n'));
  });

  it("reads a Word 95 document's Japanese, a phonetic guide as the text it stands over", async () => {
    const { status, body } = await extract(word95Ruby(), 'tokyo.doc');
    expect(status).toBe(200);
    expect(body.text).toBe(`${WORD95_RUBY_BASE}${WORD95_JAPANESE_REST}`);
  });

  it("reads a Word 97 document's phonetic guide as the text it stands over", async () => {
    const { status, body } = await extract(word97Ruby(), 'tokyo97.doc');
    expect(status).toBe(200);
    expect(body.text).toBe(`${WORD95_RUBY_BASE}${WORD95_JAPANESE_REST}`);
  });

  it('reads a fast-saved Word 6 document as edited, from its pieces', async () => {
    // Before: a 422 that asked to save it as .docx.
    const { status, body } = await extract(fastSavedWord6(), 'fast.doc');
    expect(status).toBe(200);
    expect(body.text).toBe(FAST_SAVED_TEXT.join('\n\n'));
  });

  it('reads a fast-saved Word 95 document in a double-byte code page', async () => {
    const { status, body } = await extract(fastSavedWord95Japanese(), 'fast95.doc');
    expect(status).toBe(200);
    expect(body.text).toBe(FAST_SAVED_JAPANESE_TEXT);
  });
});
