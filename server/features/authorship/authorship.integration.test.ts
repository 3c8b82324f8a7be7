import { createHash } from 'node:crypto';
import type { AuthorshipLog } from '@common/authorship';
import {
  KEEP_RECORD_SIGN_IN_MESSAGE,
  type KeptRecord,
  keptRecordTooLargeMessage,
  MAX_KEPT_RECORD_BYTES,
} from '@common/authorship-keep';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  postJson,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { RECORD_DOES_NOT_HOLD_TOGETHER } from './service';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const RECORD = '/api/authorship/record';
type Browser = ReturnType<typeof createBrowser>;
const put = (browser: Browser, body: unknown, headers: Record<string, string> = {}) =>
  browser(RECORD, { ...postJson(body, headers), method: 'PUT' });
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** A log typed then added to from the library: it gives "My essay. A quoted line." */
const log = (): AuthorshipLog => ({
  version: 1,
  startedAt: 1_795_000_000_000,
  sources: [{ kind: 'typed' }, { kind: 'library', detail: 'Essay sources · Notes' }],
  ops: [
    [0, 4200, 0, 0, 'My essay. ', 0],
    [9000, 0, 10, 0, 'A quoted line.', 1],
  ],
});

describe('the authorship record kept with the account', () => {
  it('keeps the logs with their fingerprints, and another browser of the account reads them', async () => {
    const username = `keeper-${Date.now().toString(36)}`;
    const first = await signedUpBrowser(server.url, username);
    expect(await (await first(RECORD)).json()).toEqual({ keep: false, updatedAt: null });

    const kept = await put(first, { input: log() });
    expect(kept.status).toBe(200);
    const answer = (await kept.json()) as KeptRecord;
    expect(answer.keep).toBe(true);
    expect(answer.input).toEqual({
      log: log(),
      characters: 24,
      textSha256: sha256('My essay. A quoted line.'),
      logSha256: sha256(JSON.stringify(log())),
    });
    expect(answer.output).toBeUndefined();

    // Another browser signs in to the same account.
    const second = createBrowser(server.url);
    const login = await second(
      '/api/auth/login',
      postJson({ username, password: 'a long password' }),
    );
    expect(login.status).toBe(200);
    const read = (await (await second(RECORD)).json()) as KeptRecord;
    expect(read).toEqual(answer);
    // Byte for byte as fingerprinted: the log's JSON gives the same SHA-256.
    expect(sha256(JSON.stringify(read.input?.log))).toBe(read.input?.logSha256);
  });

  it('replaces what it kept; {} keeps nothing with keeping on; DELETE turns it off', async () => {
    const browser = await signedUpBrowser(server.url);
    await put(browser, { input: log(), output: log() });
    const replaced = (await (await put(browser, { output: log() })).json()) as KeptRecord;
    expect(replaced.input).toBeUndefined();
    expect(replaced.output?.characters).toBe(24);

    const cleared = (await (await put(browser, {})).json()) as KeptRecord;
    expect(cleared).toEqual({ keep: true, updatedAt: expect.any(String) });
    expect(await (await browser(RECORD)).json()).toEqual(cleared);

    const off = await browser(RECORD, { method: 'DELETE' });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ keep: false, updatedAt: null });
    expect(await (await browser(RECORD)).json()).toEqual({ keep: false, updatedAt: null });
    // Off twice is no error.
    expect((await browser(RECORD, { method: 'DELETE' })).status).toBe(200);
  });

  it('keeps each account’s record apart', async () => {
    const one = await signedUpBrowser(server.url);
    const two = await signedUpBrowser(server.url);
    await put(one, { input: log() });
    expect(await (await two(RECORD)).json()).toEqual({ keep: false, updatedAt: null });
  });

  it('answers 401 to a visitor, whose record stays in the browser', async () => {
    const visitor = createBrowser(server.url);
    for (const response of [
      await visitor(RECORD),
      await put(visitor, { input: log() }),
      await visitor(RECORD, { method: 'DELETE' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: KEEP_RECORD_SIGN_IN_MESSAGE });
    }
  });

  it('refuses a log of the wrong shape or whose changes do not fit its text, keeping nothing', async () => {
    const browser = await signedUpBrowser(server.url);
    const outside = log();
    outside.ops.push([9500, 0, 400, 3, '', 0]);
    const cases: [unknown, string][] = [
      [{ input: outside }, RECORD_DOES_NOT_HOLD_TOGETHER],
      [{ input: { ...log(), version: 2 } }, 'input.version'],
      [{ input: { ...log(), ops: [[0, 0, 0, 0, 'x']] } }, 'input.ops'],
      [{ notes: log() }, 'notes'],
    ];
    for (const [body, message] of cases) {
      const response = await put(browser, body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect(await (await browser(RECORD)).json()).toEqual({ keep: false, updatedAt: null });
  });

  it(`refuses a record past ${MAX_KEPT_RECORD_BYTES / 1024 / 1024} MB with 413 and a clear message`, async () => {
    const browser = await signedUpBrowser(server.url);
    const large = log();
    large.ops.push([9600, 0, 24, 0, 'x'.repeat(MAX_KEPT_RECORD_BYTES), 0]);
    const body = JSON.stringify({ input: large });
    const response = await browser(RECORD, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: keptRecordTooLargeMessage(Buffer.byteLength(body)),
    });
    expect(await (await browser(RECORD)).json()).toEqual({ keep: false, updatedAt: null });
  });

  it('refuses writes from another site', async () => {
    const browser = await signedUpBrowser(server.url);
    const foreign = { origin: 'https://elsewhere.example' };
    expect((await put(browser, { input: log() }, foreign)).status).toBe(403);
    const off = await browser(RECORD, { method: 'DELETE', headers: foreign });
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ message: 'Cross-origin request refused' });
  });
});
