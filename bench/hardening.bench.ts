// Hardening probe (issue 34): how long `/api/status` and `GET /` take while one visitor, within
// every rate limit, does the three things that used to slow the server for everyone:
//   1. four style matches of 2-million-character texts at once (anonymous, 1.9 million characters
//      of samples in one active style reference): as the client sends them (the excerpt a
//      profile reads, common/style-excerpt.ts; a raw 2 MB body is refused before parsing);
//   2. thirty sign-ins at once from one address (full-cost scrypt each);
//   3. an anonymous fill from one address: new sessions storing library text until refused;
//      measured after the cap was hit.
// Each against the same two requests on the idle server, in the same run. The production
// bundle runs in its own process (`npm run build` first, for the client's index.html).
//
//   [BENCH_PORT=5210] [BENCH_DATABASE_URL=postgres://…] npx tsx bench/hardening.bench.ts
//
// Each actor sends from its own loopback address (127.0.0.2-4), and the latency probes from
// twenty others (127.0.1.1-20), as different visitors would: the per-address limits see them
// apart. Linux routes all of 127.0.0.0/8 to the loopback interface.
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { profileExcerpt } from '@common/style-excerpt';
import { startServerProcess } from './server-process';
import { ms, percentile } from './stats';

const PORT = Number(process.env.BENCH_PORT ?? 5210);
const SERVER_ENV: Record<string, string> = process.env.BENCH_DATABASE_URL
  ? { DATABASE_URL: process.env.BENCH_DATABASE_URL }
  : {};
const TARGET_P99_MS = 100;

const STYLE_VISITOR = '127.0.0.2';
const FILL_VISITOR = '127.0.0.3';
const SIGN_IN_VISITOR = '127.0.0.4';
const PROBES = Array.from({ length: 20 }, (_, index) => `127.0.1.${index + 1}`);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

interface Answer {
  status: number;
  setCookie?: string;
  body: string;
}

/** One HTTP request sent from a given loopback address (node:http can bind the client side). */
function send(
  url: string,
  from: string,
  init: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer> {
  const payload =
    init.body === undefined || typeof init.body === 'string'
      ? init.body
      : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method: init.method ?? 'GET',
        agent,
        localAddress: from,
        headers: {
          ...(payload !== undefined && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
          ...(init.cookie && { cookie: init.cookie }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookie: response.headers['set-cookie']?.[0],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A browser of one visitor: its own address and its own session cookie. */
function visitor(base: string, from: string) {
  let cookie = '';
  return async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const answer = await send(`${base}${path}`, from, { ...init, cookie });
    if (answer.setCookie) cookie = answer.setCookie.split(';')[0]!;
    return answer;
  };
}

interface Latencies {
  status: number[];
  root: number[];
}

/** Samples both paths, one request of each at a time, every 20 ms, until `until` settles. */
async function sampleWhile(base: string, until: Promise<unknown>): Promise<Latencies> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const samples: Latencies = { status: [], root: [] };
  let turn = 0;
  const loop = async (path: string, into: number[]) => {
    while (!done) {
      const from = PROBES[turn++ % PROBES.length]!;
      const started = performance.now();
      const answer = await send(`${base}${path}`, from);
      into.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([loop('/api/status', samples.status), loop('/', samples.root)]);
  return samples;
}

const pause = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

const line = (name: string, latencies: Latencies, idle: Latencies | null, note = '') => {
  const cell = (values: number[], baseline?: number[]) => {
    const p99 = percentile(values, 99);
    const ratio = baseline ? ` (${(p99 / percentile(baseline, 99)).toFixed(1)}× idle)` : '';
    return `p50 ${ms(percentile(values, 50))}, p99 ${ms(p99)}${ratio}, max ${ms(Math.max(...values))}, n=${values.length}`;
  };
  const worst = Math.max(percentile(latencies.status, 99), percentile(latencies.root, 99));
  console.log(
    `${name.padEnd(32)} ${worst <= TARGET_P99_MS ? 'ok  ' : 'SLOW'} /api/status ${cell(latencies.status, idle?.status)}; GET / ${cell(latencies.root, idle?.root)}${note ? `; ${note}` : ''}`,
  );
};

const CASUAL =
  "I don't know. It's late, and I'm tired! We've walked all day. Can't stop now, though.\n\nYou'll see it soon. It's just past the hill. Isn't it odd how quiet it gets?\n\n";
const text = (chars: number, unit = CASUAL) =>
  unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

/** An anonymous visitor's active style reference holding 1.9 million characters. */
async function storeStyleSamples(base: string) {
  const browser = visitor(base, STYLE_VISITOR);
  const created = await browser('/api/library/styles', { method: 'POST', body: {} });
  const { reference } = JSON.parse(created.body) as { reference: { id: number } };
  const added = await browser(`/api/library/styles/${reference.id}/documents`, {
    method: 'POST',
    body: { name: 'Samples', content: text(1_900_000) },
  });
  if (added.status !== 201) throw new Error(`storing the samples answered ${added.status}`);
  await browser(`/api/library/styles/${reference.id}`, { method: 'PATCH', body: { active: true } });
  return browser;
}

/** The request bodies, serialized before the measurement: the probe's own work is not timed. */
const LONG_TEXT = text(2_000_000);
/**
 * What the client sends for a 2-million-character text: the excerpt a profile reads. The whole
 * text is refused with 413 before it is parsed (style-match.integration.test.ts).
 */
const STYLE_MATCH_BODIES = {
  excerpt: JSON.stringify({ texts: [profileExcerpt(LONG_TEXT)] }),
};

async function styleMatches(browser: ReturnType<typeof visitor>, body: string) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 4 }, () => browser('/api/library/style-match', { method: 'POST', body })),
  );
  const seconds = (performance.now() - started) / 1000;
  return `4 matches answered ${answers.map((answer) => answer.status).join(',')} in ${seconds.toFixed(1)} s`;
}

async function signIns(base: string) {
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      visitor(base, SIGN_IN_VISITOR)('/api/auth/login', {
        method: 'POST',
        body: { username: `nobody-${index}`, password: 'a wrong password' },
      }),
    ),
  );
  const counts = new Map<number, number>();
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
  const seconds = (performance.now() - started) / 1000;
  return `30 sign-ins: ${[...counts].map(([status, n]) => `${n}×${status}`).join(', ')} in ${seconds.toFixed(1)} s`;
}

/** New anonymous sessions from one address, each storing 500,000 characters, until refused. */
async function anonymousFill(base: string) {
  const chunk = text(500_000);
  let stored = 0;
  let sessions = 0;
  for (;;) {
    const browser = visitor(base, FILL_VISITOR);
    sessions++;
    const created = await browser('/api/library/contents', { method: 'POST', body: {} });
    const { reference } = JSON.parse(created.body) as { reference: { id: number } };
    const added = await browser(`/api/library/contents/${reference.id}/documents`, {
      method: 'POST',
      body: { name: 'Fill', content: chunk },
    });
    if (added.status !== 201) {
      const { message } = JSON.parse(added.body) as { message: string };
      return `cap hit after ${sessions} sessions, ${stored.toLocaleString('en-US')} characters stored: ${added.status} “${message.slice(0, 60)}…”`;
    }
    stored += chunk.length;
    if (sessions > 100) return `no cap after ${sessions} sessions (${stored} characters)`;
  }
}

if (!existsSync('dist/client/index.html')) {
  console.log('bench/hardening: run `npm run build` first (GET / serves the built client).');
  process.exit(1);
}
// A loaded machine may take a while to start PGlite: the probe measures the running server.
const server = await startServerProcess(SERVER_ENV, PORT, process.cwd(), {
  startTimeoutMs: 180_000,
});
try {
  // Warm up: the first requests compile routes and open files.
  await sampleWhile(server.url, pause(1_000));
  const idle = await sampleWhile(server.url, pause(5_000));
  line('idle', idle, null);

  let note = '';
  // Stored before the measurement: the probe times the matches, not the library write.
  const styleVisitor = await storeStyleSamples(server.url);
  await pause(1_000);
  for (const [kind, body] of Object.entries(STYLE_MATCH_BODIES)) {
    const styles = styleMatches(styleVisitor, body).then((result) => {
      note = result;
    });
    line(
      `4 style matches of 2M chars (${kind})`,
      await sampleWhile(server.url, styles),
      idle,
      note,
    );
    await styles;
  }

  const logins = signIns(server.url).then((result) => {
    note = result;
  });
  line('30 sign-ins from one address', await sampleWhile(server.url, logins), idle, note);
  await logins;

  note = await anonymousFill(server.url);
  line('after anonymous fill hit cap', await sampleWhile(server.url, pause(5_000)), idle, note);
  if (!server.alive()) throw new Error('the server died during the probe');
} finally {
  await server.stop();
  agent.destroy();
}
