import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeGladia,
  type FakeGptZero,
  type FakeOpenAI,
  startFakeGladia,
  startFakeGptZero,
  startFakeOpenAI,
} from '../../tests/fakes';
import { WEBM_HEAD } from '../../tests/support/speech-audio';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../tests/support/test-server';
import { creditLedger, users } from '../db/schema';
import { LOGIN_REQUIRED } from './metering';
import { grantCredits } from './operator';

// Narration with a cloud voice, transcription and GPTZero follow the text models' rule: with
// CREDITS_ENFORCED=true the operator's keys are spent only by signed-in users with credits.
let server: TestServer;
let openai: FakeOpenAI;
let gladia: FakeGladia;
let gptzero: FakeGptZero;

beforeAll(async () => {
  [openai, gladia, gptzero] = await Promise.all([
    startFakeOpenAI(),
    startFakeGladia(),
    startFakeGptZero(),
  ]);
  server = await startTestServer(
    {},
    {
      CREDITS_ENFORCED: 'true',
      OPENAI_API_KEY: openai.apiKey!,
      OPENAI_BASE_URL: `${openai.url}/v1`,
      GLADIA_API_KEY: gladia.apiKey,
      GLADIA_BASE_URL: gladia.url,
      GPTZERO_API_KEY: gptzero.apiKey,
      GPTZERO_BASE_URL: gptzero.url,
    },
  );
});
afterAll(async () => {
  await server.close();
  await Promise.all([openai.close(), gladia.close(), gptzero.close()]);
});
beforeEach(() => {
  for (const fake of [openai, gladia, gptzero]) fake.reset();
});

const NARRATION_TEXT = 'A short sentence to read aloud.';
const DETECTION_TEXT = 'Five words for the detector. '.repeat(12);
const webm = Buffer.concat([WEBM_HEAD, Buffer.alloc(4000, 7)]);

const tts = () => postJson({ text: NARRATION_TEXT, voiceId: 'openai:alloy' });
const gptzeroDetection = () => postJson({ text: DETECTION_TEXT, provider: 'gptzero' });
function transcription() {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(webm)], { type: 'audio/webm' }), 'a.webm');
  return { method: 'POST', body: form } satisfies RequestInit;
}

const CALLS = [
  ['/api/tts', tts, () => openai.requests.length],
  ['/api/transcribe', transcription, () => gladia.requests.length],
  ['/api/detect-ai', gptzeroDetection, () => gptzero.requests.length],
] as const;

let counter = 0;
async function signedIn(credits: number) {
  const username = `payer-${counter++}`;
  const browser = createBrowser(server.url);
  await browser('/api/auth/register', postJson({ username, password: 'a long password' }));
  if (credits) await grantCredits(server.app.redraft.db, username, String(credits));
  return { browser, username };
}

async function balance(username: string) {
  const [row] = await server.app.redraft.db
    .select({ id: users.id, credits: users.credits })
    .from(users)
    .where(eq(users.username, username));
  return row!;
}

describe('paid services other than text (CREDITS_ENFORCED=true)', () => {
  it.each(CALLS)(
    '%s: a signed-out caller cannot spend the operator key',
    async (path, init, calls) => {
      const response = await fetch(`${server.url}${path}`, init());
      expect(response.status).toBe(401);
      expect((await response.json()).message).toBe(LOGIN_REQUIRED);
      expect(calls()).toBe(0);
    },
  );

  it.each(CALLS)(
    '%s: a balance that cannot cover the call is refused before the provider',
    async (path, init, calls) => {
      const { browser, username } = await signedIn(10);
      const response = await browser(path, init());
      expect(response.status).toBe(402);
      expect((await response.json()).message).toMatch(/^Not enough credits/);
      expect(calls()).toBe(0);
      expect((await balance(username)).credits).toBe(10);
    },
  );

  it.each(CALLS)(
    "%s: a caller's own key from Settings is used free of credits",
    async (path, init, calls) => {
      const browser = createBrowser(server.url);
      const keys = {
        '/api/tts': { OPENAI_API_KEY: openai.apiKey! },
        '/api/transcribe': { GLADIA_API_KEY: gladia.apiKey },
        '/api/detect-ai': { GPTZERO_API_KEY: gptzero.apiKey },
      }[path];
      expect((await browser('/api/keys', postJson(keys))).status).toBe(200);
      const response = await browser(path, init());
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      expect(calls()).toBeGreaterThan(0);
    },
  );

  it('charges signed-in users at the written rates', async () => {
    const { browser, username } = await signedIn(1_000_000);
    const costs: number[] = [];
    let before = 1_000_000;
    for (const [path, init] of CALLS) {
      const response = await browser(path, init());
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      const after = (await balance(username)).credits;
      costs.push(before - after);
      before = after;
    }
    expect(costs[0]).toBe(NARRATION_TEXT.length * 3);
    expect(costs[1]).toBeGreaterThan(0);
    expect(costs[1]! % 20).toBe(0);
    const rows = await server.app.redraft.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, (await balance(username)).id));
    // Detection with GPTZero also has a model write its narrative: charged in tokens.
    expect(rows.map((row) => row.reference)).toEqual([
      'operator',
      'voice:openai',
      'voice:openai',
      'transcription:gladia',
      'transcription:gladia',
      'gptzero:gptzero',
      'gptzero:gptzero',
      'text:openai',
      'text:openai',
    ]);
    expect(rows[6]!.detail).toMatchObject({ used: { words: 60 }, charged: 60 * 20 });
    expect(costs[2]).toBe(60 * 20 + (rows[8]!.detail as { charged: number }).charged);
  });

  it('the offline voice stays free for everyone', async () => {
    const response = await fetch(
      `${server.url}/api/tts`,
      postJson({ text: NARRATION_TEXT, voiceId: 'offline:en-us' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
