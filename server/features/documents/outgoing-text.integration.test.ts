import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith } from '../../../tests/support/document-fixtures';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const upload = (bytes: Buffer, name: string) =>
  fetch(`${server.url}/api/extract-text`, {
    method: 'POST',
    body: formWith('document', bytes, name),
  });

// Control characters other than tab and newline; C1 included.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** Text pasted from a terminal and a binary file: escape sequences, a bell, a form feed, NUL. */
const DIRTY =
  'First line\u0007 with a bell.\r\nColour \u001b[31mred\u001b[0m.\fNext page\u0000.\tTabbed.';

describe('text that leaves the server', () => {
  it('answers an RTF with invalid Unicode escapes with well-formed text', async () => {
    // \u-10240 is U+D800 and \u-9216 U+DC00, each alone: halves of no character.
    const rtf = String.raw`{\rtf1\ansi\deff0 Broken\u-10240? here and\u-9216? there.\par}`;
    const response = await upload(Buffer.from(rtf, 'latin1'), 'broken.rtf');
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(raw).not.toMatch(LONE_SURROGATE_ESCAPE);
    const { text } = JSON.parse(raw) as { text: string };
    expect(text).toBe('Broken\uFFFD here and\uFFFD there.');
  });

  it('exports a TXT without control characters, which its own upload then reads', async () => {
    const exported = await fetch(
      `${server.url}/api/generate-document`,
      postJson({ text: DIRTY, format: 'txt' }),
    );
    expect(exported.status).toBe(200);
    const bytes = Buffer.from(await exported.arrayBuffer());
    const written = bytes.toString('utf8');
    expect(written).not.toMatch(CONTROL);
    expect(written).toContain('Colour [31mred[0m.');
    const again = await upload(bytes, 'export.txt');
    expect(again.status).toBe(200);
    expect((await again.json()).text).toContain('Next page.\tTabbed.');
  });

  it('exports LaTeX without control characters', async () => {
    const exported = await fetch(
      `${server.url}/api/export/latex`,
      postJson({ text: DIRTY, title: 'Notes\u0008', author: 'Me\u001b' }),
    );
    expect(exported.status).toBe(200);
    const tex = Buffer.from(await exported.arrayBuffer()).toString('utf8');
    expect(tex).not.toMatch(CONTROL);
    expect(tex).toContain('Next page.');
  });
});
