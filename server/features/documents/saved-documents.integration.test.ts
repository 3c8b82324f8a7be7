import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formWith, sampleDocx } from '../../../tests/support/document-fixtures';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { documents, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../plugins/session';
import { createSession } from '../../plugins/session-store';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function signedInCookie(username: string) {
  const db = server.app.redraft.db;
  const [user] = await db.insert(users).values({ username, password: 'x' }).returning();
  const { token } = await createSession(db, user!.id);
  return { userId: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

describe('uploads of signed-in users are kept in their documents', () => {
  it('saves filename, content and word count for a signed-in user', async () => {
    const { userId, cookie } = await signedInCookie('writer');
    const response = await fetch(`${server.url}/api/extract-text`, {
      method: 'POST',
      headers: { cookie },
      body: formWith('document', await sampleDocx(), 'report.docx'),
    });
    const body = await response.json();
    expect(response.status).toBe(200);
    expect(body.documentId).toEqual(expect.any(String));
    const rows = await server.app.redraft.db
      .select()
      .from(documents)
      .where(eq(documents.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.documentId,
      filename: 'report.docx',
      content: body.text,
      wordCount: body.text.trim().split(/\s+/).length,
      aiScore: null,
    });
  });

  it('keeps nothing for an anonymous visitor', async () => {
    const before = await server.app.redraft.db.select().from(documents);
    const response = await fetch(`${server.url}/api/extract-text`, {
      method: 'POST',
      body: formWith('document', Buffer.from('A note from nobody in particular.'), 'note.txt'),
    });
    expect(await response.json()).toEqual({ text: 'A note from nobody in particular.' });
    expect(await server.app.redraft.db.select().from(documents)).toHaveLength(before.length);
  });
});
