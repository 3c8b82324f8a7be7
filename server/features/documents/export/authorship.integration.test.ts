import { createHash } from 'node:crypto';
import type { AuthorshipLog } from '@common/authorship';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** "I wrote this. " typed, a pasted quotation, then a model's rewrite of the last word. */
const text = 'I wrote this. A quoted line. Better';
const log: AuthorshipLog = {
  version: 1,
  startedAt: Date.UTC(2026, 10, 1, 9, 0, 0),
  sources: [
    { kind: 'typed' },
    { kind: 'pasted' },
    { kind: 'ai', detail: 'gpt-4o · Academic' },
    { kind: 'dictated' },
  ],
  ops: [
    [0, 3000, 0, 0, 'I wrote this. ', 0],
    [9000, 0, 14, 0, 'A quoted line.', 1],
    [20_000, 0, 28, 0, ' Good', 3],
    [40_000, 0, 29, 4, 'Better', 2],
  ],
};

async function report(format: string, body: object = { documents: [{ key: 'input', text, log }] }) {
  const response = await fetch(
    `${server.url}/api/export/authorship`,
    postJson({ format, ...body }),
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function extractAgain(bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${server.url}/api/extract-text`, { method: 'POST', body: form });
  expect(response.status).toBe(200);
  return ((await response.json()) as { text: string }).text;
}

describe('POST /api/export/authorship', () => {
  it('writes the JSON report: shares, runs, timeline, and fingerprints anyone can check', async () => {
    const { response, bytes } = await report('json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('authorship-report.json');
    const json = JSON.parse(bytes.toString('utf8'));
    const [document] = json.documents;
    expect(document.title).toBe('Original Dictation');
    expect(document.textSha256).toBe(sha256(text));
    expect(document.logSha256).toBe(sha256(JSON.stringify(document.log)));
    expect(document.logSha256).toBe(sha256(JSON.stringify(log)));
    expect(
      document.shares.map((s: { kind: string; characters: number }) => [s.kind, s.characters]),
    ).toEqual([
      ['typed', 14],
      ['pasted', 14],
      ['ai', 6],
      ['dictated', 1],
    ]);
    expect(document.runs.map((r: { text: string }) => r.text).join('')).toBe(text);
    // 3 s typing, a 6 s pause, 11 s, 20 s: every pause under a minute is writing time.
    expect(document.writingTimeMs).toBe(40_000);
    expect(document.timeline).toHaveLength(4);
    expect(document.timeline[3]).toMatchObject({
      kind: 'ai',
      detail: 'gpt-4o · Academic',
      added: 6,
      removed: 4,
    });
    expect(json.statement.join(' ')).toContain('It cannot show who sat at the keyboard');
  });

  it('writes a PDF and a Word file that read back with the text, shares and fingerprints', async () => {
    for (const format of ['pdf', 'docx']) {
      const { response, bytes } = await report(format);
      expect(response.status).toBe(200);
      const read = (await extractAgain(bytes, `report.${format}`)).replace(/\s+/g, ' ');
      expect(read).toContain('Authorship report');
      expect(read).toContain('What this record can and cannot show');
      expect(read).toContain('Typed: 40.0% (14 characters)');
      expect(read).toContain('AI rewrite: 17.1% (6 characters)');
      expect(read).toContain(sha256(text));
      expect(read).toContain(sha256(JSON.stringify(log)));
      expect(read).toContain('I wrote this. A quoted line. Better');
      expect(read).toContain('AI rewrite (gpt-4o · Academic): +6 −4 characters');
    }
  });

  it('refuses a record that does not give its text, and an empty request', async () => {
    const edited = await report('pdf', { documents: [{ key: 'input', text: `${text}!`, log }] });
    expect(edited.response.status).toBe(409);
    expect(JSON.parse(edited.bytes.toString()).message).toBe(
      'The record does not give this text: it may have been edited outside Redraft',
    );
    const empty = await report('pdf', { documents: [] });
    expect(empty.response.status).toBe(400);
    expect(JSON.parse(empty.bytes.toString()).message).toBe('There is no text to report on');
  });
});
