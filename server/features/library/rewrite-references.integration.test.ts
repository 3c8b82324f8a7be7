import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AllFakes, startAllFakes } from '../../../tests/fakes';
import { readNdjson } from '../../../tests/support/stream';
import {
  type createBrowser,
  postJson,
  signedUpBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';

let fakes: AllFakes;
let server: TestServer;

beforeAll(async () => {
  fakes = await startAllFakes();
  const endpoints = fakes.describe();
  server = await startTestServer(
    { ai: { chunkConcurrency: 2, maxRetries: 0, stallTimeoutMs: 2000, requestTimeoutMs: 4000 } },
    {
      ANTHROPIC_API_KEY: fakes.anthropic.apiKey!,
      ANTHROPIC_BASE_URL: endpoints.anthropic!.baseURL,
      LOCAL_LLM_BASE_URL: endpoints.local!.baseURL,
      LOCAL_LLM_MODEL: 'llama3.2',
    },
  );
});
afterAll(async () => {
  await server.close();
  await fakes.close();
});
beforeEach(() => {
  fakes.anthropic.reset();
  fakes.local.reset();
});

type Browser = ReturnType<typeof createBrowser>;

const signedUp = (): Promise<Browser> => signedUpBrowser(server.url);

async function reference(
  browser: Browser,
  kind: 'styles' | 'contents',
  active: boolean,
  content: string,
) {
  const created = await browser(`/api/library/${kind}`, postJson({}));
  const { reference } = await created.json();
  if (active) {
    await browser(`/api/library/${kind}/${reference.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ active: true }),
    });
  }
  const added = await browser(
    `/api/library/${kind}/${reference.id}/documents`,
    postJson({ name: 'Sample', content }),
  );
  expect(added.status).toBe(201);
}

const sentToAnthropic = () => JSON.stringify(fakes.anthropic.requests.map((r) => r.body));

describe('library references in workspace rewrites', () => {
  let writer: Browser;
  beforeAll(async () => {
    writer = await signedUp();
    await reference(writer, 'styles', true, 'ACTIVE-STYLE-SAMPLE: short, dry sentences.');
    await reference(writer, 'styles', false, 'INACTIVE-STYLE-SAMPLE never goes out.');
    await reference(writer, 'contents', true, 'ACTIVE-CONTENT-SAMPLE: the tide tables.');
    await reference(writer, 'contents', false, 'INACTIVE-CONTENT-SAMPLE stays home.');
    const other = await signedUp();
    await reference(other, 'styles', true, 'OTHER-OWNER-STYLE is private.');
    await reference(other, 'contents', true, 'OTHER-OWNER-CONTENT is private.');
  });

  it('sends the active references of the caller, as voice samples and as material', async () => {
    fakes.anthropic.setReply('Rewritten.');
    const response = await writer('/api/transform', postJson({ text: 'My draft.' }));
    expect(response.status).toBe(200);
    expect((await response.json()).references).toEqual({ style: 1, content: 1, shortened: false });
    const sent = sentToAnthropic();
    expect(sent).toContain('Write in the style of these samples of the author:');
    expect(sent).toContain('ACTIVE-STYLE-SAMPLE');
    expect(sent).toContain('Draw on these reference documents where they are relevant:');
    expect(sent).toContain('ACTIVE-CONTENT-SAMPLE');
    for (const secret of ['INACTIVE-STYLE', 'INACTIVE-CONTENT', 'OTHER-OWNER']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('sends none with both flags off, and only one kind with one flag', async () => {
    await writer(
      '/api/transform',
      postJson({ text: 'My draft.', useStyleReference: false, useContentReference: false }),
    );
    expect(sentToAnthropic()).not.toMatch(/SAMPLE|OTHER-OWNER/);
    fakes.anthropic.reset();
    const response = await writer(
      '/api/transform',
      postJson({ text: 'My draft.', useStyleReference: false }),
    );
    expect((await response.json()).references).toEqual({ style: 0, content: 1, shortened: false });
    expect(sentToAnthropic()).toContain('ACTIVE-CONTENT-SAMPLE');
    expect(sentToAnthropic()).not.toContain('ACTIVE-STYLE-SAMPLE');
  });

  it('ignores references a request carries itself: only the library is read', async () => {
    await writer(
      '/api/transform',
      postJson({
        text: 'My draft.',
        styleReferences: [{ name: 'x', active: true, content: 'SMUGGLED-SAMPLE' }],
      }),
    );
    expect(sentToAnthropic()).not.toContain('SMUGGLED-SAMPLE');
  });

  it('announces the references on the stream before the text', async () => {
    fakes.anthropic.setReply('Streamed.');
    const response = await writer('/api/transform-stream', postJson({ text: 'My draft.' }));
    const lines = await readNdjson(response);
    expect(lines[0]).toEqual({ references: { style: 1, content: 1, shortened: false } });
    expect(sentToAnthropic()).toContain('ACTIVE-STYLE-SAMPLE');
  });

  it('sends nothing of anyone for an anonymous visitor without a library', async () => {
    const response = await fetch(`${server.url}/api/transform`, postJson({ text: 'Draft.' }));
    expect(response.status).toBe(200);
    expect((await response.json()).references).toBeUndefined();
    expect(sentToAnthropic()).not.toMatch(/SAMPLE|OTHER-OWNER/);
  });

  it("shortens samples to a local model's budget and says so", async () => {
    const browser = await signedUp();
    const long = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} of LONG-SAMPLE.`).join(
      ' ',
    );
    await reference(browser, 'styles', true, long);
    const response = await browser('/api/transform', postJson({ text: 'Draft.', model: 'local' }));
    expect(response.status).toBe(200);
    expect((await response.json()).references).toEqual({ style: 1, content: 0, shortened: true });
    const sent = JSON.stringify(fakes.local.requests.map((r) => r.body));
    expect(sent).toContain('Sentence number 0 of LONG-SAMPLE.');
    expect(sent).not.toContain('Sentence number 399 of');
  });
});
