import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@common/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCX_TEXT,
  formWith,
  pngHeaderOnly,
  sampleDocx,
} from '../../../tests/support/document-fixtures';
import {
  createBrowser,
  postJson,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { libraryDocuments, libraryReferences, rewriteJobs } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Browser = ReturnType<typeof createBrowser>;
let counter = 0;
const PASSWORD = 'correct horse battery';

const signedUp = (): Promise<Browser> => signedUpBrowser(server.url);

const send = (method: string, body?: unknown): RequestInit =>
  body === undefined
    ? { method }
    : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };

async function create(browser: Browser, kind: string, body: unknown = {}) {
  const response = await browser(`/api/library/${kind}`, send('POST', body));
  expect(response.status).toBe(201);
  return (await response.json()).reference as { id: number; name: string; active: boolean };
}

async function addDoc(browser: Browser, kind: string, id: number, name: string, content: string) {
  return browser(`/api/library/${kind}/${id}/documents`, send('POST', { name, content }));
}

async function list(browser: Browser, kind: string) {
  const response = await browser(`/api/library/${kind}`);
  expect(response.status).toBe(200);
  return (await response.json()).references as {
    id: number;
    name: string;
    active: boolean;
    documentCount: number;
  }[];
}

describe('the style library', () => {
  it('creates a style with the spec defaults, inactive, and lists it with its count', async () => {
    const browser = await signedUp();
    const first = await create(browser, 'styles', { active: true });
    expect(first).toEqual({
      id: expect.any(Number),
      name: 'Style 1',
      description: 'Style reference',
      active: false,
      documentCount: 0,
    });
    const second = await create(browser, 'styles', { name: '  Essays ', description: 'Mine' });
    expect(second).toMatchObject({ name: 'Essays', description: 'Mine', active: false });
    const third = await create(browser, 'styles', { name: '' });
    expect(third.name).toBe('Style 3');
    expect((await list(browser, 'styles')).map((r) => r.name)).toEqual([
      'Style 1',
      'Essays',
      'Style 3',
    ]);
    // The two libraries are separate.
    expect(await list(browser, 'contents')).toEqual([]);
  });

  it('edits name, description and the active flag', async () => {
    const browser = await signedUp();
    const style = await create(browser, 'styles');
    const response = await browser(
      `/api/library/styles/${style.id}`,
      send('PATCH', { name: 'Letters', description: 'To friends', active: true }),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).reference).toEqual({
      id: style.id,
      name: 'Letters',
      description: 'To friends',
      active: true,
      documentCount: 0,
    });
    const off = await browser(`/api/library/styles/${style.id}`, send('PATCH', { active: false }));
    expect((await off.json()).reference).toMatchObject({ name: 'Letters', active: false });
  });

  it('adds and deletes documents, and the count follows', async () => {
    const browser = await signedUp();
    const style = await create(browser, 'styles');
    const added = await addDoc(browser, 'styles', style.id, ' Diary ', '  Dear diary, today.  ');
    expect(added.status).toBe(201);
    const { document } = await added.json();
    expect(document).toEqual({
      id: expect.any(Number),
      referenceId: style.id,
      name: 'Diary',
      content: 'Dear diary, today.',
    });
    await addDoc(browser, 'styles', style.id, 'Second', 'More words.');
    expect((await list(browser, 'styles'))[0]!.documentCount).toBe(2);
    const docs = await (await browser(`/api/library/styles/${style.id}/documents`)).json();
    expect(docs.documents.map((d: { name: string }) => d.name)).toEqual(['Diary', 'Second']);

    const removed = await browser(
      `/api/library/styles/${style.id}/documents/${document.id}`,
      send('DELETE'),
    );
    expect(removed.status).toBe(204);
    expect((await list(browser, 'styles'))[0]!.documentCount).toBe(1);
    const again = await browser(
      `/api/library/styles/${style.id}/documents/${document.id}`,
      send('DELETE'),
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'Document not found' });
  });

  it.each([
    [{ content: 'Text' }, 'Document name is required'],
    [{ name: '   ', content: 'Text' }, 'Document name is required'],
    [{ name: 'A name' }, 'Document content is required'],
    [{ name: 'A name', content: ' \n ' }, 'Document content is required'],
  ])('refuses a document %j with a clear message', async (body, message) => {
    const browser = await signedUp();
    const style = await create(browser, 'styles');
    const response = await browser(`/api/library/styles/${style.id}/documents`, send('POST', body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});

describe('the content library', () => {
  it("names an unnamed reference 'Content N', may start active, and deletes with its documents", async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents', { active: true });
    expect(content).toMatchObject({ name: 'Content 1', description: '', active: true });
    await addDoc(browser, 'contents', content.id, 'Notes', 'Facts about tides.');
    const deleted = await browser(`/api/library/contents/${content.id}`, send('DELETE'));
    expect(deleted.status).toBe(204);
    expect(await list(browser, 'contents')).toEqual([]);
    const docs = await browser(`/api/library/contents/${content.id}/documents`);
    expect(docs.status).toBe(404);
    const left = await server.app.redraft.db
      .select()
      .from(libraryDocuments)
      .where(eq(libraryDocuments.referenceId, content.id));
    expect(left).toEqual([]);
  });

  it('reads an uploaded DOCX into a document named after the file', async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents');
    const response = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('file', await sampleDocx(), 'field-report.docx'),
    });
    expect(response.status).toBe(201);
    const { document } = await response.json();
    expect(document.name).toBe('field-report');
    expect(document.content).toContain(DOCX_TEXT.paragraphs[0]);
    expect((await list(browser, 'contents'))[0]!.documentCount).toBe(1);
  });

  it('answers an unreadable upload with the extraction message, and an empty one clearly', async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents');
    const bad = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('file', Buffer.from([0, 1, 2, 3, 255, 254, 0, 9]), 'x.bin'),
    });
    expect(bad.status).toBe(415);
    expect((await bad.json()).message).toMatch(/^Unsupported file format/);
    const empty = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('file', Buffer.from('   \n'), 'blank.txt'),
    });
    expect(empty.status).toBe(422);
    expect(await empty.json()).toEqual({ message: 'The file contains no text to add.' });
    const wrongField = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('document', Buffer.from('Words.'), 'a.txt'),
    });
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ message: "No file: send it in the 'file' field." });
  });

  it('checks that the reference exists before it reads the file', async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents');
    expect((await browser(`/api/library/contents/${content.id}`, send('DELETE'))).status).toBe(204);
    // A damaged PDF: parsed, it would answer 422; the deleted reference answers first.
    const upload = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('file', Buffer.from('%PDF-1.7\n1 0 obj broken'), 'gone.pdf'),
    });
    expect(upload.status).toBe(404);
    expect(await upload.json()).toEqual({ message: LIBRARY_MESSAGES.referenceNotFound });
  });

  it('drops NUL characters from names and texts instead of failing to store them', async () => {
    const browser = await signedUp();
    const created = await browser(
      '/api/library/styles',
      send('POST', { name: 'My\u0000 voice', description: 'Blog\u0000' }),
    );
    expect(created.status).toBe(201);
    const { reference } = await created.json();
    expect(reference).toMatchObject({ name: 'My voice', description: 'Blog' });
    const added = await browser(
      `/api/library/styles/${reference.id}/documents`,
      send('POST', { name: 'Post\u0000', content: 'Words\u0000 pasted from a binary file.' }),
    );
    expect(added.status).toBe(201);
    expect((await added.json()).document).toMatchObject({
      name: 'Post',
      content: 'Words pasted from a binary file.',
    });
  });

  it('takes only the spec types: an image is refused, not read with OCR', async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents');
    const image = await browser(`/api/library/contents/${content.id}/upload`, {
      method: 'POST',
      body: formWith('file', pngHeaderOnly(40, 20), 'scan.png'),
    });
    expect(image.status).toBe(415);
    expect(await image.json()).toMatchObject({ message: LIBRARY_MESSAGES.unsupportedUpload });
    expect((await list(browser, 'contents'))[0]!.documentCount).toBe(0);
  });
});

describe('ownership', () => {
  it("answers 404 for another owner's references and documents, and changes nothing", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const style = await create(owner, 'styles');
    const added = await addDoc(owner, 'styles', style.id, 'Mine', 'My words.');
    const { document } = await added.json();
    const base = `/api/library/styles/${style.id}`;
    const attempts: [string, RequestInit][] = [
      [base, send('PATCH', { name: 'Stolen' })],
      [base, send('DELETE')],
      [`${base}/documents`, {}],
      [`${base}/documents`, send('POST', { name: 'x', content: 'y' })],
      [`${base}/documents/${document.id}`, send('DELETE')],
    ];
    for (const [path, init] of attempts) {
      const response = await other(path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Reference not found' });
    }
    const anonymous = await fetch(`${server.url}${base}/documents`);
    expect(anonymous.status).toBe(404);
    expect(await list(other, 'styles')).toEqual([]);
    expect(await list(owner, 'styles')).toEqual([
      expect.objectContaining({ name: 'Style 1', documentCount: 1 }),
    ]);
    // A style id is not a content id either.
    expect((await owner(`/api/library/contents/${style.id}/documents`)).status).toBe(404);
  });

  it('answers 404 for ids that cannot exist and 400 for an unknown library', async () => {
    const browser = await signedUp();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await browser(`/api/library/styles/${id}/documents`);
      expect(response.status, id).toBe(404);
    }
    const unknown = await browser('/api/library/poems');
    expect(unknown.status).toBe(400);
  });

  it('keeps an anonymous library in the browser session and moves it into the account at sign-up', async () => {
    const browser = createBrowser(server.url);
    expect(await list(browser, 'styles')).toEqual([]);
    const style = await create(browser, 'styles', { name: 'Anonymous voice' });
    await addDoc(browser, 'styles', style.id, 'Sample', 'Words I wrote before signing up.');
    const content = await create(browser, 'contents', { name: 'Anonymous notes' });
    const stranger = createBrowser(server.url);
    expect(await list(stranger, 'styles')).toEqual([]);

    // A humanizer job the anonymous visitor ran moves along with the library.
    const session = await server.app.redraft.db
      .select({ sessionId: libraryReferences.sessionId })
      .from(libraryReferences)
      .where(eq(libraryReferences.id, style.id));
    const sessionId = session[0]!.sessionId!;
    const [job] = await server.app.redraft.db
      .insert(rewriteJobs)
      .values({ inputText: 'x', provider: 'anthropic', sessionId })
      .returning({ id: rewriteJobs.id });

    const username = `mover-${counter++}`;
    const registered = await browser(
      '/api/auth/register',
      postJson({ username, password: PASSWORD }),
    );
    expect(registered.status).toBe(201);
    expect(await list(browser, 'styles')).toEqual([
      expect.objectContaining({ id: style.id, name: 'Anonymous voice', documentCount: 1 }),
    ]);
    expect(await list(browser, 'contents')).toEqual([
      expect.objectContaining({ id: content.id, name: 'Anonymous notes' }),
    ]);
    const [moved] = await server.app.redraft.db
      .select()
      .from(rewriteJobs)
      .where(eq(rewriteJobs.id, job!.id));
    expect(moved).toMatchObject({ sessionId: null, userId: expect.any(String) });

    // Logged out and in again from a fresh browser: the library is the account's.
    const elsewhere = createBrowser(server.url);
    await elsewhere('/api/auth/login', postJson({ username, password: PASSWORD }));
    expect((await list(elsewhere, 'styles')).map((r) => r.name)).toEqual(['Anonymous voice']);
  });

  it('merges an anonymous library into an existing account at login', async () => {
    const username = `merger-${counter++}`;
    const account = createBrowser(server.url);
    await account('/api/auth/register', postJson({ username, password: PASSWORD }));
    await create(account, 'contents', { name: 'From the account' });
    const visitor = createBrowser(server.url);
    await create(visitor, 'contents', { name: 'From the visit' });
    const login = await visitor('/api/auth/login', postJson({ username, password: PASSWORD }));
    expect(login.status).toBe(200);
    expect((await list(visitor, 'contents')).map((r) => r.name)).toEqual([
      'From the account',
      'From the visit',
    ]);
  });
});

describe('limits', () => {
  it(`allows ${LIBRARY_LIMITS.maxReferences} references of a kind, then says why not`, async () => {
    const browser = await signedUp();
    for (let i = 0; i < LIBRARY_LIMITS.maxReferences; i++) await create(browser, 'contents');
    const refused = await browser('/api/library/contents', send('POST', {}));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'You can keep at most 50 content references. Delete one to add another.',
    );
    // The other library still has room.
    await create(browser, 'styles');
  });

  it(`allows ${LIBRARY_LIMITS.maxDocuments} documents per reference, then says why not`, async () => {
    const browser = await signedUp();
    const style = await create(browser, 'styles');
    for (let i = 0; i < LIBRARY_LIMITS.maxDocuments; i++) {
      expect((await addDoc(browser, 'styles', style.id, `Doc ${i}`, 'Text.')).status).toBe(201);
    }
    const refused = await addDoc(browser, 'styles', style.id, 'One more', 'Text.');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'A reference can hold at most 100 documents. Delete one to add another.',
    );
  });

  it('refuses a document over the extraction limit and a library over its total', async () => {
    const browser = await signedUp();
    const content = await create(browser, 'contents');
    const tooLong = 'a'.repeat(LIBRARY_LIMITS.maxDocumentChars + 1);
    const refused = await addDoc(browser, 'contents', content.id, 'Huge', tooLong);
    expect(refused.status).toBe(413);
    expect((await refused.json()).message).toBe(
      'The document is 2,000,001 characters long; a library document can hold at most 2,000,000.',
    );
    const full = 'b'.repeat(LIBRARY_LIMITS.maxDocumentChars);
    expect((await addDoc(browser, 'contents', content.id, 'One', full)).status).toBe(201);
    expect((await addDoc(browser, 'contents', content.id, 'Two', full)).status).toBe(201);
    const over = await addDoc(browser, 'contents', content.id, 'Three', full);
    expect(over.status).toBe(409);
    expect((await over.json()).message).toBe(
      'Your libraries hold 4,000,000 characters; together they can hold at most 5,000,000. Delete documents to make room.',
    );
    expect((await addDoc(browser, 'contents', content.id, 'Small', 'c'.repeat(1000))).status).toBe(
      201,
    );
  });
});

describe('style match', () => {
  const match = (browser: Browser, texts: string[]) =>
    browser('/api/library/style-match', send('POST', { texts }));
  const CASUAL =
    "I don't know. It's late, and I'm tired! We've walked all day. Can't stop now, though.\n\nYou'll see it soon. It's just past the hill.";
  const FORMAL =
    'The committee, having considered the evidence presented during the preceding sessions, concluded that the proposed amendments to the regulatory framework would require substantial revision; in particular, the provisions concerning administrative responsibilities were judged to be insufficiently precise.';

  it('has nothing to compare with until a style is active, then scores each text', async () => {
    const browser = await signedUp();
    expect(await (await match(browser, [CASUAL])).json()).toEqual({ scores: null });
    const style = await create(browser, 'styles');
    await addDoc(browser, 'styles', style.id, 'Casual', CASUAL);
    // Inactive: still nothing to compare with.
    expect(await (await match(browser, [CASUAL])).json()).toEqual({ scores: null });
    await browser(`/api/library/styles/${style.id}`, send('PATCH', { active: true }));
    const response = await match(browser, [CASUAL, FORMAL]);
    expect(response.status).toBe(200);
    const { scores } = await response.json();
    expect(scores[0]).toBe(100);
    expect(scores[1]).toBeLessThan(30);
    // Another user's samples are not this one's.
    const other = await signedUp();
    expect(await (await match(other, [CASUAL])).json()).toEqual({ scores: null });
  });

  it('refuses an empty list', async () => {
    const browser = await signedUp();
    const response = await match(browser, []);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Texts are required' });
  });
});
