import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../tests/fakes';
import { postJson, startTestServer, type TestServer } from '../../tests/support/test-server';

let fake: FakeAnthropic;
let plain: TestServer;
let measured: TestServer;

beforeAll(async () => {
  fake = await startFakeAnthropic();
  const provider = { ANTHROPIC_API_KEY: fake.apiKey!, ANTHROPIC_BASE_URL: `${fake.url}/v1` };
  plain = await startTestServer({}, provider);
  measured = await startTestServer(
    {},
    { ...provider, METRICS_ENABLED: 'true' },
    { rateLimitPerMinute: 4 },
  );
});
afterAll(async () => {
  await Promise.all([plain?.close(), measured?.close()]);
  await fake.close();
});

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function series(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe('health endpoints', () => {
  it('answers liveness without looking at anything else', async () => {
    const response = await fetch(`${plain.url}/api/health/live`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'live' });
  });

  it('answers readiness once the database answers (no Redis configured, none checked)', async () => {
    const response = await fetch(`${plain.url}/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });
});

describe('metrics', () => {
  it('are absent unless METRICS_ENABLED=true', async () => {
    expect((await fetch(`${plain.url}/metrics`)).status).toBe(404);
    expect(plain.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
  });

  it('count requests by route pattern, provider calls with their outcome, and pool queues', async () => {
    fake.reset();
    const transform = (text: string) => fetch(`${measured.url}/api/transform`, postJson({ text }));
    expect((await transform('x')).status).toBe(200);
    // A streamed rewrite is one call too, counted when its stream ends.
    const streamed = await fetch(`${measured.url}/api/transform-stream`, postJson({ text: 's' }));
    expect(await streamed.text()).toContain('"done":true');
    fake.setFault({ kind: 'status', status: 500 });
    expect((await transform('y')).status).toBeGreaterThanOrEqual(500);
    fake.setFault(null);
    expect((await fetch(`${measured.url}/api/status`)).status).toBe(200);
    // Over the API limit of four a minute: metrics are outside /api and never refused.
    expect((await fetch(`${measured.url}/api/status`)).status).toBe(429);

    const response = await fetch(`${measured.url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(
      series(
        text,
        'redraft_http_requests_total{method="GET",route="/api/status",status_code="200"}',
      ),
    ).toBe(1);
    expect(
      series(
        text,
        'redraft_http_requests_total{method="GET",route="/api/status",status_code="429"}',
      ),
    ).toBe(1);
    expect(
      series(
        text,
        'redraft_http_request_duration_seconds_count{method="POST",route="/api/transform"}',
      ),
    ).toBe(2);
    expect(
      series(text, 'redraft_provider_requests_total{provider="anthropic",outcome="2xx"}'),
    ).toBe(2);
    // The server retries a 500 once (AiSettings.maxRetries): the calls past the two that
    // succeeded all failed.
    const errors = series(
      text,
      'redraft_provider_errors_total{provider="anthropic",outcome="5xx"}',
    );
    expect(errors).toBe(fake.requests.length - 2);
    expect(errors).toBeGreaterThanOrEqual(2);
    expect(
      series(text, 'redraft_provider_request_duration_seconds_count{provider="anthropic"}'),
    ).toBe(fake.requests.length);
    for (const pool of [
      'parse-worker',
      'pixel-worker',
      'score-worker',
      'export-worker',
      'report-worker',
      'writing-worker',
    ]) {
      expect(series(text, `redraft_worker_pool_queue_length{pool="${pool}"}`)).toBe(0);
    }
    expect(series(text, 'redraft_worker_pool_busy_workers{pool="offline-voice"}')).toBe(0);
    expect(text).toContain('process_cpu_seconds_total');
  });
});
