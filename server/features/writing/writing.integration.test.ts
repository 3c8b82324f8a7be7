import { checkTooLongMessage, MAX_CHECK_CHARS } from '@common/writing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const checkWriting = (body: unknown) => fetch(`${server.url}/api/check-writing`, postJson(body));

describe('POST /api/check-writing', { timeout: 60_000 }, () => {
  it('answers the issues with offsets into the text, and the readability, with no key', async () => {
    const text = 'I recieve the letters. This is an test. The report was written by the team.';
    const response = await checkWriting({ text });
    expect(response.status).toBe(200);
    const body = await response.json();
    const issues = body.issues.map(
      (issue: { start: number; end: number; kind: string; replacements: string[] }) => [
        text.slice(issue.start, issue.end),
        issue.kind,
        issue.replacements[0],
      ],
    );
    expect(issues).toContainEqual(['recieve', 'spelling', 'receive']);
    expect(issues).toContainEqual(['an', 'grammar', 'a']);
    expect(issues).toContainEqual(['was written', 'readability', undefined]);
    expect(body.readability).toMatchObject({
      sentences: 3,
      hardSentences: 0,
      veryHardSentences: 0,
    });
    expect(body.readability.grade).toBeGreaterThan(0);
    expect(body.readability.readingEase).toBeGreaterThan(50);
  });

  it('checks British English when asked', async () => {
    const us = await (await checkWriting({ text: 'The colour of the sea.' })).json();
    const gb = await (
      await checkWriting({ text: 'The colour of the sea.', dialect: 'en-GB' })
    ).json();
    expect(us.issues.map((issue: { kind: string }) => issue.kind)).toEqual(['spelling']);
    expect(gb.issues).toEqual([]);
  });

  it('answers 400 with the field’s message for no text, blank text or an unknown dialect', async () => {
    for (const [body, message] of [
      [{}, 'Text is required'],
      [{ text: '   ' }, 'Text is required'],
      [{ text: 'Hello.', dialect: 'fr-FR' }, 'Dialect must be en-US or en-GB'],
    ] as const) {
      const response = await checkWriting(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
  });

  it('answers 413 past the documented length, without checking', async () => {
    const text = 'word '.repeat(MAX_CHECK_CHARS / 5 + 1);
    const response = await checkWriting({ text });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: checkTooLongMessage(text.length) });
  });
});
