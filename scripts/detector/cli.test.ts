import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel } from '../../server/features/detection/detector/index';
import aiStyled from '../../tests/fixtures/detection/ai-styled.json' with { type: 'json' };
import { multiPagePdf, PAGE_PARAGRAPHS, sampleDocx } from '../../tests/support/document-fixtures';
import { fileText, scoreJsonLines, textReport, UnsupportedFileError } from './cli';

const model = loadDefaultModel();
const aiText = aiStyled.texts[0]!.text;

function collect(stream: PassThrough): () => string {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks).toString('utf8');
}

describe('npm run detect --jsonl', () => {
  it('writes one {id, probability, isAIGenerated} line per input line and reports bad lines', async () => {
    const input = Readable.from([
      `${JSON.stringify({ id: 'a', text: aiText })}\n`,
      '\n',
      '{"id":"b"}\n',
      `${JSON.stringify({ id: 7, text: 'I like my dog. He is small. We walk every day.' })}\n`,
    ]);
    const out = new PassThrough();
    const err = new PassThrough();
    const [readOut, readErr] = [collect(out), collect(err)];
    const status = await scoreJsonLines(model, input, out, err);
    const lines = readOut()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ id: 'a', isAIGenerated: true });
    // The contract's three fields stay; the band and the plain-word reasons were added (issue 35).
    expect(Object.keys(lines[0]).sort()).toEqual([
      'band',
      'id',
      'isAIGenerated',
      'probability',
      'reasons',
    ]);
    for (const line of lines) expect(line.isAIGenerated).toBe(line.band === 'red');
    expect(lines[1]).toMatchObject({ id: 7, isAIGenerated: false });
    expect(readErr()).toBe('line 3: missing string field "text"\n');
    expect(status).toBe(1);
  });
});

describe('npm run detect FILE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'detect-cli-'));

  it('reads .txt files and reports the verdict with the most machine-like passages', async () => {
    const path = join(dir, 'essay.txt');
    writeFileSync(path, aiText);
    const report = textReport(path, await fileText(path), model);
    expect(report).toContain(`== ${path}`);
    expect(report).toMatch(/probability 0\.\d{3} \(threshold 0\.\d{3}\): likely AI-generated/);
    expect(report).toContain('most machine-like passages');
  });

  it('reads PDF and Word files through the documents extraction', async () => {
    const pdf = join(dir, 'paper.pdf');
    writeFileSync(pdf, await multiPagePdf(2));
    expect(await fileText(pdf)).toContain(PAGE_PARAGRAPHS[0]!.slice(0, 40));
    const docx = join(dir, 'paper.docx');
    writeFileSync(docx, await sampleDocx());
    expect((await fileText(docx)).length).toBeGreaterThan(50);
    expect(textReport(pdf, await fileText(pdf), model)).toMatch(/probability 0\.\d{3}/);
  });

  it('refuses other types and says what it reads', async () => {
    await expect(fileText(join(dir, 'image.png'))).rejects.toBeInstanceOf(UnsupportedFileError);
    await expect(fileText(join(dir, 'image.png'))).rejects.toThrow('use .txt, .pdf or .docx');
  });
});
