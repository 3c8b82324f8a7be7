// Per-request cost: GET /api/status on Redraft against a bare Fastify app answering the same
// JSON, and each of Redraft's per-request parts added alone to the bare app (logging, security
// headers, rate limiter, response serializer). Every server runs in its own process; the
// figure is the server process's CPU time per request (getrusage, reported by the server), which is what bounds its
// throughput on one core and is not skewed by the load generator sharing the machine. Rounds
// are interleaved (every variant once per round), and ratios are taken within a round.
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { VARIANTS, type Variant } from './request-cost-variants';
import { median } from './stats';

const ROUNDS = 9;
const REQUESTS = 3000;
const CONCURRENCY = 8;
const TARGET_RATIO = 0.5;

interface Server {
  variant: Variant;
  port: number;
  child: ChildProcess;
}

async function start(variant: Variant, port: number): Promise<Server> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/request-cost-server.ts', variant, String(port)],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve) => lines.once('line', () => resolve()));
  return { variant, port, child };
}

/** User plus system CPU time of a server process, in microseconds, as it reports it. */
function cpuMicros(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage) => {
      const { user, system } = usage as NodeJS.CpuUsage;
      resolve(user + system);
    });
    child.send('cpu');
  });
}

function get(port: number, agent: Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/api/status', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200 ? resolve() : reject(new Error(`status ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** CPU µs the server spent per request, and requests per second seen by the client. */
async function measure(server: Server, count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let left = count;
  const cpuBefore = await cpuMicros(server.child);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await get(server.port, agent);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = (await cpuMicros(server.child)) - cpuBefore;
  agent.destroy();
  return { cpuPerRequest: cpu / count, perSecond: count / seconds };
}

const servers: Server[] = [];
for (const [index, variant] of VARIANTS.entries()) servers.push(await start(variant, 5440 + index));
try {
  for (const server of servers) await measure(server, 2000); // warm-up: JIT, caches
  const cpu = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
  const rps = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
  const ratio = new Map<Variant, number[]>(VARIANTS.map((variant) => [variant, []]));
  for (let round = 0; round < ROUNDS; round++) {
    const results = new Map<Variant, { cpuPerRequest: number; perSecond: number }>();
    for (const server of servers) results.set(server.variant, await measure(server, REQUESTS));
    const bare = results.get('bare')!;
    for (const [variant, result] of results) {
      cpu.get(variant)!.push(result.cpuPerRequest);
      rps.get(variant)!.push(result.perSecond);
      ratio.get(variant)!.push(bare.cpuPerRequest / result.cpuPerRequest);
    }
  }
  const spread = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`;
  const bareCpu = median(cpu.get('bare')!);
  console.log(
    `GET /api/status, ${ROUNDS} interleaved rounds of ${REQUESTS} requests (${CONCURRENCY} at a time); server CPU per request, median (min–max):`,
  );
  for (const variant of VARIANTS) {
    const us = median(cpu.get(variant)!);
    const added = variant === 'bare' ? '' : `, adds ${(us - bareCpu).toFixed(1)} µs`;
    console.log(
      `  ${variant.padEnd(36)} ${us.toFixed(1).padStart(6)} µs (${spread(cpu.get(variant)!, 1)})${added}; throughput vs bare ${median(ratio.get(variant)!).toFixed(2)} (${spread(ratio.get(variant)!, 2)}); client saw ${median(rps.get(variant)!).toFixed(0)} req/s`,
    );
  }
  const redraft = median(ratio.get('Redraft')!);
  console.log(
    `  Redraft's throughput against a bare Fastify app: ${redraft.toFixed(2)} (target ≥ ${TARGET_RATIO}: ${redraft >= TARGET_RATIO ? 'met' : 'MISSED'})`,
  );
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
}
