import { LIKELY_AI_FROM } from '@common/detection-bands';
import { toAiScore } from '@common/humanizer';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AllFakes,
  type PromptView,
  startAllFakes,
  textProviderEnv,
} from '../../../tests/fakes';
import aiStyled from '../../../tests/fixtures/detection/ai-styled.json';
import {
  createBrowser,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import {
  documents,
  libraryDocuments,
  libraryReferences,
  rewriteJobs,
  users,
} from '../../db/schema';
import { scoreLocally } from '../detection/scores';

let fakes: AllFakes;
let server: TestServer;
let bare: TestServer;

const AI_TEXT = aiStyled.texts[0]!.text;
const HUMAN_TEXT =
  'I moved to Leeds in 1997 with two suitcases and no plan. The flat was cold; the landlord, Mr Osei, was kind. By March I had a job at the library, shelving returns for £4.20 an hour, and I loved it.';

beforeAll(async () => {
  fakes = await startAllFakes();
  const endpoints = fakes.describe();
  const fast = {
    ai: { chunkConcurrency: 3, maxRetries: 1, stallTimeoutMs: 400, requestTimeoutMs: 800 },
  };
  server = await startTestServer(fast, textProviderEnv(fakes));
  bare = await startTestServer(fast, { DEEPSEEK_BASE_URL: endpoints.deepseek!.baseURL });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await fakes.close();
});
beforeEach(() => {
  for (const fake of [fakes.openai, fakes.anthropic, fakes.deepseek, fakes.local]) fake.reset();
});

const db = () => server.app.redraft.db;
const rewrite = (body: unknown, browser = createBrowser(server.url)) =>
  browser('/api/gpt-bypass/rewrite', postJson(body));
const jobRow = async (id: string) =>
  (await db().select().from(rewriteJobs).where(eq(rewriteJobs.id, id)))[0]!;
/** The text a fake was asked to rewrite (after "Text:"). */
const askedToRewrite = (prompt: PromptView) => prompt.lastUserText.split('Text:\n')[1] ?? '';

async function signUp(browser: ReturnType<typeof createBrowser>, username: string) {
  const response = await browser(
    '/api/auth/register',
    postJson({ username, password: 'correct horse 1' }),
  );
  expect(response.status).toBe(201);
  const [user] = await db().select().from(users).where(eq(users.username, username));
  return user!.id;
}

describe('POST /api/gpt-bypass/analyze-text', () => {
  it('scores with the local detector as an integer 0-100', async () => {
    const ai = await (
      await fetch(`${server.url}/api/gpt-bypass/analyze-text`, postJson({ text: AI_TEXT }))
    ).json();
    const human = await (
      await fetch(`${server.url}/api/gpt-bypass/analyze-text`, postJson({ text: HUMAN_TEXT }))
    ).json();
    expect(Number.isInteger(ai.aiScore)).toBe(true);
    // The humanizer's AI score is the detector's calibrated probability: the same number that
    // colours the detection panel and decides its verdict (issue 35). This text is red there.
    expect(ai.aiScore).toBe(toAiScore(scoreLocally(AI_TEXT).probability));
    expect(ai.aiScore).toBeGreaterThanOrEqual(LIKELY_AI_FROM * 100);
    expect(human.aiScore).toBeLessThan(ai.aiScore);
  });

  it.each([[{}], [{ text: '' }]])('refuses %j with the spec message', async (body) => {
    const response = await fetch(`${server.url}/api/gpt-bypass/analyze-text`, postJson(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Text is required' });
  });
});

describe('POST /api/gpt-bypass/upload', () => {
  const upload = (
    browser: ReturnType<typeof createBrowser>,
    bytes: Buffer,
    name: string,
    field = 'file',
  ) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)]), name);
    return browser('/api/gpt-bypass/upload', { method: 'POST', body: form });
  };

  it('reads a text file and scores it; nothing is kept for an anonymous visitor', async () => {
    const before = (await db().select().from(documents)).length;
    const response = await upload(createBrowser(server.url), Buffer.from(AI_TEXT), 'essay.txt');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.document).toMatchObject({ content: AI_TEXT, filename: 'essay.txt', id: null });
    expect(body.aiScore).toBeGreaterThanOrEqual(LIKELY_AI_FROM * 100);
    expect((await db().select().from(documents)).length).toBe(before);
  });

  it("keeps a signed-in user's upload in their documents, with its AI score", async () => {
    const browser = createBrowser(server.url);
    const userId = await signUp(browser, 'uploader');
    const body = await (await upload(browser, Buffer.from(HUMAN_TEXT), 'memoir.txt')).json();
    const [row] = await db().select().from(documents).where(eq(documents.id, body.document.id));
    expect(row).toMatchObject({
      userId,
      filename: 'memoir.txt',
      content: HUMAN_TEXT,
      aiScore: body.aiScore,
    });
  });

  it('refuses an image (the humanizer reads .txt, .pdf, .doc, .docx) and a wrong field', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489',
      'hex',
    );
    const image = await upload(createBrowser(server.url), png, 'photo.png');
    expect(image.status).toBe(415);
    expect(await image.json()).toMatchObject({
      message: 'Unsupported file format: the humanizer reads .txt, .pdf, .doc and .docx files.',
    });
    const wrongField = await upload(
      createBrowser(server.url),
      Buffer.from('hello'),
      'a.txt',
      'document',
    );
    expect(wrongField.status).toBe(400);
  });
});

describe('POST /api/gpt-bypass/rewrite: validation', () => {
  it.each([
    [{ provider: 'deepseek' }, 'Input text is required'],
    [{ inputText: '', provider: 'deepseek' }, 'Input text is required'],
    [{ inputText: 'Some text.' }, 'Provider is required'],
    [{ inputText: 'Some text.', provider: '' }, 'Provider is required'],
    [
      {
        inputText: 'Some text.',
        provider: 'deepseek',
        selectedStyleSamples: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      },
      'Maximum 10 style samples allowed',
    ],
    [
      {
        inputText: 'Some text.',
        provider: 'deepseek',
        selectedContentSamples: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      },
      'Maximum 10 content samples allowed',
    ],
  ])('answers 400 for %j: %s', async (body, message) => {
    const response = await rewrite(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(fakes.deepseek.requests).toHaveLength(0);
  });

  it('offers no perplexity: it is for analysis only', async () => {
    const response = await rewrite({ inputText: 'x', provider: 'perplexity' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/^Provider must be one of/);
  });

  it('names a missing key before calling anyone, and records no job', async () => {
    const before = (await db().select().from(rewriteJobs)).length;
    const response = await fetch(
      `${bare.url}/api/gpt-bypass/rewrite`,
      postJson({ inputText: 'Some text.', provider: 'deepseek' }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
    });
    expect(fakes.deepseek.requests).toHaveLength(0);
    expect((await db().select().from(rewriteJobs)).length).toBe(before);
  });
});

describe('POST /api/gpt-bypass/rewrite', () => {
  it('rewrites with the techniques, the style sample and custom instructions, and records the job', async () => {
    fakes.deepseek.setReply(HUMAN_TEXT);
    const response = await rewrite({
      inputText: HUMAN_TEXT.replace('I loved it', 'it was great'),
      styleText: 'STYLE: short sentences, dry wit.',
      contentMixText: 'CONTENT: libraries in the 1990s.',
      customInstructions: 'Keep it under 80 words.',
      selectedPresets: ['drop-stock-transitions', 'not-a-technique'],
      provider: 'deepseek',
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ rewrittenText: HUMAN_TEXT, factIssues: [] });
    expect(Number.isInteger(body.inputAiScore) && Number.isInteger(body.outputAiScore)).toBe(true);
    expect(body.passes).toEqual([
      { pass: 1, outputAiScore: body.outputAiScore, factIssues: [], retried: false },
    ]);

    const sent = fakes.deepseek.requests[0]!.body as { model: string };
    expect(sent.model).toBe('deepseek-chat');
    const prompt = JSON.stringify(sent);
    expect(prompt).toContain('Drop stock transitions');
    expect(prompt).toContain('STYLE: short sentences, dry wit.');
    expect(prompt).toContain('CONTENT: libraries in the 1990s.');
    expect(prompt).toContain('Instructions: Keep it under 80 words.');
    expect(prompt).toContain('Facts are locked');

    const job = await jobRow(body.jobId);
    expect(job).toMatchObject({
      status: 'completed',
      provider: 'deepseek',
      outputText: HUMAN_TEXT,
      inputAiScore: body.inputAiScore,
      outputAiScore: body.outputAiScore,
      userId: null,
      selectedPresets: ['drop-stock-transitions', 'not-a-technique'],
      factIssues: [],
    });
    expect(job.sessionId).toEqual(expect.any(String));
  });

  it('mixes in only the style or only the content when mixingMode says so', async () => {
    fakes.deepseek.setReply('Plain.');
    const body = {
      inputText: 'Plain.',
      provider: 'deepseek',
      styleText: 'STYLE-X',
      contentMixText: 'CONTENT-Y',
    };
    await rewrite({ ...body, mixingMode: 'style' });
    await rewrite({ ...body, mixingMode: 'content' });
    const [styleOnly, contentOnly] = fakes.deepseek.requests.map((request) =>
      JSON.stringify(request.body),
    );
    expect(styleOnly).toContain('STYLE-X');
    expect(styleOnly).not.toContain('CONTENT-Y');
    expect(contentOnly).toContain('CONTENT-Y');
    expect(contentOnly).not.toContain('STYLE-X');
  });

  it.each([
    ['anthropic', 'anthropic', 'claude-sonnet-4-5'],
    ['openai', 'openai', 'gpt-4o'],
    ['local', 'local', 'llama3.2'],
  ] as const)('sends provider %s to the %s fake as %s', async (provider, fake, model) => {
    fakes[fake].setReply('A plain rewrite.');
    const body = await (await rewrite({ inputText: 'A text.', provider })).json();
    expect(body.rewrittenText).toBe('A plain rewrite.');
    expect((fakes[fake].requests[0]!.body as { model: string }).model).toBe(model);
  });

  it("uses the caller's active library references as samples, and nobody else's", async () => {
    const browser = createBrowser(server.url);
    const userId = await signUp(browser, 'librarian');
    const otherId = await signUp(createBrowser(server.url), 'stranger');
    const reference = async (
      owner: string,
      kind: 'style' | 'content',
      active: boolean,
      content: string,
    ) => {
      const [row] = await db()
        .insert(libraryReferences)
        .values({ kind, userId: owner, name: content, active })
        .returning({ id: libraryReferences.id });
      await db().insert(libraryDocuments).values({ referenceId: row!.id, name: 'doc', content });
      return row!.id;
    };
    const ids = [
      await reference(userId, 'style', true, 'OWN-ACTIVE-STYLE'),
      await reference(userId, 'style', false, 'OWN-INACTIVE-STYLE'),
      await reference(otherId, 'style', true, 'OTHER-USERS-STYLE'),
      await reference(userId, 'content', true, 'OWN-CONTENT-AS-STYLE'),
    ];
    const contentId = await reference(userId, 'content', true, 'OWN-ACTIVE-CONTENT');
    fakes.deepseek.setReply('Fine.');
    const response = await rewrite(
      {
        inputText: 'Fine.',
        provider: 'deepseek',
        selectedStyleSamples: ids,
        selectedContentSamples: [contentId],
      },
      browser,
    );
    expect(response.status).toBe(200);
    const prompt = JSON.stringify(fakes.deepseek.requests[0]!.body);
    expect(prompt).toContain('OWN-ACTIVE-STYLE');
    expect(prompt).toContain('OWN-ACTIVE-CONTENT');
    for (const absent of ['OWN-INACTIVE-STYLE', 'OTHER-USERS-STYLE', 'OWN-CONTENT-AS-STYLE'])
      expect(prompt).not.toContain(absent);
    const job = await jobRow((await response.json()).jobId);
    expect(job).toMatchObject({ userId, sessionId: null, selectedStyleSamples: ids });
  });

  it('rewrites a long input in chunks, in order, however fast each chunk answers', async () => {
    const text = Array.from(
      { length: 12 },
      (_, i) =>
        `Paragraph ${i + 1} starts here. ${'The river bends and the town follows it. '.repeat(18)}`,
    ).join('\n\n');
    expect(text.length).toBeGreaterThan(8000);
    fakes.deepseek.setReply((prompt) => {
      const number = /Paragraph (\d+)/.exec(askedToRewrite(prompt))![1];
      return `Part from paragraph ${number}.`;
    });
    fakes.deepseek.setFault({ kind: 'delay', firstChunkMs: 30 });
    const body = await (await rewrite({ inputText: text, provider: 'deepseek' })).json();
    const parts = body.rewrittenText.split('\n\n');
    expect(parts.length).toBe(fakes.deepseek.requests.length);
    expect(parts.length).toBeGreaterThan(3);
    const numbers = parts.map((part: string) => Number(/\d+/.exec(part)![0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(JSON.stringify(fakes.deepseek.requests[1]!.body)).toMatch(/part 2 of/);
  });
});

describe('the fact gate', () => {
  const INPUT = 'The bridge opened in 1997 and cost 1,000 pounds. Anna Berg designed it.';

  it('retries a pass that changed a number, naming the change, and returns the kept facts', async () => {
    fakes.deepseek.setReply((prompt) =>
      prompt.lastUserText.includes('changed facts')
        ? 'Anna Berg designed the bridge; it opened in 1997 and cost 1000 pounds.'
        : 'Anna Berg designed the bridge; it opened in 1998 and cost 1000 pounds.',
    );
    const body = await (await rewrite({ inputText: INPUT, provider: 'deepseek' })).json();
    expect(fakes.deepseek.requests).toHaveLength(2);
    expect(JSON.stringify(fakes.deepseek.requests[1]!.body)).toContain(
      'changed facts (1997 → 1998)',
    );
    expect(body.rewrittenText).toContain('1997');
    expect(body.factIssues).toEqual([]);
    expect(body.passes[0].retried).toBe(true);
  });

  it('flags what a retried pass still changed, and keeps it on the job', async () => {
    fakes.deepseek.setReply(
      'Anna Berg designed the bridge; it opened in 1998 and cost 1000 pounds, says Tom Reed.',
    );
    const body = await (await rewrite({ inputText: INPUT, provider: 'deepseek' })).json();
    expect(fakes.deepseek.requests).toHaveLength(2);
    expect(body.factIssues).toEqual([
      { kind: 'number', change: 'changed', before: '1997', after: '1998' },
      { kind: 'name', change: 'added', after: 'Tom' },
      { kind: 'name', change: 'added', after: 'Reed' },
    ]);
    expect((await jobRow(body.jobId)).factIssues).toEqual(body.factIssues);
  });
});

describe('target score', () => {
  it('runs up to three passes while the output scores above the target, each scored', async () => {
    fakes.deepseek.setReply(AI_TEXT);
    const body = await (
      await rewrite({ inputText: AI_TEXT, provider: 'deepseek', targetScore: 20 })
    ).json();
    expect(body.passes.map((pass: { pass: number }) => pass.pass)).toEqual([1, 2, 3]);
    for (const pass of body.passes) expect(pass.outputAiScore).toBeGreaterThan(20);
    expect(fakes.deepseek.requests).toHaveLength(3);
  });

  it('stops as soon as a pass reaches the target', async () => {
    fakes.deepseek.setReply(HUMAN_TEXT);
    const body = await (
      await rewrite({ inputText: HUMAN_TEXT, provider: 'deepseek', targetScore: 95 })
    ).json();
    expect(body.passes).toHaveLength(1);
  });
});

describe('POST /api/gpt-bypass/re-rewrite/:jobId', () => {
  it("rewrites the job's last output again, chaining, under the same job id", async () => {
    const browser = createBrowser(server.url);
    const reply = (prompt: PromptView) => `Once more: ${askedToRewrite(prompt)}`;
    fakes.deepseek.setReply(reply);
    fakes.openai.setReply(reply);
    const first = await (
      await rewrite({ inputText: 'Original words here.', provider: 'deepseek' }, browser)
    ).json();
    const again = (body: object) =>
      browser(`/api/gpt-bypass/re-rewrite/${first.jobId}`, postJson(body));
    const second = await (
      await again({ provider: 'deepseek', customInstructions: 'Shorter.' })
    ).json();
    expect(JSON.stringify(fakes.deepseek.requests[1]!.body)).toContain(first.rewrittenText);
    expect(second).toMatchObject({
      jobId: first.jobId,
      rewrittenText: 'Once more: Once more: Original words here.',
    });
    expect(second.passes[0].pass).toBe(2);
    const third = await (await again({ provider: 'openai' })).json();
    expect(JSON.stringify(fakes.openai.requests[0]!.body)).toContain(second.rewrittenText);
    expect(third.passes[0].pass).toBe(3);
    const job = await jobRow(first.jobId);
    expect(job).toMatchObject({
      status: 'completed',
      provider: 'openai',
      outputText: third.rewrittenText,
    });
    expect(job.passes).toHaveLength(3);
  });

  it("answers 404 for another owner's job, an unknown job and a malformed id", async () => {
    fakes.deepseek.setReply('Done.');
    const owner = createBrowser(server.url);
    await signUp(owner, 'jobowner');
    const { jobId } = await (
      await rewrite({ inputText: 'Mine.', provider: 'deepseek' }, owner)
    ).json();
    const intruder = createBrowser(server.url);
    await signUp(intruder, 'intruder');
    const anonymous = createBrowser(server.url);
    for (const [browser, id] of [
      [intruder, jobId],
      [anonymous, jobId],
      [owner, '00000000-0000-4000-8000-000000000000'],
      [owner, 'not-a-uuid'],
    ] as const) {
      const response = await browser(
        `/api/gpt-bypass/re-rewrite/${id}`,
        postJson({ provider: 'deepseek' }),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Rewrite job not found' });
    }
    const own = await owner(
      `/api/gpt-bypass/re-rewrite/${jobId}`,
      postJson({ provider: 'deepseek' }),
    );
    expect(own.status).toBe(200);
  });

  it('validates the provider like a rewrite', async () => {
    const response = await rewrite({}, createBrowser(server.url));
    expect(response.status).toBe(400);
    const again = await fetch(
      `${server.url}/api/gpt-bypass/re-rewrite/x`,
      postJson({ provider: '' }),
    );
    expect(await again.json()).toEqual({ message: 'Provider is required' });
  });
});

describe('provider faults', () => {
  it.each([
    [
      { kind: 'status', status: 429, retryAfterMs: 10 },
      503,
      'DeepSeek is receiving too many requests. Please try again in a moment.',
    ],
    [
      { kind: 'status', status: 500, retryAfterMs: 10 },
      502,
      'DeepSeek had a server error (500). Please try again.',
    ],
    [{ kind: 'hang' }, 504, 'DeepSeek did not answer in time. Please try again.'],
  ] as const)(
    'turns %j into a clear %i and marks the job failed',
    async (fault, status, message) => {
      fakes.deepseek.setFault(fault);
      const before = new Set(
        (await db().select({ id: rewriteJobs.id }).from(rewriteJobs)).map((row) => row.id),
      );
      const response = await rewrite({ inputText: 'A text to humanize.', provider: 'deepseek' });
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message });
      const jobs = (await db().select().from(rewriteJobs)).filter((row) => !before.has(row.id));
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({ status: 'failed', errorMessage: message, outputText: null });
    },
  );

  it('a failed re-rewrite keeps the earlier output on the job', async () => {
    const browser = createBrowser(server.url);
    fakes.deepseek.setReply('First output.');
    const { jobId } = await (
      await rewrite({ inputText: 'Input.', provider: 'deepseek' }, browser)
    ).json();
    fakes.deepseek.setFault({ kind: 'status', status: 500, retryAfterMs: 10 });
    const response = await browser(
      `/api/gpt-bypass/re-rewrite/${jobId}`,
      postJson({ provider: 'deepseek' }),
    );
    expect(response.status).toBe(502);
    expect(await jobRow(jobId)).toMatchObject({ status: 'failed', outputText: 'First output.' });
  });

  it('stops the provider call when the browser goes away, and marks the job cancelled', async () => {
    fakes.deepseek.setFault({ kind: 'delay', firstChunkMs: 5000 });
    const controller = new AbortController();
    const request = fetch(`${server.url}/api/gpt-bypass/rewrite`, {
      ...postJson({ inputText: 'Cancel me, please.', provider: 'deepseek' }),
      signal: controller.signal,
    }).catch(() => null);
    await expect.poll(() => fakes.deepseek.requests.length).toBe(1);
    controller.abort();
    await request;
    await expect
      .poll(() => fakes.deepseek.requests[0]!.clientAborted, { timeout: 2000 })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (
            await db()
              .select()
              .from(rewriteJobs)
              .where(eq(rewriteJobs.inputText, 'Cancel me, please.'))
          )[0]?.status,
      )
      .toBe('failed');
  });
});
