// Scaling out: the throughput of two instances against one, on the same machine, both on one
// PostgreSQL database and one Redis (the setup of README "Several instances"). Each instance is
// pinned to a core of its own with taskset when available. Two loads: GET /api/status (the
// server's fixed cost per request, plus the shared rate limit in Redis) and streamed rewrites
// (POST /api/transform-stream) against the fake Anthropic API in a process of its own.
// Rounds alternate one instance / two instances, so a slow moment of the machine hits both;
// the figures are medians of the rounds with their spread (min–max), and the ratio of medians.
// Every request comes from another client address (X-Forwarded-For, trusted with PUBLIC_URL),
// as from many users: the per-address API limit is not what is measured.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Redis } from 'ioredis';
import { createTestDatabase } from '../tests/support/test-database';
import { hasTaskset, startFakeProviderProcess, startServerProcess } from './server-process';
import { median } from './stats';

const ROUNDS = 5;
const ROUND_MS = 3_000;
const WARM_UP_MS = 1_500;
const adminUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379';
const keyPrefix = `redraft-bench-${randomBytes(4).toString('hex')}:`;

interface Load {
  label: string;
  /** Requests in flight at once, from the load generator. */
  concurrency: number;
  request(url: string): Promise<void>;
}

let clients = 0;
const clientAddress = () => {
  clients++;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

const status: Load = {
  label: 'GET /api/status',
  concurrency: 32,
  async request(url) {
    const response = await fetch(`${url}/api/status`, {
      headers: { 'x-forwarded-for': clientAddress() },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`/api/status answered ${response.status}`);
  },
};

const rewrite: Load = {
  label: 'streamed rewrites (40 pieces, 2 ms apart)',
  concurrency: 16,
  async request(url) {
    const response = await fetch(`${url}/api/transform-stream`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress() },
      body: JSON.stringify({ text: 'Rewrite this short paragraph, please.' }),
    });
    const body = await response.text();
    if (response.status !== 200 || !body.includes('"done":true')) {
      throw new Error(`a rewrite answered ${response.status}: ${body.slice(0, 200)}`);
    }
  },
};

/** Requests completed per second, spread round-robin over the instances. */
async function throughput(load: Load, urls: string[], durationMs: number): Promise<number> {
  const ends = performance.now() + durationMs;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (performance.now() < ends) {
      const url = urls[next++ % urls.length]!;
      await load.request(url);
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: load.concurrency }, worker));
  return done / ((performance.now() - started) / 1000);
}

const format = (values: number[]) =>
  `${median(values).toFixed(0)}/s (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;

const database = await createTestDatabase({ adminUrl, prefix: 'redraft_bench' }).catch(
  (error: Error) => {
    throw new Error(
      `This benchmark needs PostgreSQL (two instances cannot share PGlite): no database could be made at ${adminUrl} (${error.message}). Set BENCH_DATABASE_URL.`,
    );
  },
);
const redis = new Redis(redisUrl, { lazyConnect: true });
await redis.connect();
const fake = await startFakeProviderProcess();
await fake.configure({
  reply: 'word '.repeat(200).trim(),
  chunkCount: 40,
  firstChunkMs: 20,
  perChunkMs: 2,
});
const ports = [5421, 5422];
const env = (port: number) => ({
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  REDIS_KEY_PREFIX: keyPrefix,
  SESSION_SECRET: 'bench secret',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ANTHROPIC_API_KEY: fake.apiKey,
  ANTHROPIC_BASE_URL: `${fake.url}/v1`,
});
const pinned = hasTaskset();
const servers = [];
try {
  // One after the other: the first applies the migrations.
  for (const [index, port] of ports.entries()) {
    servers.push(await startServerProcess(env(port), port, process.cwd(), { cpu: index }));
  }
  const [first, second] = servers as [(typeof servers)[0], (typeof servers)[0]];
  console.log(
    `Scale-out: 1 instance vs 2, on PostgreSQL and Redis; ${availableParallelism()} cores; ${pinned ? 'each instance pinned to a core (taskset)' : 'taskset unavailable: instances not pinned'}; the load generator and the fake provider are not pinned and share the cores. ${ROUNDS} rounds of ${ROUND_MS / 1000} s each, alternating.`,
  );
  for (const load of [status, rewrite]) {
    await throughput(load, [first.url, second.url], WARM_UP_MS);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      one.push(await throughput(load, [first.url], ROUND_MS));
      two.push(await throughput(load, [first.url, second.url], ROUND_MS));
    }
    const ratio = median(two) / median(one);
    console.log(`  ${load.label}, ${load.concurrency} in flight:`);
    console.log(`    1 instance:  ${format(one)}   median (min–max) of ${ROUNDS} rounds`);
    console.log(`    2 instances: ${format(two)}`);
    console.log(`    ratio 2/1: ${ratio.toFixed(2)}x`);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await fake.stop();
  // A batch at a time: a run leaves about 200,000 keys (a rate-limit key for each client
  // address it plays), more than one call's arguments can spread.
  for await (const batch of redis.scanStream({ match: `${keyPrefix}*`, count: 1000 })) {
    const keys = batch as string[];
    if (keys.length > 0) await redis.unlink(...keys);
  }
  await redis.quit();
  await database.drop();
}
