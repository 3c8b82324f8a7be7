// Long rewrites as durable jobs (issue 42, decision 237): run in order, streamed from the start to
// any tab of the owner, cancelled from any tab, another owner's job unseen, and each chunk held
// and charged exactly once, also when two workers run the same job. On PGlite, and on PostgreSQL
// in the PostgreSQL pass (scripts/test-integration.mjs runs server/features/text-jobs/ there).
import { TEXT_JOB_LIMITS, type TextJob, type TextJobStreamLine } from '@common/text-jobs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeAnthropic } from '../../../tests/fakes';
import {
  createBrowser,
  postJson,
  signedUpBrowser,
  type TestServer,
} from '../../../tests/support/test-server';
import {
  balanceOf as balance,
  type JobServers,
  readJobStream as readStream,
  startJobServers,
  taggedParagraphs,
  waitForJob,
} from '../../../tests/support/text-jobs';
import { grantCredits } from '../../credits/operator';
import { creditLedger, textJobChunks } from '../../db/schema';
import { runTextJob } from './run';

let jobs: JobServers;
let fake: FakeAnthropic;
let server: TestServer;
/** A server that only queues (WORKER=off): its jobs run when the test runs them. */
let queueOnly: TestServer;

beforeAll(async () => {
  jobs = await startJobServers();
  ({ fake, server, queueOnly } = jobs);
});
afterAll(() => jobs?.close());

/** A text of `paragraphs` tagged paragraphs (about 700 characters each): 2 to a chunk. */
const longDocument = (paragraphs: number, stem = 'P') =>
  taggedParagraphs(
    paragraphs,
    stem,
    'The river bends past the mill and the old bridge, where the town once traded wool.',
  );

/** The fake answers each chunk with the tags of its paragraphs: the output shows the order. */
const tagsReply = (prompt: { lastUserText: string }) =>
  (prompt.lastUserText.match(/\[[A-Z]+\d+\]/g) ?? []).join(' ');

const textOf = (lines: TextJobStreamLine[]) =>
  lines.map((line) => ('chunk' in line ? line.chunk : '')).join('');

describe('long rewrites as jobs', () => {
  it('runs the chunks in order, streams them from the start to a second tab, charges each chunk once', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    const username = `jobs-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(server.url, username);
    await grantCredits(server.app.redraft.db, username, '1000000');
    const created = await tab('/api/jobs/rewrite', postJson({ text: longDocument(14) }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const lines = await readStream(await tab(`/api/jobs/${id}/stream`));
    expect(lines[0]).toEqual({
      job: { id, kind: 'rewrite', status: expect.any(String), totalChunks: 7 },
    });
    const expected = Array.from({ length: 7 }, (_, i) => `[P${2 * i + 1}] [P${2 * i + 2}]`).join(
      '\n\n',
    );
    expect(textOf(lines)).toBe(expected);
    expect(lines.filter((line) => 'progress' in line).map((line) => line.progress)).toEqual([
      14, 29, 43, 57, 71, 86, 100,
    ]);
    const done = lines.at(-1) as {
      done: true;
      usage: { inputTokens: number; outputTokens: number };
    };
    expect(done.done).toBe(true);
    expect(fake.requests).toHaveLength(7);

    // A reload (a new stream) replays the whole text from the start; so does the job itself.
    const again = await readStream(await tab(`/api/jobs/${id}/stream`));
    expect(textOf(again)).toBe(expected);
    const job = (await (await tab(`/api/jobs/${id}`)).json()) as TextJob;
    expect(job).toMatchObject({ status: 'done', totalChunks: 7, doneChunks: 7, text: expected });

    // Credits: held and settled per chunk under the chunk's own key, the provider's figures charged.
    expect(await balance(server, username)).toBe(
      1_000_000 - done.usage.inputTokens - done.usage.outputTokens,
    );
    const rows = await server.app.redraft.db
      .select({ key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(like(creditLedger.idempotencyKey, `%job:${id}:%`));
    expect(rows.map((row) => row.key).sort()).toEqual(
      Array.from({ length: 7 }, (_, i) => [`hold:job:${id}:${i}`, `settle:job:${id}:${i}`])
        .flat()
        .sort(),
    );
  });

  it('is cancelled from another tab: the provider call stops and every tab sees it', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    fake.setFault({ kind: 'hang' });
    const username = `cancel-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(server.url, username);
    await grantCredits(server.app.redraft.db, username, '1000000');
    const { id } = (await (
      await tab('/api/jobs/rewrite', postJson({ text: longDocument(10, 'C') }))
    ).json()) as { id: string };
    await waitForJob(tab, id, ['running']);
    const watching = tab(`/api/jobs/${id}/stream`);
    const cancelled = await tab(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as TextJob).status).toBe('cancelled');
    const lines = await readStream(await watching);
    expect(lines.at(-1)).toEqual({ cancelled: true });
    await fake.waitForClientAbort();
    fake.setFault(null);
    // Every cut call's hold is settled (the worker stops within a second)...
    const keys = async () =>
      (
        await server.app.redraft.db
          .select({ key: creditLedger.idempotencyKey })
          .from(creditLedger)
          .where(like(creditLedger.idempotencyKey, `%job:${id}:%`))
      ).map((row) => row.key);
    for (let i = 0; i < 200; i++) {
      const seen = await keys();
      if (
        seen.length > 0 &&
        seen.filter((key) => key.startsWith('settle:')).length * 2 === seen.length
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seen = await keys();
    expect(seen.filter((key) => key.startsWith('hold:')).length).toBeGreaterThan(0);
    expect(seen.filter((key) => key.startsWith('settle:'))).toHaveLength(seen.length / 2);
    // ...and what it held is given back, less the prompts, estimated (decision 58).
    expect(await balance(server, username)).toBeGreaterThan(1_000_000 - 10_000);
  });

  it('is another owner’s to nobody else: 404 alike for reading, watching and cancelling', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    const owner = createBrowser(server.url);
    const created = await owner('/api/jobs/rewrite', postJson({ text: longDocument(10, 'V') }));
    // Credits are enforced: a visitor is asked to log in, as on /api/transform.
    expect(created.status).toBe(401);
    const user = await signedUpBrowser(server.url);
    const own = await signedUpBrowser(server.url);
    const ownName = ((await (await own('/api/auth/user')).json()) as { username: string }).username;
    await grantCredits(server.app.redraft.db, ownName, '1000000');
    const { id } = (await (
      await own('/api/jobs/rewrite', postJson({ text: longDocument(10, 'O') }))
    ).json()) as { id: string };
    for (const [path, method] of [
      [`/api/jobs/${id}`, 'GET'],
      [`/api/jobs/${id}/stream`, 'GET'],
      [`/api/jobs/${id}`, 'DELETE'],
    ] as const) {
      for (const stranger of [user, createBrowser(server.url)]) {
        const response = await stranger(path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Job not found' });
      }
    }
    expect((await waitForJob(own, id, ['done'])).status).toBe('done');
  });

  it('refuses a text past the limit, and a fourth open job, with their messages', async () => {
    const username = `limits-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(queueOnly.url, username);
    await grantCredits(queueOnly.app.redraft.db, username, '1000000');
    const tooLong = await tab(
      '/api/jobs/rewrite',
      postJson({ text: 'x'.repeat(TEXT_JOB_LIMITS.maxChars + 1) }),
    );
    expect(tooLong.status).toBe(413);
    expect((await tooLong.json()).message).toBe(
      'The text has 200,001 characters; a rewrite sent as a job can have at most 200,000.',
    );
    for (let i = 0; i < TEXT_JOB_LIMITS.maxOpenJobs; i++) {
      expect((await tab('/api/jobs/rewrite', postJson({ text: longDocument(12) }))).status).toBe(
        201,
      );
    }
    const fourth = await tab('/api/jobs/rewrite', postJson({ text: longDocument(12) }));
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe(
      'You already have 3 long rewrites or humanizations waiting or running. Wait for one to finish, or cancel one, to start another.',
    );
  });

  it('charges each chunk once when two workers run the same job (its lease expired under the first)', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    const username = `twice-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(queueOnly.url, username);
    await grantCredits(queueOnly.app.redraft.db, username, '1000000');
    const { id } = (await (
      await tab('/api/jobs/rewrite', postJson({ text: longDocument(16, 'T') }))
    ).json()) as { id: string };
    const running = {
      ctx: queueOnly.app.redraft,
      log: queueOnly.app.log,
      score: async () => 50,
    };
    // Each worker runs the job's rounds to its end, as the queue would hand them on.
    const worker = async () => {
      while ((await runTextJob(running, id)) !== undefined);
    };
    await Promise.all([worker(), worker()]);
    const job = (await (await tab(`/api/jobs/${id}`)).json()) as TextJob;
    expect(job.status).toBe('done');
    expect(job.text).toBe(
      Array.from({ length: 8 }, (_, i) => `[T${2 * i + 1}] [T${2 * i + 2}]`).join('\n\n'),
    );
    const db = queueOnly.app.redraft.db;
    const chunks = await db.select().from(textJobChunks).where(eq(textJobChunks.jobId, id));
    expect(chunks).toHaveLength(8);
    const used = chunks.reduce((sum, chunk) => sum + chunk.inputTokens + chunk.outputTokens, 0);
    expect(await balance(queueOnly, username)).toBe(1_000_000 - used);
    const rows = await db
      .select({ key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(like(creditLedger.idempotencyKey, `%job:${id}:%`));
    expect(rows).toHaveLength(16);
  });
});
