import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@common/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { libraryDocuments, libraryReferences, sessions } from '../../db/schema';
import { ANONYMOUS_IDLE_MS, SESSION_IDLE_MS } from '../../plugins/session-store';
import { checkAnonymousRoom } from './anonymous-room';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Browser = ReturnType<typeof createBrowser>;
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function newReference(browser: Browser) {
  const response = await browser('/api/library/contents', json('POST', {}));
  expect(response.status).toBe(201);
  return (await response.json()) as { reference: { id: number }; notice?: string };
}

const addDoc = (browser: Browser, id: number, content: string) =>
  browser(`/api/library/contents/${id}/documents`, json('POST', { name: 'Doc', content }));

describe('what visitors without an account may store', { timeout: 60_000 }, () => {
  it('is capped per address across sessions, said in the answer, while accounts are not held to it', async () => {
    // Every new browser is a new anonymous owner, all from this one address.
    const first = createBrowser(server.url);
    const created = await newReference(first);
    expect(created.notice).toBe(LIBRARY_MESSAGES.anonymousNotice);
    const big = 'a'.repeat(1_500_000);
    const added = await addDoc(first, created.reference.id, big);
    expect(added.status).toBe(201);
    expect((await added.json()).notice).toBe(LIBRARY_MESSAGES.anonymousNotice);

    const second = createBrowser(server.url);
    const { reference } = await newReference(second);
    const refused = await addDoc(second, reference.id, 'b'.repeat(600_000));
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: LIBRARY_MESSAGES.anonymousAddressFull(1_500_000),
      code: 'library_limit',
    });
    expect(LIBRARY_MESSAGES.anonymousAddressFull(1_500_000)).toContain('at most 2,000,000');
    // What still fits is taken.
    expect((await addDoc(second, reference.id, 'b'.repeat(400_000))).status).toBe(201);

    // A signed-in account from the same address has its own library, and no notice.
    const account = await signedUpBrowser(server.url);
    const mine = await newReference(account);
    expect(mine.notice).toBeUndefined();
    expect((await addDoc(account, mine.reference.id, 'c'.repeat(600_000))).status).toBe(201);
    const listed = await (await account('/api/library/contents')).json();
    expect(listed.notice).toBeUndefined();
    expect((await (await createBrowser(server.url)('/api/library/contents')).json()).notice).toBe(
      LIBRARY_MESSAGES.anonymousNotice,
    );
  });

  it('expires an anonymous session, and what it holds, after a day without use', async () => {
    const browser = createBrowser(server.url);
    await newReference(browser);
    const db = server.app.redraft.db;
    const rows = await db.select().from(sessions);
    const anonymous = rows.filter((row) => row.userId === null);
    const signedIn = rows.filter((row) => row.userId !== null);
    expect(anonymous.length).toBeGreaterThan(0);
    for (const row of anonymous) {
      expect(row.clientAddress).toMatch(/127\.0\.0\.1|::1/);
      const idle = row.expiresAt.getTime() - row.lastSeenAt.getTime();
      expect(Math.abs(idle - ANONYMOUS_IDLE_MS)).toBeLessThan(60_000);
    }
    expect(ANONYMOUS_IDLE_MS).toBe(LIBRARY_LIMITS.anonymousKeptHours * 60 * 60 * 1000);
    for (const row of signedIn) {
      expect(row.clientAddress).toBeNull();
      const idle = row.expiresAt.getTime() - row.lastSeenAt.getTime();
      expect(Math.abs(idle - SESSION_IDLE_MS)).toBeLessThan(60_000);
    }
  });

  it('caps all anonymous visitors together, whatever their addresses', async () => {
    const db = server.app.redraft.db;
    // Two anonymous sessions from other addresses, holding text already.
    const now = Date.now();
    for (const [id, address] of [
      ['room-a', '198.51.100.1'],
      ['room-b', '203.0.113.9'],
    ] as const) {
      await db
        .insert(sessions)
        .values({ id, clientAddress: address, expiresAt: new Date(now + ANONYMOUS_IDLE_MS) });
      const [reference] = await db
        .insert(libraryReferences)
        .values({ kind: 'content', sessionId: id, name: id })
        .returning({ id: libraryReferences.id });
      await db
        .insert(libraryDocuments)
        .values({ referenceId: reference!.id, name: id, content: 'x'.repeat(1000) });
    }
    const check = (sessionId: string, content: string, maxAnonymousBytes: number) =>
      db.transaction((tx) =>
        checkAnonymousRoom(tx, sessionId, content, { ...LIBRARY_LIMITS, maxAnonymousBytes }),
      );
    // Room for 100 more bytes in total: 100 fit, 101 do not, from either address.
    const stored = await anonymousBytes();
    await expect(check('room-a', 'y'.repeat(100), stored + 100)).resolves.toBeUndefined();
    await expect(check('room-b', 'y'.repeat(101), stored + 100)).rejects.toMatchObject({
      statusCode: 409,
      message: LIBRARY_MESSAGES.anonymousServerFull,
    });
  });
});

async function anonymousBytes(): Promise<number> {
  const db = server.app.redraft.db;
  const rows = await db
    .select({ content: libraryDocuments.content, sessionId: libraryReferences.sessionId })
    .from(libraryDocuments)
    .innerJoin(libraryReferences, eq(libraryDocuments.referenceId, libraryReferences.id));
  return rows
    .filter((row) => row.sessionId !== null)
    .reduce((sum, row) => sum + Buffer.byteLength(row.content, 'utf8'), 0);
}
