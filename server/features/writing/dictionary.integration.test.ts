import { dictionaryFullMessage, MAX_DICTIONARY_WORDS } from '@common/writing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const DICTIONARY = '/api/writing/dictionary';
type Browser = ReturnType<typeof createBrowser>;
const add = (browser: Browser, words: unknown) => browser(DICTIONARY, postJson({ words }));
const wordsOf = async (response: Response) =>
  ((await response.json()) as { words: string[] }).words;

describe('the personal dictionary kept with the account', () => {
  it('keeps words lower-case and sorted, merges without duplicates, removes one', async () => {
    const browser = await signedUpBrowser(server.url);
    expect(await wordsOf(await browser(DICTIONARY))).toEqual([]);

    const first = await add(browser, ['Zorblax', ' kubernetes ']);
    expect(first.status).toBe(200);
    expect(await wordsOf(first)).toEqual(['kubernetes', 'zorblax']);

    // The browser's words at sign-in: some already there, in another case.
    expect(await wordsOf(await add(browser, ['ZORBLAX', 'Redraft', 'redraft']))).toEqual([
      'kubernetes',
      'redraft',
      'zorblax',
    ]);

    const removed = await browser(`${DICTIONARY}/Kubernetes`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await wordsOf(removed)).toEqual(['redraft', 'zorblax']);
    expect(await wordsOf(await browser(DICTIONARY))).toEqual(['redraft', 'zorblax']);
  });

  it('keeps each account’s words apart', async () => {
    const one = await signedUpBrowser(server.url);
    const two = await signedUpBrowser(server.url);
    await add(one, ['onlymine']);
    expect(await wordsOf(await two(DICTIONARY))).toEqual([]);
  });

  it('answers 401 to a visitor, whose words stay in the browser', async () => {
    const visitor = createBrowser(server.url);
    for (const response of [
      await visitor(DICTIONARY),
      await add(visitor, ['zorblax']),
      await visitor(`${DICTIONARY}/zorblax`, { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Sign in to keep your dictionary with your account',
      });
    }
  });

  it('answers 400 with a clear message for bad words, and adds none of them', async () => {
    const browser = await signedUpBrowser(server.url);
    for (const [words, message] of [
      [[], 'Give at least one word'],
      ['zorblax', 'Words must be a list of words'],
      [['fine', '   '], 'A word cannot be empty'],
      [['fine', 'x'.repeat(65)], 'A word can be at most 64 characters long'],
      [['fine', 'two words'], 'A word cannot hold spaces or control characters'],
      [['fine', 7], 'Each word must be a string'],
    ] as const) {
      const response = await add(browser, words);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect(await wordsOf(await browser(DICTIONARY))).toEqual([]);
  });

  it(`holds at most ${MAX_DICTIONARY_WORDS} words, adding nothing past the bound`, async () => {
    const browser = await signedUpBrowser(server.url);
    const words = Array.from({ length: MAX_DICTIONARY_WORDS - 1 }, (_, i) => `word${i}`);
    expect(await wordsOf(await add(browser, words))).toHaveLength(MAX_DICTIONARY_WORDS - 1);
    const tooMany = await add(browser, ['extraone', 'extratwo', 'word0']);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      message: dictionaryFullMessage(MAX_DICTIONARY_WORDS + 1),
    });
    expect(await wordsOf(await add(browser, ['lastone']))).toHaveLength(MAX_DICTIONARY_WORDS);
  });
});
