import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/test-server';
import { readCentralDirectory } from '../extract/zip-guard';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** One part of a ZIP (a DOCX), inflated. */
function zipPart(bytes: Buffer, name: string): string {
  const entry = readCentralDirectory(bytes).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`${name} is not in the file`);
  const nameLength = bytes.readUInt16LE(entry.offset + 26);
  const extraLength = bytes.readUInt16LE(entry.offset + 28);
  const start = entry.offset + 30 + nameLength + extraLength;
  const data = bytes.subarray(start, start + entry.compressedSize);
  return (entry.method === 8 ? inflateRawSync(data) : data).toString('utf8');
}

const xmlText = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The body's paragraphs after Accept All or Reject All, as Word computes them: accepting drops
 * every w:del and keeps every w:ins, rejecting the other way round; a paragraph whose mark is
 * removed (a deleted mark accepted, an inserted one rejected) joins the next one.
 */
function resolve(documentXml: string, choice: 'accept' | 'reject'): string[] {
  const body = documentXml.slice(documentXml.indexOf('<w:body>'), documentXml.indexOf('</w:body>'));
  const paragraphs: string[] = [];
  let carry = '';
  for (const [, paragraph] of body.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)) {
    const markXml = /<w:pPr>[\s\S]*?<\/w:pPr>/.exec(paragraph!)?.[0] ?? '';
    const content = paragraph!.replace(/<w:pPr>[\s\S]*?<\/w:pPr>/, '');
    const dropped = choice === 'accept' ? 'w:del' : 'w:ins';
    const kept = content.replace(new RegExp(`<${dropped} [^>]*>[\\s\\S]*?</${dropped}>`, 'g'), '');
    let text = '';
    for (const [, run] of kept.matchAll(
      /<w:(?:t|delText)(?: [^>]*)?>([^<]*)<\/w:(?:t|delText)>/g,
    )) {
      text += xmlText(run!);
    }
    const markRemoved =
      (choice === 'accept' && /<w:rPr>[\s\S]*<w:del /.test(markXml)) ||
      (choice === 'reject' && /<w:rPr>[\s\S]*<w:ins /.test(markXml));
    carry += text;
    if (!markRemoved) {
      paragraphs.push(carry);
      carry = '';
    }
  }
  if (carry) paragraphs.push(carry);
  return paragraphs;
}

const paragraphsOf = (text: string) => text.split(/[^\S\n]*\n\s*/);

async function exportTracked(body: unknown) {
  const response = await fetch(`${server.url}/api/export/tracked-changes`, postJson(body));
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/export/tracked-changes', () => {
  it('writes each difference as a revision: Accept All gives the revised text, Reject All the original', async () => {
    const original = [
      'In 1997 the team measured the cliff twice & wrote "a report".',
      'This paragraph is joined to the next one.',
      'It stays as it was.',
      '我喜欢猫 👍 and Ζωή.',
      'The last paragraph goes.',
    ].join('\n\n');
    const revised = [
      'In 1998 the group measured the cliff three times & wrote "a report".',
      'This paragraph is joined to the next one. It stays as it was.',
      'A new paragraph <added> here.',
      '我讨厌猫 🎉 and Ζωή.',
    ].join('\n\n');
    const { response, bytes } = await exportTracked({
      original,
      revised,
      fileName: 'essay reviewed',
      author: 'A. Student',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(response.headers.get('content-disposition')).toContain('essay reviewed.docx');

    const xml = zipPart(bytes, 'word/document.xml');
    expect(xml).toMatch(
      /<w:ins w:id="\d+" w:author="A. Student" w:date="\d{4}-\d\d-\d\dT[\d:]{8}Z">/,
    );
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="A. Student" w:date="[^"]+">/);
    expect(xml).toContain('<w:delText');
    expect(resolve(xml, 'accept')).toEqual(paragraphsOf(revised));
    expect(resolve(xml, 'reject')).toEqual(paragraphsOf(original));
    expect(zipPart(bytes, 'word/settings.xml')).toContain('<w:trackRevisions');
  });

  it('names the revisions Redraft by default, and answers clear refusals', async () => {
    const { response, bytes } = await exportTracked({
      original: 'Old words.',
      revised: 'New words.',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('tracked-changes.docx');
    expect(zipPart(bytes, 'word/document.xml')).toContain('w:author="Redraft"');

    const empty = await exportTracked({ original: ' ', revised: '' });
    expect(empty.response.status).toBe(400);
    expect(JSON.parse(empty.bytes.toString()).message).toContain('Text is required');

    const missing = await exportTracked({ original: 'Only one text.' });
    expect(missing.response.status).toBe(400);
    expect(JSON.parse(missing.bytes.toString()).message).toContain('Revised text is required');

    const huge = 'word '.repeat(450_000);
    const tooLarge = await exportTracked({ original: huge, revised: huge });
    expect(tooLarge.response.status).toBe(413);
    expect(JSON.parse(tooLarge.bytes.toString()).message).toBe(
      'Request body is too large (limit 2 MB)',
    );
  });
});
