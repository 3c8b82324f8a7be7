// The first screen a visitor meets (issue 43): how soon the workspace is usable, against a
// static page's first paint in the same run, at the machine's speed and with the page's CPU four
// times slower; and what a first visit fetches before the user scrolls, against the 170 kB
// (gzipped) budget. Debian's Chromium drives the built app, served by the real server.
// `BENCH_BASELINE_DIR=<another checkout, built>` runs that build too, interleaved: a before/after.
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';
import { STATIC_PAGE } from './floor-pages';
import { startServerProcess } from './server-process';
import { median, percentile } from './stats';

const BUDGET_KB = 170;
/** Fresh loads of each page at each speed, taking turns: one load varies by tens of ms. */
const RUNS = 7;
const SLOWDOWNS = [1, 4];
/** How long a first visit is watched without scrolling, after its workspace is in the page. */
const WATCH_MS = 3000;
/**
 * A key pressed while a long task runs waits for it: the workspace counts as usable from the
 * first moment after it is in the page that no long task starts within this many ms.
 */
const QUIET_MS = 100;

interface Visit {
  /** The static page's first contentful paint, or the app's usable moment (ms from navigation). */
  at: number;
  requests: number;
  scripts: number;
  /** Bytes over the wire (compressed), all responses and scripts alone. */
  bytes: number;
  scriptBytes: number;
}

const baselineDir = process.env.BENCH_BASELINE_DIR;
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { stdio: 'inherit' });
const builds = [
  { label: 'this build', dir: process.cwd(), port: 5261 },
  ...(baselineDir ? [{ label: 'baseline build', dir: baselineDir, port: 5263 }] : []),
];
for (const build of builds)
  writeFileSync(join(build.dir, 'dist/client', STATIC_PAGE.name), STATIC_PAGE.text);

const servers = [];
for (const build of builds) {
  servers.push(await startServerProcess({}, build.port, build.dir, { startTimeoutMs: 180_000 }));
}
const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH);

/** Counts what the page fetches, by the bytes that crossed the wire. */
async function watchNetwork(page: Page, slowdown: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (slowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const types = new Map<string, string>();
  const seen = { requests: 0, scripts: 0, bytes: 0, scriptBytes: 0 };
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    seen.requests++;
    seen.bytes += event.encodedDataLength;
    if (types.get(event.requestId) === 'Script') {
      seen.scripts++;
      seen.scriptBytes += event.encodedDataLength;
    }
  });
  return seen;
}

async function visitStatic(url: string, slowdown: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const seen = await watchNetwork(page, slowdown);
  await page.goto(`${url}/${STATIC_PAGE.name}`);
  const at = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  await context.close();
  return { at, ...seen };
}

async function visitApp(url: string, slowdown: number): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  // A string, not a function: tsx's helpers for named functions do not exist in the page.
  await page.addInitScript(`(() => {
    const marks = { ready: 0, tasks: [] };
    window.__firstScreen = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.startTime + entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new MutationObserver(() => {
      if (marks.ready) return;
      const transform = [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Transform');
      if (transform && document.getElementById('original-dictation')) marks.ready = performance.now();
    }).observe(document, { childList: true, subtree: true });
  })()`);
  const seen = await watchNetwork(page, slowdown);
  await page.goto(url);
  await page.waitForFunction(
    () => (window as unknown as { __firstScreen: { ready: number } }).__firstScreen.ready > 0,
  );
  await page.waitForTimeout(WATCH_MS);
  const marks = await page.evaluate(
    () =>
      (window as unknown as { __firstScreen: { ready: number; tasks: [number, number][] } })
        .__firstScreen,
  );
  await context.close();
  let at = marks.ready;
  for (const [start, end] of marks.tasks.sort((a, b) => a[0] - b[0])) {
    if (start <= at + QUIET_MS && end > at) at = end;
  }
  return { at, ...seen };
}

const results = new Map<string, Visit[]>();
const record = (key: string, visit: Visit) =>
  results.set(key, [...(results.get(key) ?? []), visit]);
for (const slowdown of SLOWDOWNS) {
  for (let run = 0; run < RUNS; run++) {
    record(`static ${slowdown}`, await visitStatic(servers[0]!.url, slowdown));
    for (const [index, build] of builds.entries()) {
      record(`${build.label} ${slowdown}`, await visitApp(servers[index]!.url, slowdown));
    }
  }
}

await browser.close();
for (const server of servers) await server.stop();
for (const build of builds)
  rmSync(join(build.dir, 'dist/client', STATIC_PAGE.name), { force: true });

const f0 = (value: number) => value.toFixed(0);
const f1 = (value: number) => value.toFixed(1);
const spread = (values: number[]) => `${f0(percentile(values, 10))}–${f0(percentile(values, 90))}`;
console.log(`load average ${loadavg().map(f1).join(' ')} (figures count only on an idle machine)`);
for (const slowdown of SLOWDOWNS) {
  const paint = results.get(`static ${slowdown}`)!.map((visit) => visit.at);
  console.log(
    `\nCPU ${slowdown}× slower: a static page's first paint ${f0(median(paint))} ms (p10–p90 ${spread(paint)})`,
  );
  for (const build of builds) {
    const visits = results.get(`${build.label} ${slowdown}`)!;
    const usable = visits.map((visit) => visit.at);
    const ratio = median(usable) / median(paint);
    console.log(
      `  ${build.label.padEnd(15)} usable at ${f0(median(usable))} ms (p10–p90 ${spread(usable)}) = ${ratio.toFixed(2)}× the static first paint (goal ≤ 2×)`,
    );
    if (slowdown !== 1) continue;
    const kb = (bytes: number) => f1(bytes / 1000);
    const all = median(visits.map((visit) => visit.bytes));
    console.log(
      `  ${''.padEnd(15)} in ${WATCH_MS / 1000} s without scrolling: ${f0(median(visits.map((v) => v.requests)))} requests, ${f0(median(visits.map((v) => v.scripts)))} script files, ${kb(median(visits.map((v) => v.scriptBytes)))} kB of script, ${kb(all)} kB in all (budget ≤ ${BUDGET_KB} kB)`,
    );
  }
}
