// `npx tsx scripts/fuzz.ts [requests] [seed]`: sends generated requests (10,000 by default) to
// every route that takes a body, as the server's own OpenAPI document lists them
// (tests/support/fuzz-routes.ts), of a server started here on loopback (PGlite in memory, no
// provider keys), and prints the answers per route and status, the slowest answers, and every
// 5xx other than a provider's 502/503. Exits 1 when there was any. The suite runs the same
// generator smaller (server/fuzz.integration.test.ts).
import { runFuzz } from '../tests/support/fuzz';
import { fetchFuzzRoutes } from '../tests/support/fuzz-routes';
import { startTestServer } from '../tests/support/test-server';

const total = Number(process.argv[2] ?? 10_000);
const seed = Number(process.argv[3] ?? 1);
// The rate limiter has its own tests; here it would turn most answers into 429s.
const server = await startTestServer({}, { LOG_LEVEL: 'warn' }, { rateLimitPerMinute: 1_000_000 });
try {
  const routes = await fetchFuzzRoutes(server.url);
  const perRoute = Math.ceil(total / routes.length);
  const result = await runFuzz(server.url, routes, {
    perRoute,
    concurrency: 8,
    seed,
    timeoutMs: 30_000,
  });
  const all: Record<number, number> = {};
  console.log(`${result.requests} requests in ${(result.ms / 1000).toFixed(1)} s (seed ${seed})`);
  for (const route of routes) {
    const counts = result.counts[route.label] ?? {};
    for (const [status, count] of Object.entries(counts)) {
      all[Number(status)] = (all[Number(status)] ?? 0) + count;
    }
    const time = result.times[route.label]!;
    const line = Object.entries(counts)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    console.log(
      `${route.label.padEnd(42)} ${line}   (mean ${(time.total / perRoute).toFixed(0)} ms, max ${time.max} ms)`,
    );
  }
  console.log(
    `all: ${Object.entries(all)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ')}`,
  );
  const alive = await fetch(`${server.url}/api/status`);
  console.log(`afterwards GET /api/status answers ${alive.status}`);
  for (const failure of result.failures.slice(0, 20)) console.log('FAILURE', failure);
  process.exitCode = result.failures.length > 0 || alive.status !== 200 ? 1 : 0;
} finally {
  await server.close();
}
