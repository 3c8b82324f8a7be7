import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { providerOrigins, watchProviderCalls } from '../lib/provider-calls';
import { poolLoads } from '../lib/worker-pool';
import { offlineVoiceLoad } from '../providers/offline-voice';

/** Where Prometheus scrapes; outside /api, so the API rate limit never refuses a scrape. */
export const METRICS_PATH = '/metrics';

// Buckets from a static file (1 ms) to a long streamed rewrite or analysis (5 min).
const HTTP_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const PROVIDER_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];
const PROVIDER_ERRORS = new Set(['4xx', '5xx', 'failed', 'interrupted']);

/**
 * Prometheus metrics (METRICS_ENABLED=true), each instance its own: requests by route, calls
 * to providers, worker-pool queues, and the process's own (CPU, memory, event-loop delay).
 * Registered only when enabled: with the setting off, no hook, no channel subscription, no
 * route exists. The route label is the route's pattern (`/api/library/styles/:id`), never
 * the raw URL, so the number of series stays bounded; a request matching no route counts
 * under `unmatched`. prom-client itself is loaded only then.
 */
export async function registerMetrics(app: FastifyInstance, config: AppConfig) {
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import(
    'prom-client'
  );
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'redraft_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'redraft_http_request_duration_seconds',
    help: 'Time from the request arriving to the answer ending (a stream: its whole length)',
    labelNames: ['method', 'route'],
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status_code: reply.statusCode });
    durations.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  const providerCalls = new Counter({
    name: 'redraft_provider_requests_total',
    help: 'HTTP calls to providers (AI, speech, OCR, detection), by how they ended',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  const providerErrors = new Counter({
    name: 'redraft_provider_errors_total',
    help: 'Provider calls that failed: 4xx, 5xx, no answer (failed), or cut short (interrupted)',
    labelNames: ['provider', 'outcome'],
    registers: [registry],
  });
  const providerDurations = new Histogram({
    name: 'redraft_provider_request_duration_seconds',
    help: 'Duration of provider calls, to the end of the answer (a stream: its whole length)',
    labelNames: ['provider'],
    buckets: PROVIDER_BUCKETS,
    registers: [registry],
  });
  const stopWatching = watchProviderCalls(providerOrigins(config), (call) => {
    providerCalls.inc({ provider: call.provider, outcome: call.outcome });
    if (PROVIDER_ERRORS.has(call.outcome)) {
      providerErrors.inc({ provider: call.provider, outcome: call.outcome });
    }
    providerDurations.observe({ provider: call.provider }, call.seconds);
  });

  // Read only when scraped: nothing is counted on the request path.
  new Gauge({
    name: 'redraft_worker_pool_queue_length',
    help: 'Jobs waiting for a free worker, by pool',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, load] of sumByPool()) this.set({ pool }, load.queued);
    },
  });
  new Gauge({
    name: 'redraft_worker_pool_busy_workers',
    help: 'Workers running a job, by pool',
    labelNames: ['pool'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [pool, load] of sumByPool()) this.set({ pool }, load.busy);
    },
  });

  app.get(METRICS_PATH, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  app.addHook('onClose', async () => stopWatching());
}

/** Pools by name (a test process may hold several servers), with the offline voice's queue. */
function sumByPool() {
  const byPool = new Map<string, { queued: number; busy: number }>();
  for (const load of poolLoads()) {
    const sum = byPool.get(load.name) ?? { queued: 0, busy: 0 };
    byPool.set(load.name, { queued: sum.queued + load.queued, busy: sum.busy + load.busy });
  }
  byPool.set('offline-voice', offlineVoiceLoad());
  return byPool;
}
