import { COMPREHENSIVE_SAMPLES, RUBRIC_DIMENSIONS } from '@common/analysis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AllFakes,
  type PromptView,
  startAllFakes,
  textProviderEnv,
} from '../../../tests/fakes';
import {
  answers,
  INVENTED_QUOTE,
  realQuote,
  stepOf,
} from '../../../tests/support/analysis-answers';
import { readNdjson } from '../../../tests/support/stream';
import {
  FAST_AI,
  postJson,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

let fakes: AllFakes;
let server: TestServer;
let bare: TestServer;

const TEXT_A =
  'Cities grow where trade routes cross. A river crossing, a harbour or a pass gathers people, and the people gather more people. The argument here is that geography sets the first settlement, while institutions decide whether it lasts.';
const TEXT_B =
  'Every town I have lived in began as somebody’s shortcut. The baker’s road became the high street; the high street became the reason to stay.';

beforeAll(async () => {
  fakes = await startAllFakes();
  const endpoints = fakes.describe();
  const fast = { ai: FAST_AI };
  server = await startTestServer(fast, textProviderEnv(fakes, 'llama3.1'));
  bare = await startTestServer(fast, { DEEPSEEK_BASE_URL: endpoints.deepseek!.baseURL });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await fakes.close();
});
beforeEach(() => {
  fakes.deepseek.reset();
  fakes.anthropic.reset();
  fakes.openai.reset();
  fakes.perplexity.reset();
  fakes.local.reset();
});

const post = (path: string, body: unknown, target = server, headers: Record<string, string> = {}) =>
  fetch(`${target.url}${path}`, postJson(body, headers));

/** Which document a prompt is about, so compare mode gets answers quoting the right text. */
function documentOf(prompt: PromptView): string {
  return prompt.lastUserText.includes(TEXT_B.slice(0, 30)) &&
    !prompt.lastUserText.includes(TEXT_A.slice(0, 30))
    ? TEXT_B
    : TEXT_A;
}

/** Answers each step from the system prompt; `score` may vary per call for the spread. */
function scriptAnswers(fake: AllFakes['deepseek'], score: () => number = () => 60) {
  fake.setJsonReply((prompt: PromptView) => {
    const step = stepOf(prompt.system);
    if (!step) throw new Error(`unexpected prompt: ${prompt.system.slice(0, 80)}`);
    return answers('intelligence', documentOf(prompt), score(), TEXT_B)[step];
  });
}

describe('POST /api/evaluate-intelligence', () => {
  it('refuses an empty text with the spec message, before any provider call', async () => {
    for (const body of [{}, { text: '' }, { text: '   \n ' }]) {
      const response = await post('/api/evaluate-intelligence', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: 'No text to analyze' });
    }
    expect(fakes.deepseek.requests).toHaveLength(0);
  });

  it('names the missing key of the default provider (ZHI 3, DeepSeek)', async () => {
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A }, bare);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      message: 'DeepSeek API key is required for DeepSeek models. Please add it in Settings.',
    });
    expect(fakes.deepseek.requests).toHaveLength(0);
  });

  it('Normal: a first reading and a calibration, one sample, invented quotes dropped', async () => {
    scriptAnswers(fakes.deepseek);
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(fakes.deepseek.requests).toHaveLength(2);
    expect(body).toMatchObject({
      mode: 'normal',
      rubric: 'intelligence',
      provider: 'deepseek',
      phasesRun: ['phase1', 'phase3'],
      phase2Response: null,
      sampleCount: 1,
      truncated: false,
    });
    expect(body.scores).toEqual({
      Insight: 60,
      Reasoning: 61,
      Evidence: 62,
      Clarity: 63,
      Organization: 64,
      Depth: 65,
      Overall: 63,
    });
    for (const detail of body.scoreDetails)
      expect(detail).toMatchObject({ spread: 0, flagged: false });
    expect(body.phase1Response).toContain('Insight: 60/100');
    expect(body.phase1Response).toContain(realQuote(TEXT_A));
    expect(body.phase1Response).not.toContain(INVENTED_QUOTE);
    expect(body.phase3Response).toContain('Reference point: Near a competent undergraduate essay.');
    expect(body.finalResult).toContain('A competent text that stays close to the expected.');
    expect(body.evidence).toContainEqual({ dimension: 'Insight', quote: realQuote(TEXT_A) });
    expect(JSON.stringify(body.evidence)).not.toContain(INVENTED_QUOTE);
    expect(body.droppedQuotes).toBe(6);
    // The document and the rubric reach the model; the JSON mode is asked for.
    const first = fakes.deepseek.requests[0]!.body as Record<string, unknown>;
    expect(JSON.stringify(first.messages)).toContain(TEXT_A);
    expect(first.response_format).toBeDefined();
  });

  it('Comprehensive: three samples of three phases; disagreeing samples are flagged', async () => {
    const perSample = [20, 60, 95];
    let calibrations = 0;
    fakes.deepseek.setJsonReply((prompt: PromptView) => {
      const step = stepOf(prompt.system)!;
      const score = step === 'calibration' ? perSample[calibrations++ % 3]! : 60;
      return answers('intelligence', TEXT_A, score)[step];
    });
    const response = await post('/api/evaluate-intelligence', {
      text: TEXT_A,
      comprehensive: true,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(fakes.deepseek.requests).toHaveLength(3 * COMPREHENSIVE_SAMPLES);
    expect(body).toMatchObject({
      mode: 'comprehensive',
      phasesRun: ['phase1', 'phase2', 'phase3'],
      sampleCount: 3,
    });
    expect(body.phase2Response).toContain('What would lower it: Thin insight in places.');
    expect(body.phase1Response).toContain('Sample 3 of 3');
    const insight = body.scoreDetails.find((d: { key: string }) => d.key === 'insight');
    expect(insight).toMatchObject({ median: 60, min: 20, max: 95, spread: 75, flagged: true });
    expect(insight.samples.sort()).toEqual([20, 60, 95]);
    expect(body.scores.Insight).toBe(60);
    expect(body.finalResult).toContain('The samples disagree by more than 20 points on');
  });

  it('Comprehensive with agreeing samples flags nothing, and streams which phase runs', async () => {
    scriptAnswers(fakes.deepseek);
    const response = await post(
      '/api/evaluate-intelligence',
      { text: TEXT_A, comprehensive: true },
      server,
      { accept: 'application/x-ndjson' },
    );
    expect(response.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = await readNdjson(response);
    const progress = lines.filter((line) => 'progress' in line).map((line) => line.progress);
    expect(progress).toHaveLength(9);
    expect(progress[0]).toMatchObject({ phase: 'phase1', done: 0, total: 9 });
    expect(progress.map((p) => (p as { label: string }).label)).toContain(
      'Phase 2: challenge (sample 2 of 3)',
    );
    const result = lines.at(-1)!.result as { scoreDetails: { flagged: boolean }[] };
    expect(result.scoreDetails.every((detail) => !detail.flagged)).toBe(true);
  });

  it('compares two documents with the same rubric, quoting both (quotes checked in each)', async () => {
    scriptAnswers(fakes.deepseek);
    const response = await post('/api/evaluate-intelligence', {
      text: TEXT_A,
      compareText: TEXT_B,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(fakes.deepseek.requests).toHaveLength(5);
    expect(body.documentB.phase1Response).toContain(realQuote(TEXT_B));
    expect(body.comparison.summary).toBe('A reasons more tightly; B illustrates better.');
    expect(body.comparison.items[0]).toMatchObject({
      name: 'Insight',
      stronger: 'A',
      quoteA: realQuote(TEXT_A),
      quoteB: realQuote(TEXT_B),
    });
    const comparisonRequest = fakes.deepseek.requests.find((r) =>
      JSON.stringify(r.body).includes('COMPARISON.'),
    )!;
    expect(JSON.stringify(comparisonRequest.body)).toContain(TEXT_B.slice(0, 20));
  });

  it('a comparison quote that is not in its document is dropped', async () => {
    fakes.deepseek.setJsonReply((prompt: PromptView) => {
      const step = stepOf(prompt.system)!;
      // No second text given: quoteB is invented.
      return answers('intelligence', documentOf(prompt), 60)[step];
    });
    const body = await (
      await post('/api/evaluate-intelligence', { text: TEXT_A, compareText: TEXT_B })
    ).json();
    expect(body.comparison.items[0].quoteB).toBeNull();
    expect(body.comparison.droppedQuotes).toBe(6);
  });

  it('Assess Fiction reads with the fiction rubric', async () => {
    fakes.deepseek.setJsonReply(
      (prompt: PromptView) => answers('fiction', TEXT_B, 55)[stepOf(prompt.system)!],
    );
    const body = await (
      await post('/api/evaluate-intelligence', { text: TEXT_B, rubric: 'fiction' })
    ).json();
    expect(body.rubric).toBe('fiction');
    expect(Object.keys(body.scores)).toEqual([
      ...RUBRIC_DIMENSIONS.fiction.map((d) => d.name),
      'Overall',
    ]);
    expect(JSON.stringify(fakes.deepseek.requests[0]!.body)).toContain('a work of fiction');
  });

  it('an answer that does not fit the schema is asked for once more', async () => {
    let calls = 0;
    fakes.deepseek.setJsonReply((prompt: PromptView) => {
      calls++;
      if (calls === 1) return { dimensions: { insight: { score: 'high' } } };
      return answers('intelligence', TEXT_A)[stepOf(prompt.system)!];
    });
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A });
    expect(response.status).toBe(200);
    expect(fakes.deepseek.requests).toHaveLength(3);
  });

  it('a second misfit is refused with a clear message, nothing filled in', async () => {
    fakes.deepseek.setJsonReply({ dimensions: {}, summary: 'incomplete' });
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message:
        'DeepSeek answered twice in a form that does not fit the analysis. Please try again or choose another provider.',
    });
    expect(fakes.deepseek.requests).toHaveLength(2);
  });

  it('a misfit in the streamed form ends with an error line', async () => {
    fakes.deepseek.setJsonReply({ nonsense: true });
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A }, server, {
      accept: 'application/x-ndjson',
    });
    const lines = await readNdjson(response);
    expect(lines.at(-1)).toEqual({
      error:
        'DeepSeek answered twice in a form that does not fit the analysis. Please try again or choose another provider.',
    });
  });

  it.each([
    [
      { kind: 'status', status: 500 } as const,
      502,
      'DeepSeek had a server error (500). Please try again.',
    ],
    [
      { kind: 'status', status: 429, retryAfterMs: 5 } as const,
      503,
      'DeepSeek is receiving too many requests. Please try again in a moment.',
    ],
    [
      { kind: 'status', status: 401 } as const,
      502,
      'DeepSeek rejected the API key. Please check it in Settings.',
    ],
    [{ kind: 'hang' } as const, 504, 'DeepSeek did not answer in time. Please try again.'],
  ])('a provider fault %j is a %i with a plain message', async (fault, status, message) => {
    fakes.deepseek.setFault(fault);
    const response = await post('/api/evaluate-intelligence', { text: TEXT_A });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
  });

  it.each(['anthropic', 'openai', 'perplexity', 'local'] as const)(
    'works over %s, in its own structured-output wire format',
    async (provider) => {
      const fake = fakes[provider];
      fake.setJsonReply(
        (prompt: PromptView) => answers('intelligence', TEXT_A)[stepOf(prompt.system)!],
      );
      const response = await post('/api/evaluate-intelligence', { text: TEXT_A, provider });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body.scores.Insight).toBe(60);
      expect(body.provider).toBe(provider);
      expect(fake.requests).toHaveLength(2);
    },
  );

  it('cancel reaches the provider: every running sample is aborted', async () => {
    fakes.deepseek.setFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/evaluate-intelligence`, {
      ...postJson({ text: TEXT_A, comprehensive: true }, { accept: 'application/x-ndjson' }),
      signal: controller.signal,
    });
    const response = await pending;
    await expect.poll(() => fakes.deepseek.requests.length).toBe(3);
    controller.abort();
    await response.body?.cancel().catch(() => {});
    await fakes.deepseek.waitForClientAbort({ count: 3, timeoutMs: 2000 });
    expect(fakes.deepseek.requests.every((request) => request.clientAborted)).toBe(true);
  });
});

describe('POST /api/evaluate-originality', () => {
  it('answers a score, derivative and new passages with real quotes only', async () => {
    scriptAnswers(fakes.deepseek);
    const response = await post('/api/evaluate-originality', { text: TEXT_A });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      provider: 'deepseek',
      originalityScore: 42,
      verdict: 'Familiar ideas, competently arranged.',
      derivative: [
        {
          quote: realQuote(TEXT_A),
          echoes: 'A common textbook framing.',
          explanation: 'Stated as usual.',
        },
      ],
      novel: [{ quote: realQuote(TEXT_A), explanation: 'A small twist.' }],
      droppedQuotes: 1,
    });
    expect(JSON.stringify(fakes.deepseek.requests[0]!.body)).toContain('ORIGINALITY.');
  });

  it('refuses an empty text and names a provider fault', async () => {
    expect((await post('/api/evaluate-originality', { text: ' ' })).status).toBe(400);
    fakes.deepseek.setFault({ kind: 'status', status: 500 });
    const response = await post('/api/evaluate-originality', { text: TEXT_A });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'DeepSeek had a server error (500). Please try again.',
    });
  });

  it('retries a misfit once, then refuses', async () => {
    fakes.deepseek.setJsonReply({ originalityScore: 140 });
    const response = await post('/api/evaluate-originality', { text: TEXT_A });
    expect(response.status).toBe(502);
    expect(fakes.deepseek.requests).toHaveLength(2);
  });
});

describe('POST /api/intelligent-rewrite', () => {
  it('rewrites with the custom instructions and the chosen mode', async () => {
    fakes.openai.setReply('```\nCities grow where routes cross; institutions keep them.\n```');
    const response = await post('/api/intelligent-rewrite', {
      text: TEXT_A,
      customInstructions: 'Keep it under thirty words.',
      provider: 'openai',
      mode: 'concise',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      rewrittenText: 'Cities grow where routes cross; institutions keep them.',
    });
    const sent = JSON.stringify(fakes.openai.requests[0]!.body);
    expect(sent).toContain('Keep it under thirty words.');
    expect(sent).toContain('Concise');
    expect(sent).toContain(TEXT_A.slice(0, 40));
  });

  it('refuses an empty text with the spec message', async () => {
    const response = await post('/api/intelligent-rewrite', { text: '', customInstructions: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'No text to rewrite' });
  });

  it('names a provider fault and an empty answer', async () => {
    fakes.deepseek.setFault({ kind: 'status', status: 503 });
    let response = await post('/api/intelligent-rewrite', { text: TEXT_A });
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(
      'DeepSeek had a server error (503). Please try again.',
    );
    fakes.deepseek.setFault(null);
    fakes.deepseek.setReply('   ');
    response = await post('/api/intelligent-rewrite', { text: TEXT_A });
    expect(response.status).toBe(502);
    expect((await response.json()).message).toBe(
      'DeepSeek returned an empty rewrite. Please try again.',
    );
  });

  it('cancel reaches the provider', async () => {
    fakes.deepseek.setFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/intelligent-rewrite`, {
      ...postJson({ text: TEXT_A }),
      signal: controller.signal,
    }).catch(() => undefined);
    await expect.poll(() => fakes.deepseek.requests.length).toBe(1);
    controller.abort();
    await pending;
    await fakes.deepseek.waitForClientAbort({ timeoutMs: 2000 });
    expect(fakes.deepseek.requests[0]!.clientAborted).toBe(true);
  });
});
