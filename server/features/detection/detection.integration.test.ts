import { MAX_DETECTION_CHARS, TOO_SHORT_MESSAGE, textTooLongMessage } from '@common/detection';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AllFakes,
  type FakeGptZero,
  startAllFakes,
  startFakeGptZero,
} from '../../../tests/fakes';
import aiStyled from '../../../tests/fixtures/detection/ai-styled.json' with { type: 'json' };
import simpleHuman from '../../../tests/fixtures/detection/simple-human.json' with { type: 'json' };
import { postJson, startTestServer, type TestServer } from '../../../tests/support/test-server';

let fakes: AllFakes;
let gptzero: FakeGptZero;
let server: TestServer;
let bare: TestServer;

const AI_TEXT = aiStyled.texts[0]!.text;
const HUMAN_TEXT = simpleHuman.texts[0]!.text;
const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0]!;

beforeAll(async () => {
  fakes = await startAllFakes();
  gptzero = await startFakeGptZero();
  const endpoints = fakes.describe();
  const fast = {
    ai: { chunkConcurrency: 3, maxRetries: 0, stallTimeoutMs: 400, requestTimeoutMs: 2000 },
  };
  server = await startTestServer(fast, {
    OPENAI_API_KEY: fakes.openai.apiKey!,
    OPENAI_BASE_URL: endpoints.openai!.baseURL,
    ANTHROPIC_API_KEY: fakes.anthropic.apiKey!,
    ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
    GPTZERO_API_KEY: gptzero.apiKey,
    GPTZERO_BASE_URL: gptzero.url,
  });
  // No keys, but base URLs at the fakes: nothing may reach a provider from here.
  bare = await startTestServer(fast, {
    OPENAI_BASE_URL: endpoints.openai!.baseURL,
    GPTZERO_BASE_URL: gptzero.url,
  });
});
afterAll(async () => {
  await server.close();
  await bare.close();
  await gptzero.close();
  await fakes.close();
});
beforeEach(() => {
  fakes.openai.reset();
  fakes.anthropic.reset();
  gptzero.reset();
});

const detect = (body: unknown, target = server) =>
  fetch(`${target.url}/api/detect-ai`, postJson(body));

function narrativeReply(text: string) {
  return {
    assessment: 'A clear, even essay with a steady rhythm.',
    intelligenceScore: 71,
    surfaceAnalysis: {
      grammar: 'Clean.',
      lexicalPrecision: 'Generic abstract nouns.',
      stylistic: 'Balanced sentences throughout.',
    },
    deepAnalysis: [
      {
        section: 'Argument and structure',
        assessment: 'Each paragraph makes one point.',
        quotedExamples: [`“${firstSentence(text)}”`, 'A sentence the text never contained.'],
      },
    ],
    psychologicalProfile: 'Careful and conciliatory.',
    errata: [
      { quote: firstSentence(text).slice(0, 30), issue: 'Wordy.', correction: 'Shorter.' },
      { quote: 'teh invented typo', issue: 'Spelling.', correction: 'the' },
    ],
    recommendations: ['Vary the sentence length.'],
  };
}

describe('POST /api/detect-ai validation', () => {
  it.each([
    [{}, 'Text is required'],
    [{ text: '' }, 'Text is required'],
    [{ text: `   ${'word '.repeat(9)}   ` }, TOO_SHORT_MESSAGE],
  ])('refuses %j with 400 %s', async (body, message) => {
    const response = await detect(body, bare);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});

describe('POST /api/detect-ai without a language model', () => {
  it('answers the local detector figures and says the narrative needs a provider', async () => {
    const response = await detect({ text: AI_TEXT }, bare);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.detector).toBe('local');
    expect(body.isAIGenerated).toBe(true);
    expect(body.isAI).toBe(true);
    expect(body.confidence).toBe(body.probability);
    expect(body.probability).toBeGreaterThanOrEqual(body.threshold);
    expect(body.burstiness).toBeGreaterThan(0);
    expect(body.humanLikelihood).toMatch(/Low|Very Low/);
    expect(body.details).toContain('Local detector');
    // 149 words: under LOW_CONFIDENCE_WORDS, so the verdict says it rests on little text.
    expect(body.lowConfidence).toBe(true);
    expect(body.sentences.length).toBeGreaterThan(3);
    for (const s of body.sentences) expect(AI_TEXT.slice(s.start, s.end)).toBe(s.text);
    expect(body.narrative).toMatchObject({ provider: 'openai', available: false });
    expect(body.narrative.message).toContain(
      'OpenAI API key is required for GPT models. Please add it in Settings.',
    );
    expect(body.assessment).toBeNull();
    expect(body.intelligenceScore).toBeNull();
    expect(body.surfaceAnalysis).toBeNull();
    expect(body.deepAnalysis).toEqual({});
    expect(body.errata).toEqual([]);
    expect(body.recommendations).toEqual([]);
    expect(fakes.openai.requests).toHaveLength(0);
  });

  it('does not flag plain human prose', async () => {
    const body = await (await detect({ text: HUMAN_TEXT }, bare)).json();
    expect(body.isAIGenerated).toBe(false);
    expect(body.probability).toBeLessThan(body.threshold);
  });

  it('marks a verdict on 150 words or more as not low-confidence, and keeps every spec field', async () => {
    const text = `${AI_TEXT}\n\n${aiStyled.texts[1]!.text}`;
    const response = await detect({ text }, bare);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.lowConfidence).toBe(false);
    for (const field of ['isAI', 'confidence', 'details', 'probability', 'assessment']) {
      expect(body).toHaveProperty(field);
    }
  });
});

describe('POST /api/detect-ai on a very long text', () => {
  it('scores off the event loop: the server keeps answering meanwhile', async () => {
    // Nearly the longest text assessed (1,000,000 characters): about a second of scoring.
    const long = `${AI_TEXT}\n\n`.repeat(Math.floor(MAX_DETECTION_CHARS / (AI_TEXT.length + 2)));
    const finished: string[] = [];
    const detection = detect({ text: long }, bare).then(async (response) => {
      finished.push('detection');
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const status = await fetch(`${bare.url}/api/status`);
    finished.push('status');
    expect(status.status).toBe(200);
    const response = await detection;
    expect(response.status).toBe(200);
    expect((await response.json()).probability).toBeGreaterThan(0.5);
    expect(finished).toEqual(['status', 'detection']);
  });
});

describe('POST /api/detect-ai bounds its work by the length of the text', () => {
  it('scores 200,000 letters without punctuation or spaces in moments, never a 500', async () => {
    // The detector's triad pattern once scanned to the end of the run from every letter:
    // quadratic, 30 s and a 500 for this text, with a worker held all along.
    const started = performance.now();
    const response = await detect({ text: 'a'.repeat(200_000) }, bare);
    expect(response.status).toBe(200);
    expect((await response.json()).sentences).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('answers 413 with a clear message past the documented maximum, for reports too', async () => {
    const text = 'word '.repeat(MAX_DETECTION_CHARS / 5 + 1);
    const response = await detect({ text }, bare);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: textTooLongMessage(text.length) });
    const report = await fetch(
      `${bare.url}/api/generate-assessment-report`,
      postJson({ text, format: 'txt', provider: 'local' }),
    );
    expect(report.status).toBe(413);
  });
});

describe('POST /api/detect-ai with a language model', () => {
  it('adds the validated narrative and drops quotes that are not in the text', async () => {
    fakes.openai.setJsonReply(narrativeReply(AI_TEXT));
    const body = await (await detect({ text: AI_TEXT })).json();
    expect(body.narrative).toEqual({ provider: 'openai', available: true, droppedQuotes: 2 });
    expect(body.assessment).toBe('A clear, even essay with a steady rhythm.');
    expect(body.intelligenceScore).toBe(71);
    expect(body.surfaceAnalysis.grammar).toBe('Clean.');
    expect(body.deepAnalysis['Argument and structure'].quotedExamples).toEqual([
      `“${firstSentence(AI_TEXT)}”`,
    ]);
    expect(body.errata).toHaveLength(1);
    expect(body.errata[0].quote).toBe(firstSentence(AI_TEXT).slice(0, 30));
    expect(body.recommendations).toEqual(['Vary the sentence length.']);
    // The figures are the detector's, whatever the model says.
    const local = await (await detect({ text: AI_TEXT }, bare)).json();
    expect(body.probability).toBe(local.probability);
    const sent = fakes.openai.requests[0]!.body as { model: string; text: unknown };
    expect(sent.model).toBe('gpt-4o');
    expect(sent.text).toMatchObject({ format: { type: 'json_schema', strict: true } });
  });

  it('keeps the figures and explains when the answer does not fit the schema', async () => {
    fakes.openai.setJsonReply({ ...narrativeReply(AI_TEXT), intelligenceScore: 250 });
    const body = await (await detect({ text: AI_TEXT })).json();
    expect(body.narrative.available).toBe(false);
    expect(body.narrative.message).toContain('OpenAI answered in a form that does not fit');
    expect(body.assessment).toBeNull();
    expect(body.probability).toBeGreaterThan(0.5);
  });

  it('keeps the figures when the provider fails', async () => {
    fakes.openai.setFault({ kind: 'status', status: 500 });
    const body = await (await detect({ text: AI_TEXT })).json();
    expect(body.narrative.available).toBe(false);
    expect(body.narrative.message).toContain('OpenAI had a server error (500)');
    expect(body.sentences.length).toBeGreaterThan(0);
  });

  it('uses the provider the request names', async () => {
    fakes.anthropic.setJsonReply(narrativeReply(HUMAN_TEXT));
    const body = await (await detect({ text: HUMAN_TEXT, provider: 'anthropic' })).json();
    expect(body.narrative).toMatchObject({ provider: 'anthropic', available: true });
    expect(fakes.anthropic.requests).toHaveLength(1);
    const missing = await (await detect({ text: HUMAN_TEXT, provider: 'deepseek' })).json();
    expect(missing.narrative.message).toContain('DeepSeek API key is required');
  });
});

describe('POST /api/detect-ai with GPTZero', () => {
  const text = `${HUMAN_TEXT} Let us delve into the rich tapestry of this topic.`;

  it('scores with GPTZero when the request asks for it', async () => {
    fakes.openai.setJsonReply(narrativeReply(text));
    const body = await (await detect({ text, provider: 'gptzero' })).json();
    expect(body.detector).toBe('gptzero');
    expect(body.threshold).toBeNull();
    expect(body.details).toContain('GPTZero');
    expect(gptzero.requests[0]!.headers['x-api-key']).toBe(gptzero.apiKey);
    expect(gptzero.requests[0]!.body).toMatchObject({ document: text });
    const last = body.sentences.at(-1);
    expect(last.probability).toBeCloseTo(0.95);
    expect(text.slice(last.start, last.end)).toBe(last.text);
    expect(body.narrative).toMatchObject({ provider: 'openai', available: true });
  });

  it("reports GPTZero's refusal in the spec's words", async () => {
    gptzero.setFault({ kind: 'status', status: 401 });
    const response = await detect({ text, provider: 'gptzero' });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      message: 'detection provider API error: 401 Invalid API key.',
    });
  });

  it('asks for the key when GPTZero has none', async () => {
    const response = await detect({ text, provider: 'gptzero' }, bare);
    expect(response.status).toBe(503);
    expect((await response.json()).message).toBe(
      'GPTZero API key is required for GPTZero detection. Please add it in Settings.',
    );
    expect(gptzero.requests).toHaveLength(0);
  });
});

describe('POST /api/detect-ai with credits enforced', () => {
  it('keeps the figures and names the reason when the caller cannot pay for the narrative', async () => {
    const endpoints = fakes.describe();
    const enforced = await startTestServer(
      {},
      {
        OPENAI_API_KEY: fakes.openai.apiKey!,
        OPENAI_BASE_URL: endpoints.openai!.baseURL,
        CREDITS_ENFORCED: 'true',
      },
    );
    try {
      const body = await (await detect({ text: AI_TEXT }, enforced)).json();
      expect(body.isAIGenerated).toBe(true);
      expect(body.narrative.available).toBe(false);
      expect(body.narrative.message).toContain(
        'Please log in to use the AI tools: they are paid for with credits.',
      );
      expect(fakes.openai.requests).toHaveLength(0);
    } finally {
      await enforced.close();
    }
  });
});

describe('POST /api/generate-assessment-report', () => {
  const report = (body: unknown, target = bare) =>
    fetch(`${target.url}/api/generate-assessment-report`, postJson(body));
  const today = new Date().toISOString().slice(0, 10);

  it('writes txt with every part and the sentence scores', async () => {
    const response = await report({ text: AI_TEXT, format: 'txt' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="intelligence-assessment-${today}.txt"`,
    );
    const text = await response.text();
    expect(text).toContain('AI Detection Report');
    expect(text).toMatch(/^Probability of AI authorship: +\d+%$/m);
    expect(text).toContain('Human likelihood:');
    expect(text).toContain(
      'The written assessment could not be made: OpenAI API key is required for GPT models.',
    );
    expect(text).toMatch(/^Scored by: +Local detector \(built in\)$/m);
    expect(text).toContain('Sentence scores');
  });

  it('writes a PDF and a Word document', async () => {
    const pdf = Buffer.from(await (await report({ text: AI_TEXT, format: 'pdf' })).arrayBuffer());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const docx = await report({ text: AI_TEXT, format: 'docx', fileName: 'my report' });
    expect(docx.headers.get('content-disposition')).toBe('attachment; filename="my report.docx"');
    const bytes = Buffer.from(await docx.arrayBuffer());
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);
  });

  it('reports a result the browser already has, checking its quotes again', async () => {
    fakes.openai.setJsonReply(narrativeReply(AI_TEXT));
    const result = await (await detect({ text: AI_TEXT })).json();
    result.errata.push({ quote: 'smuggled quote', issue: 'x', correction: 'y' });
    const text = await (await report({ text: AI_TEXT, format: 'txt', result })).text();
    expect(text).toContain('A clear, even essay with a steady rhythm.');
    expect(text).toContain('Intelligence score: 71 / 100');
    expect(text).not.toContain('smuggled quote');
    expect(text).not.toContain('A sentence the text never contained.');
    expect(fakes.openai.requests).toHaveLength(1);
  });

  it('refuses an unknown format and short text', async () => {
    const bad = await report({ text: AI_TEXT, format: 'odt' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Format must be docx, pdf or txt');
    const short = await report({ text: 'too short', format: 'txt' });
    expect((await short.json()).message).toBe(TOO_SHORT_MESSAGE);
  });
});
