// Long humanizations as durable jobs (issue 42, decision 243): each pass's chunks in order,
// streamed from the start to any tab of the owner with the pass loop's scores, the answer kept in
// rewrite_jobs (so a re-rewrite starts from it), cancelled from any tab, another owner's job
// unseen, the limits shared with long rewrites, and each chunk's calls held and charged once,
// also when a round runs twice. On PGlite, and on PostgreSQL in the PostgreSQL pass
// (scripts/test-integration.mjs runs server/features/text-jobs/ there).
import type { RewriteResponse } from '@common/humanizer';
import { TEXT_JOB_LIMITS, type TextJob, type TextJobStreamLine } from '@common/text-jobs';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeAnthropic, PromptView } from '../../../tests/fakes';
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
import { creditLedger, rewriteJobs, textJobChunks, users } from '../../db/schema';
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
const longEssay = (paragraphs: number, stem = 'H') =>
  taggedParagraphs(
    paragraphs,
    stem,
    'the harbour fills at dawn with small boats, and the market opens when the tide turns.',
  );

/** The text a humanizer call asks to rewrite (after "Text:"). */
const askedToRewrite = (prompt: PromptView) => prompt.lastUserText.split('Text:\n')[1] ?? '';

/**
 * The fake answers each chunk with the tags of its paragraphs, and a word marking the pass
 * (`once` on the input, `again` on an output): the output shows the order and the pass.
 */
const tagsReply = (prompt: PromptView) => {
  const asked = askedToRewrite(prompt);
  const tags = (asked.match(/\[[A-Z]+\d+\]/g) ?? []).join(' ');
  return asked.includes('harbour') ? `${tags} once` : `${tags} again`;
};

/** The text of each pass, as a viewer puts it together (a `pass` line starts it again). */
function passTexts(lines: TextJobStreamLine[]) {
  const texts: string[] = [''];
  for (const line of lines) {
    if ('pass' in line) texts.push('');
    if ('chunk' in line) texts[texts.length - 1] += line.chunk;
  }
  return texts;
}

const ledgerKeys = async (app: TestServer, id: string) =>
  (
    await app.app.redraft.db
      .select({ key: creditLedger.idempotencyKey })
      .from(creditLedger)
      .where(like(creditLedger.idempotencyKey, `%humanize:${id}:%`))
  )
    .map((row) => row.key)
    .sort();

/** Each chunk's hold and settle keys, pass by pass. */
const expectedKeys = (id: string, chunksPerPass: number[]) =>
  chunksPerPass
    .flatMap((chunks, p) =>
      Array.from({ length: chunks }, (_, i) => [
        `hold:humanize:${id}:${p + 1}:${i}`,
        `settle:humanize:${id}:${p + 1}:${i}`,
      ]),
    )
    .flat()
    .sort();

const once = Array.from({ length: 6 }, (_, i) => `[H${2 * i + 1}] [H${2 * i + 2}] once`).join(
  '\n\n',
);

describe('long humanizations as jobs', () => {
  it('runs each pass in order, streams passes and scores to a later tab, keeps the answer for a re-rewrite', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    const username = `hjobs-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(server.url, username);
    await grantCredits(server.app.redraft.db, username, '1000000');
    const body = { inputText: longEssay(12), provider: 'anthropic', targetScore: -1 };
    // A target below any score: all three passes run (the spec's cap).
    expect((await tab('/api/jobs/humanize', postJson(body))).status).toBe(400);
    const created = await tab('/api/jobs/humanize', postJson({ ...body, targetScore: 0 }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };

    const lines = await readStream(await tab(`/api/jobs/${id}/stream`));
    expect(lines[0]).toEqual({
      job: { id, kind: 'humanize', status: expect.any(String), totalChunks: 6 },
    });
    const passes = lines.flatMap((line) => ('passDone' in line ? [line.passDone] : []));
    const done = lines.at(-1) as Extract<TextJobStreamLine, { done: true }>;
    expect(done.done).toBe(true);
    const result = done.result as RewriteResponse;
    // Pass 1 rewrites the essay's six chunks in order; a later pass its (short) output, whole.
    const texts = passTexts(lines);
    expect(texts[0]).toBe(once);
    // Progress is per pass; a pass of one chunk has none.
    expect(lines.filter((line) => 'progress' in line).map((line) => line.progress)).toEqual([
      17, 33, 50, 67, 83, 100,
    ]);
    expect(passes.map((pass) => pass.pass)).toEqual([1, 2, 3]);
    const tags = Array.from({ length: 12 }, (_, i) => `[H${i + 1}]`).join(' ');
    expect(texts.slice(1)).toEqual([`${tags} again`, `${tags} again`]);
    expect(result).toMatchObject({
      jobId: id,
      rewrittenText: texts.at(-1),
      outputAiScore: passes.at(-1)!.outputAiScore,
      passes,
      factIssues: passes.at(-1)!.factIssues,
    });
    expect(result.inputAiScore).toEqual(expect.any(Number));

    // A reload (a new stream) replays every pass from the start; the job reads the same.
    const again = await readStream(await tab(`/api/jobs/${id}/stream`));
    expect(passTexts(again)).toEqual(texts);
    expect(again.at(-1)).toEqual(done);
    const job = (await (await tab(`/api/jobs/${id}`)).json()) as TextJob;
    expect(job).toMatchObject({
      status: 'done',
      kind: 'humanize',
      pass: passes.length,
      text: texts.at(-1),
      passes,
      result,
    });

    // The spec's record: the job's id is the humanizer job's, its output the answer.
    const [record] = await server.app.redraft.db
      .select()
      .from(rewriteJobs)
      .where(eq(rewriteJobs.id, id));
    expect(record).toMatchObject({ status: 'completed', outputText: result.rewrittenText });

    // Credits: each chunk held and settled once under its pass's key, the figures charged.
    expect(await ledgerKeys(server, id)).toEqual(expectedKeys(id, [6, 1, 1]));
    expect(await balance(server, username)).toBe(
      1_000_000 - done.usage.inputTokens - done.usage.outputTokens,
    );

    // RE-HUMANIZE starts from the job's output.
    fake.reset();
    fake.setReply(tagsReply);
    const re = await tab(
      `/api/gpt-bypass/re-rewrite/${id}`,
      postJson({ provider: 'anthropic', customInstructions: '' }),
    );
    expect(re.status).toBe(200);
    const asked = fake.requests[0]!.rawBody;
    expect(asked).toContain(`Text:\\n${JSON.stringify(result.rewrittenText).slice(1, -1)}`);
    expect(asked).not.toContain('harbour');
    expect(((await re.json()) as RewriteResponse).passes[0]!.pass).toBe(passes.length + 1);
  });

  it('ends failed with the provider’s message, and is cancelled from another tab', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    fake.setFault({ kind: 'status', status: 401 });
    const username = `hfail-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(server.url, username);
    await grantCredits(server.app.redraft.db, username, '1000000');
    const failed = (await (
      await tab(
        '/api/jobs/humanize',
        postJson({ inputText: longEssay(12, 'F'), provider: 'anthropic' }),
      )
    ).json()) as { id: string };
    const lines = await readStream(await tab(`/api/jobs/${failed.id}/stream`));
    const last = lines.at(-1) as { error: string };
    expect(last.error).toMatch(/Anthropic|ZHI/);
    const [record] = await server.app.redraft.db
      .select()
      .from(rewriteJobs)
      .where(eq(rewriteJobs.id, failed.id));
    expect(record).toMatchObject({ status: 'failed', errorMessage: last.error });

    fake.setFault({ kind: 'hang' });
    const { id } = (await (
      await tab(
        '/api/jobs/humanize',
        postJson({ inputText: longEssay(12, 'C'), provider: 'anthropic' }),
      )
    ).json()) as { id: string };
    await waitForJob(tab, id, ['running']);
    const watching = tab(`/api/jobs/${id}/stream`);
    const other = await signedUpBrowser(server.url);
    expect((await other(`/api/jobs/${id}`, { method: 'DELETE' })).status).toBe(404);
    const cancelled = await tab(`/api/jobs/${id}`, { method: 'DELETE' });
    expect(((await cancelled.json()) as TextJob).status).toBe('cancelled');
    expect((await readStream(await watching)).at(-1)).toEqual({ cancelled: true });
    await fake.waitForClientAbort();
    fake.setFault(null);
    // The re-rewrite of a cancelled job has no output to start from.
    const re = await tab(`/api/gpt-bypass/re-rewrite/${id}`, postJson({ provider: 'anthropic' }));
    expect(re.status).toBe(409);
  });

  it('is another owner’s to nobody else, and shares the long rewrites’ limits', async () => {
    const username = `hlimits-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(queueOnly.url, username);
    await grantCredits(queueOnly.app.redraft.db, username, '1000000');
    const visitor = createBrowser(queueOnly.url);
    const essay = { inputText: longEssay(12, 'L'), provider: 'anthropic' };
    // Credits are enforced: a visitor is asked to log in, as on /api/gpt-bypass/rewrite.
    expect((await visitor('/api/jobs/humanize', postJson(essay))).status).toBe(401);
    const tooLong = await tab(
      '/api/jobs/humanize',
      postJson({ ...essay, inputText: 'x'.repeat(TEXT_JOB_LIMITS.maxChars + 1) }),
    );
    expect(tooLong.status).toBe(413);
    expect((await tooLong.json()).message).toBe(
      'The text has 200,001 characters; a rewrite sent as a job can have at most 200,000.',
    );
    const ids: string[] = [];
    for (let i = 0; i < TEXT_JOB_LIMITS.maxOpenJobs; i++) {
      const created = await tab('/api/jobs/humanize', postJson(essay));
      expect(created.status).toBe(201);
      ids.push(((await created.json()) as { id: string }).id);
    }
    const fourth = await tab('/api/jobs/rewrite', postJson({ text: essay.inputText }));
    expect(fourth.status).toBe(429);
    expect((await fourth.json()).message).toBe(
      'You already have 3 long rewrites or humanizations waiting or running. Wait for one to finish, or cancel one, to start another.',
    );
    // No humanizer record is left by a refused job: one per stored job.
    const owned = await queueOnly.app.redraft.db
      .select({ id: rewriteJobs.id })
      .from(rewriteJobs)
      .innerJoin(users, eq(users.id, rewriteJobs.userId))
      .where(eq(users.username, username));
    expect(owned.map((row) => row.id).sort()).toEqual([...ids].sort());
    for (const stranger of [visitor, await signedUpBrowser(queueOnly.url)]) {
      for (const [path, method] of [
        [`/api/jobs/${ids[0]}`, 'GET'],
        [`/api/jobs/${ids[0]}/stream`, 'GET'],
        [`/api/jobs/${ids[0]}`, 'DELETE'],
      ] as const) {
        const response = await stranger(path, { method });
        expect(response.status).toBe(404);
        expect(await response.json()).toEqual({ message: 'Job not found' });
      }
    }
    for (const id of ids) await tab(`/api/jobs/${id}`, { method: 'DELETE' });
  });

  it('charges each chunk once when its rounds run twice (two workers on one job)', async () => {
    fake.reset();
    fake.setReply(tagsReply);
    const username = `htwice-${Date.now().toString(36)}`;
    const tab = await signedUpBrowser(queueOnly.url, username);
    await grantCredits(queueOnly.app.redraft.db, username, '1000000');
    const { id } = (await (
      await tab(
        '/api/jobs/humanize',
        postJson({ inputText: longEssay(16, 'T'), provider: 'anthropic', targetScore: 100 }),
      )
    ).json()) as { id: string };
    const running = {
      ctx: queueOnly.app.redraft,
      log: queueOnly.app.log,
      score: async () => 40,
    };
    // Each worker runs the job's rounds to its end, as the queue would hand them on.
    const worker = async () => {
      while ((await runTextJob(running, id)) !== undefined);
    };
    await Promise.all([worker(), worker()]);
    const job = (await (await tab(`/api/jobs/${id}`)).json()) as TextJob;
    expect(job).toMatchObject({ status: 'done', pass: 1 });
    expect(job.passes).toEqual([{ pass: 1, outputAiScore: 40, factIssues: [], retried: false }]);
    expect(job.text).toBe(
      Array.from({ length: 8 }, (_, i) => `[T${2 * i + 1}] [T${2 * i + 2}] once`).join('\n\n'),
    );
    const db = queueOnly.app.redraft.db;
    const chunks = await db.select().from(textJobChunks).where(eq(textJobChunks.jobId, id));
    expect(chunks).toHaveLength(8);
    const used = chunks.reduce((sum, chunk) => sum + chunk.inputTokens + chunk.outputTokens, 0);
    expect(await balance(queueOnly, username)).toBe(1_000_000 - used);
    expect(await ledgerKeys(queueOnly, id)).toEqual(expectedKeys(id, [8]));
  });
});
