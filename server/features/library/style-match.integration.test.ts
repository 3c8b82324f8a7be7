import { STYLE_MATCH_MESSAGES } from '@common/library';
import { MAX_PROFILE_CHARS, profileExcerpt } from '@common/style-excerpt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBrowser,
  startTestServer,
  type TestServer,
} from '../../../tests/support/test-server';
import { poolLoads } from '../../lib/worker-pool';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const CASUAL =
  "I don't know. It's late, and I'm tired! We've walked all day. Can't stop now, though.\n\nYou'll see it soon. It's just past the hill. Isn't it odd how quiet it gets?\n\n";

const scoringWorkers = () =>
  poolLoads()
    .filter((load) => load.name === 'score-worker')
    .reduce((sum, load) => sum + load.workers, 0);

describe('style match off the event loop', () => {
  it('profiles in the scoring worker the excerpt a client sends of a 2-million-character text', async () => {
    const browser = createBrowser(server.url);
    const created = await browser('/api/library/styles', json('POST', {}));
    const { reference } = await created.json();
    const samples = CASUAL.repeat(20);
    expect(
      (
        await browser(
          `/api/library/styles/${reference.id}/documents`,
          json('POST', { name: 'Mine', content: samples }),
        )
      ).status,
    ).toBe(201);
    await browser(`/api/library/styles/${reference.id}`, json('PATCH', { active: true }));
    // No detection ran in this server: any scoring thread alive now was started by style match.
    expect(scoringWorkers()).toBe(0);
    const long = CASUAL.repeat(Math.ceil(2_000_000 / CASUAL.length)).slice(0, 2_000_000);
    const response = await browser(
      '/api/library/style-match',
      json('POST', { texts: [samples, profileExcerpt(long)] }),
    );
    expect(response.status).toBe(200);
    const { scores } = await response.json();
    expect(scores[0]).toBe(100);
    expect(scores[1]).toBeGreaterThan(90);
    expect(scoringWorkers()).toBeGreaterThan(0);
  });

  it('refuses a text past the excerpt a profile reads, with a clear message, and a larger body before parsing it', async () => {
    const browser = createBrowser(server.url);
    const tooLong = await browser(
      '/api/library/style-match',
      json('POST', { texts: ['x'.repeat(MAX_PROFILE_CHARS + 1)] }),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).message).toBe(STYLE_MATCH_MESSAGES.textTooLong);
    const huge = await browser(
      '/api/library/style-match',
      json('POST', { texts: [CASUAL.repeat(Math.ceil(2_000_000 / CASUAL.length))] }),
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toMatch(/^Request body is too large/);
  });
});
