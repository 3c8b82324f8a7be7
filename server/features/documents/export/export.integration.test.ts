import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import CFB from 'cfb';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith } from '../../../../tests/support/document-fixtures';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TEXT = [
  '# Coastal Erosion',
  'Waves strike the cliffs twice a day, and every storm takes a little more of the land.',
  'The **harbour wall** was built in 1890 to slow the sea.',
  '- Chalk cliffs retreat fastest',
  '- Granite headlands resist',
  '1. Measure the cliff line',
  '2. Compare with old maps',
].join('\n\n');

const GRAPH =
  '<svg viewBox="0 0 300 150" onload="alert(1)"><script>alert(2)</script>' +
  '<line x1="10" y1="140" x2="290" y2="10" stroke="blue" stroke-width="2"/>' +
  '<text x="20" y="30">Retreat rate</text></svg>';

async function generate(path: string, body: unknown) {
  const response = await fetch(`${server.url}${path}`, postJson(body));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function extractAgain(bytes: Buffer, name: string): Promise<string> {
  const response = await fetch(`${server.url}/api/extract-text`, {
    method: 'POST',
    body: formWith('document', bytes, name),
  });
  expect(response.status).toBe(200);
  return (await response.json()).text;
}

const words = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
const EXPECTED_WORDS = words(TEXT.replaceAll('**', ''));

/** The page content streams of a PDF, inflated: its drawing operators as text. */
function pdfContentStreams(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  let content = '';
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      content += `${inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')}\n`;
    } catch {
      // Not a Flate stream (fonts may be stored otherwise): no operators in it.
    }
  }
  return content;
}

function zipEntries(bytes: Buffer): Map<string, string> {
  const archive = CFB.read(bytes, { type: 'buffer' });
  const entries = new Map<string, string>();
  archive.FullPaths.forEach((path, i) => {
    const content = archive.FileIndex[i]?.content;
    if (content && content.length > 0)
      entries.set(path.replace(/^[^/]*\//, ''), Buffer.from(content).toString('utf8'));
  });
  return entries;
}

describe('POST /api/generate-document', () => {
  it('writes a PDF that reads back with the same words, served under fileName', async () => {
    const { response, bytes } = await generate('/api/generate-document', {
      text: TEXT,
      format: 'pdf',
      fileName: 'erosion.pdf',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="erosion.pdf"; filename*=UTF-8''erosion.pdf`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await extractAgain(bytes, 'erosion.pdf');
    expect(words(text.replace(/•/g, ''))).toEqual(EXPECTED_WORDS);
    expect(text).toContain('Coastal Erosion\n\nWaves strike');
    expect(text).toContain('• Chalk cliffs retreat fastest\n• Granite headlands resist');
  });

  it('writes Chinese, Japanese, Korean, Greek and emoji with fonts that have them', async () => {
    const text = 'Tokyo 東京 means eastern capital; 한국어 and かな too. π ≈ 3.14, αβγ. Done 🙂👍.';
    const { response, bytes } = await generate('/api/generate-document', { text, format: 'pdf' });
    expect(response.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'redraft-pdf-'));
    const file = join(dir, 'unicode.pdf');
    writeFileSync(file, bytes);
    // The fonts embedded: the body font, a CJK font, and a font with the emoji.
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toMatch(/NotoSansCJK/);
    expect(fonts).toMatch(/Symbola/);
    // Every character comes back out of the PDF: glyphs with their Unicode, not empty boxes.
    const read = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(read.replace(/\s+/g, ' ').trim()).toBe(text);
  });

  it('writes a Word document that reads back with its heading, paragraphs and lists', async () => {
    const { response, bytes } = await generate('/api/generate-document', {
      text: TEXT,
      format: 'docx',
      fileName: 'erosion.docx',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const text = await extractAgain(bytes, 'erosion.docx');
    expect(words(text)).toEqual(EXPECTED_WORDS);
    expect(text).toContain('- Chalk cliffs retreat fastest\n- Granite headlands resist');
    expect(text).toContain('1. Measure the cliff line\n2. Compare with old maps');
    const documentXml = zipEntries(bytes).get('word/document.xml')!;
    expect(documentXml).toContain('w:val="Heading1"');
  });

  it('writes plain text without markdown markers', async () => {
    const { response, bytes } = await generate('/api/generate-document', {
      text: TEXT,
      format: 'txt',
    });
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="processed-text.txt"');
    expect(bytes.toString('utf8')).toBe(
      [
        'Coastal Erosion',
        'Waves strike the cliffs twice a day, and every storm takes a little more of the land.',
        'The harbour wall was built in 1890 to slow the sea.',
        '- Chalk cliffs retreat fastest\n- Granite headlands resist',
        '1. Measure the cliff line\n2. Compare with old maps\n',
      ].join('\n\n'),
    );
  });

  it('draws SVG graphs as vector graphics, sanitized, on their own pages when asked', async () => {
    const text = `Intro paragraph.\n\n${GRAPH}\n\nClosing paragraph.`;
    const inline = await generate('/api/generate-document', { text, format: 'pdf' });
    const separate = await generate('/api/generate-document', {
      text,
      format: 'pdf',
      separateGraphs: true,
    });
    const pages = async (bytes: Buffer) => (await getDocumentProxy(new Uint8Array(bytes))).numPages;
    expect(await pages(inline.bytes)).toBe(1);
    expect(await pages(separate.bytes)).toBe(3);
    // Drawn as vector paths in the blue of the SVG's stroke, with no raster image anywhere.
    const content = pdfContentStreams(inline.bytes);
    expect(content).toMatch(/0 0 1 SCN/);
    expect(content).toMatch(/10 140 m\s+290 10 l/);
    expect(inline.bytes.toString('latin1')).not.toContain('/Subtype /Image');
    const read = await extractAgain(inline.bytes, 'graph.pdf');
    expect(read).toContain('Mathematical Visualization');
    expect(read).toContain('Retreat rate');
    expect(read).toContain(
      'This graph illustrates the mathematical relationship described in the analysis.',
    );

    const word = await generate('/api/generate-document', { text, format: 'docx' });
    const entries = zipEntries(word.bytes);
    const svgs = [...entries].filter(([path]) => path.endsWith('.svg'));
    expect(svgs).toHaveLength(1);
    expect(svgs[0]![1]).toContain('<line x1="10" y1="140" x2="290" y2="10"');
    expect(svgs[0]![1]).not.toMatch(/script|alert|onload/);
  });

  it('validates the request with clear messages', async () => {
    const missing = await fetch(`${server.url}/api/generate-document`, postJson({ format: 'pdf' }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'Text is required' });
    const badFormat = await fetch(
      `${server.url}/api/generate-document`,
      postJson({ text: 'x', format: 'odt' }),
    );
    expect(await badFormat.json()).toEqual({
      message: 'Format must be txt, pdf, docx or latex',
    });
  });

  it('writes LaTeX too, the same file as /api/export/latex, under fileName.tex', async () => {
    const text = 'Growth is 5% & rising: $f(x)=x^2$.';
    const { response, bytes } = await generate('/api/generate-document', {
      text,
      format: 'latex',
      fileName: 'notes.txt',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-tex; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="notes.tex"');
    const latex = await generate('/api/export/latex', { text });
    expect(bytes.toString('utf8')).toBe(latex.bytes.toString('utf8'));
  });
});

describe('POST /api/export/latex', () => {
  it("answers 'document.tex' with the default title", async () => {
    const { response, bytes } = await generate('/api/export/latex', {
      text: 'Growth is 5% & rising: $f(x)=x^2$.',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="document.tex"');
    const source = bytes.toString('utf8');
    expect(source).toContain('\\title{Mathematical Document}');
    expect(source).toContain('Growth is 5\\% \\& rising: $f(x)=x^2$.');
  });

  it('maps Greek and π to commands and keeps CJK and emoji, never a question mark', async () => {
    const { bytes } = await generate('/api/export/latex', {
      text: 'Circle: π r², with θ ≥ 0. 東京 🙂',
      title: 'Σ notes',
    });
    const source = bytes.toString('utf8');
    expect(source).toContain('\\title{\\ensuremath{\\Sigma} notes}');
    expect(source).toContain(
      'Circle: \\ensuremath{\\pi} r\\texttwosuperior{}, with \\ensuremath{\\theta} \\ensuremath{\\geq} 0. 東\\RedraftBreak{}京 🙂',
    );
    expect(source).not.toContain('?');
    expect(source).toContain('compile it with lualatex');
  });
});

describe('long unbroken text is written off the event loop, in linear time', () => {
  // Laid out on the main thread, 30,000 letters froze every request for 25 s at 2.9 GB and
  // 60,000 killed the server; 30,000 Thai characters (no spaces) froze it for 15 s.
  const cases = [
    { name: '60,000 letters', text: 'a'.repeat(60_000) },
    {
      name: '30,000 Thai characters',
      text: 'ภาษาไทยเป็นภาษาที่สวยงามมาก'.repeat(1072).slice(0, 30_000),
    },
  ];

  for (const { name, text } of cases) {
    it(`writes ${name} as a PDF quickly while /api/status keeps answering`, async () => {
      const started = performance.now();
      const pending = generate('/api/generate-document', { text, format: 'pdf' });
      const statusStarted = performance.now();
      const status = await fetch(`${server.url}/api/status`);
      expect(status.status).toBe(200);
      expect(performance.now() - statusStarted).toBeLessThan(1_000);
      const { response, bytes } = await pending;
      expect(response.status).toBe(200);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(performance.now() - started).toBeLessThan(15_000);
    });
  }

  it('writes an assessment report of 30,000 letters as a PDF', async () => {
    const { response, bytes } = await generate('/api/generate-assessment-report', {
      text: 'a'.repeat(30_000),
      format: 'pdf',
      provider: 'local',
    });
    expect(response.status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
