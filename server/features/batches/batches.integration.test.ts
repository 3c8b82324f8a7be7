import { BATCH_LIMITS, BATCH_MESSAGES, type Batch } from '@common/batches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchForm, essayFiles } from '../../../tests/support/batch-files';
import {
  createBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { zipFiles } from '../../../tests/support/zip';

let server: TestServer;
/** A second server on its own database that only queues (WORKER=off): nothing runs there. */
let queueOnly: TestServer;

beforeAll(async () => {
  // One after the other: the first builds the in-memory snapshot the second starts from.
  server = await startTestServer();
  queueOnly = await startTestServer({}, { WORKER: 'off' });
});
afterAll(async () => {
  await Promise.all([server?.close(), queueOnly?.close()]);
});

type Browser = ReturnType<typeof createBrowser>;

async function upload(browser: Browser, files: { name: string; content: Buffer | string }[]) {
  return browser('/api/batches', { method: 'POST', body: batchForm(files) });
}

/** Polls the batch until it is finished, as the page does. */
async function finished(browser: Browser, id: string): Promise<Batch> {
  for (let i = 0; i < 600; i++) {
    const batch = (await (await browser(`/api/batches/${id}`)).json()) as Batch;
    if (batch.status === 'done' || batch.status === 'cancelled') return batch;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the batch did not finish');
}

describe('batch checks', () => {
  it('checks every file of a batch of 50 and more; a file that cannot be read fails alone', async () => {
    const browser = createBrowser(server.url);
    const files = [
      ...essayFiles(52),
      { name: 'broken.pdf', content: Buffer.from('%PDF-1.7 not really a pdf at all') },
      { name: 'short.txt', content: 'Too short to judge.' },
    ];
    const created = await upload(browser, files);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const batch = await finished(browser, id);
    expect(batch.status).toBe('done');
    expect(batch.files.map((file) => file.name)).toEqual(files.map((file) => file.name));
    const essays = batch.files.slice(0, 52);
    for (const file of essays) {
      expect(file.status).toBe('done');
      expect(file.probability).toBeGreaterThanOrEqual(0);
      expect(file.words).toBeGreaterThan(50);
      expect(file.isAIGenerated).toBe(file.probability! >= 0.7);
    }
    // The AI-styled essays (odd places) score higher than the human ones on the whole.
    const mean = (list: typeof essays) =>
      list.reduce((sum, file) => sum + file.probability!, 0) / list.length;
    expect(mean(essays.filter((_, i) => i % 2 === 0))).toBeGreaterThan(
      mean(essays.filter((_, i) => i % 2 === 1)),
    );
    const [broken, short] = batch.files.slice(52);
    expect(broken).toMatchObject({ status: 'failed', probability: null });
    expect(broken!.error).toBeTruthy();
    expect(short).toMatchObject({
      status: 'failed',
      error: 'Please provide at least 50 characters of text for assessment.',
    });
  });

  it('opens a ZIP into its files, skipping folders and hidden files', async () => {
    const browser = createBrowser(server.url);
    const [first, second] = essayFiles(2, 'zipped');
    const zip = zipFiles([
      { name: `class/${first!.name}`, content: first!.content },
      { name: 'class/.DS_Store', content: 'junk' },
      { name: `class/${second!.name}`, content: second!.content },
    ]);
    const created = await upload(browser, [{ name: 'class.zip', content: zip }]);
    expect(created.status).toBe(201);
    const batch = await finished(browser, ((await created.json()) as { id: string }).id);
    expect(batch.files.map((file) => [file.name, file.status])).toEqual([
      ['zipped-01.txt', 'done'],
      ['zipped-02.txt', 'done'],
    ]);
  });

  it('belongs to its owner: listed for them, not found for anyone else', async () => {
    const owner = createBrowser(server.url);
    const stranger = createBrowser(server.url);
    const { id } = (await (await upload(owner, essayFiles(2))).json()) as { id: string };
    await finished(owner, id);
    const list = (await (await owner('/api/batches')).json()) as {
      batches: { id: string; fileCount: number; finishedCount: number }[];
    };
    expect(list.batches[0]).toMatchObject({ id, fileCount: 2, finishedCount: 2 });
    expect(await (await stranger('/api/batches')).json()).toEqual({ batches: [] });
    for (const path of [`/api/batches/${id}`, `/api/batches/${id}/report.csv`]) {
      const response = await stranger(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: BATCH_MESSAGES.notFound });
    }
    expect((await stranger(`/api/batches/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('writes the class report as CSV, PDF and DOCX', async () => {
    const browser = createBrowser(server.url);
    const files = [...essayFiles(3), { name: '=cmd.txt', content: 'tiny' }];
    const { id } = (await (await upload(browser, files)).json()) as { id: string };
    const batch = await finished(browser, id);

    const csv = await browser(`/api/batches/${id}/report.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="class-report.csv"');
    const lines = (await csv.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"File","Status","Words","AI probability","Band","Likely AI","Reasons","Flagged sentences","Error"',
    );
    expect(lines).toHaveLength(5);
    const first = batch.files[0]!;
    expect(lines[1]).toContain(
      `"essay-01.txt","done","${first.words}","${Math.round(first.probability! * 100)}%"`,
    );
    // A name a spreadsheet would run as a formula stays text.
    expect(lines[4]).toMatch(/^"'=cmd\.txt","failed"/);

    const pdf = await browser(`/api/batches/${id}/report.pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const docx = await browser(`/api/batches/${id}/report.docx`);
    expect(docx.status).toBe(200);
    expect(
      Buffer.from(await docx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('enforces the limits with clear messages', async () => {
    const browser = createBrowser(server.url);
    const none = await browser('/api/batches', { method: 'POST', body: new FormData() });
    expect(none.status).toBe(400);
    const tooMany = await upload(
      browser,
      Array.from({ length: BATCH_LIMITS.maxFiles + 1 }, (_, i) => ({
        name: `f${i}.txt`,
        content: 'x',
      })),
    );
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toMatchObject({
      message: BATCH_MESSAGES.tooManyFiles(BATCH_LIMITS.maxFiles + 1),
    });
    const badZip = await upload(browser, [
      { name: 'class.zip', content: Buffer.from('PK\u0003\u0004 broken') },
    ]);
    expect(badZip.status).toBe(400);
    expect(await badZip.json()).toMatchObject({ message: BATCH_MESSAGES.badZip });
  });
});

describe('batches waiting in the queue', () => {
  it('cancels from any tab: files not yet checked are not checked', async () => {
    const browser = createBrowser(queueOnly.url);
    const { id } = (await (await upload(browser, essayFiles(3))).json()) as { id: string };
    const waiting = (await (await browser(`/api/batches/${id}`)).json()) as Batch;
    expect(waiting.status).toBe('queued');
    expect(waiting.files.every((file) => file.status === 'queued')).toBe(true);
    const report = await browser(`/api/batches/${id}/report.csv`);
    expect(report.status).toBe(409);
    expect(await report.json()).toMatchObject({ message: BATCH_MESSAGES.notFinished });

    const cancelled = await browser(`/api/batches/${id}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    const batch = (await cancelled.json()) as Batch;
    expect(batch.status).toBe('cancelled');
    expect(batch.files.map((file) => [file.status, file.error])).toEqual(
      Array(3).fill(['failed', BATCH_MESSAGES.cancelled]),
    );
    expect((await browser(`/api/batches/${id}/report.csv`)).status).toBe(200);
  });

  it(`refuses an owner's batch past ${BATCH_LIMITS.maxOpenBatches} open ones`, async () => {
    const browser = createBrowser(queueOnly.url);
    for (let i = 0; i < BATCH_LIMITS.maxOpenBatches; i++) {
      expect((await upload(browser, essayFiles(1))).status).toBe(201);
    }
    const refused = await upload(browser, essayFiles(1));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: BATCH_MESSAGES.tooManyOpen });
    // Another owner is not held back by this one's batches.
    expect((await upload(createBrowser(queueOnly.url), essayFiles(1))).status).toBe(201);
  });
});
