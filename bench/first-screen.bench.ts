// The first screen a visitor meets (issue 43): how soon the workspace is usable, against a
// static page's first paint in the same run, at the machine's speed and with the page's CPU four
// times slower; and what a first visit fetches before the user scrolls, against the 170 kB
// (gzipped) budget. Debian's Chromium drives the built app, served by the real server.
// `BENCH_BASELINE_DIR=<another checkout, built>` runs that build too, interleaved: a before/after.
//
// "Usable" is what a user feels (docs/decisions/225-first-screen-bench-presses-a-key.md): the
// moment the input and Transform are in the page, the bench clicks in the input, presses a real key
// and clicks Transform, and the workspace is usable when the frame after each of them has run: the
// character is on screen and the click answered. The timed visits use a browser driven without
// the Runtime domain, which Playwright turns on and which slows the page's scripts
// (bench/bare-chromium.ts, docs/decisions/264-first-screen-bench-without-the-runtime-domain.md).
// `RUNS=2` for a short check; `PRINT_VISITS=1` prints every visit's marks.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';
import { launchBareChromium } from './bare-chromium';
import { FORM_PAGE, STATIC_PAGE } from './floor-pages';
import { startFakeProviderProcess, startServerProcess } from './server-process';
import { median, percentile } from './stats';

const BUDGET_KB = 170;
/** Fresh loads of each page at each speed, taking turns: one load varies by tens of ms. */
const RUNS = Number(process.env.RUNS ?? 7);
/** `PRINT_VISITS=1` prints each visit's marks: when its input was there, its long tasks, the key. */
const PRINT_VISITS = process.env.PRINT_VISITS === '1';
const SLOWDOWNS = [1, 4];
/** How long a first visit is watched without scrolling, after its workspace is in the page. */
const WATCH_MS = 3000;
/**
 * A key pressed while a long task runs waits for it: the workspace counts as usable from the
 * first moment after it is in the page that no long task starts within this many ms.
 */
const QUIET_MS = 100;
/** How long the static page is given to paint before its marks are read. */
const STATIC_WATCH_MS = 1500;
/** The request by which the app's page says its input and Transform are there. */
const READY_PATH = '__first-screen-ready';
/** Visits whose timings are measured do not count what they fetch. */
const NOT_COUNTED = { requests: 0, scripts: 0, bytes: 0, scriptBytes: 0 };

interface Visit {
  /** The static page's first contentful paint, or the app's usable moment (ms from navigation). */
  at: number;
  /** The app: when the bench pressed the key (ms from navigation), and until its character showed. */
  keyAt?: number;
  keyWait?: number;
  /** The app: the first moment after it is in the page with no long task within QUIET_MS. */
  quiet?: number;
  /** The app: when its input and Transform were in the page (ms from navigation). */
  ready?: number;
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
writeFileSync(join(builds[0]!.dir, 'dist/client', FORM_PAGE.name), FORM_PAGE.text);
// The floor of pressing this way: this build's own first screen (its HTML and stylesheet) without
// the app's script, nor the inline script that readies the first screen for the app. The same key
// and clicks on it are what any page with this first screen would take to answer them.
const SHELL_PAGE = 'bench-shell.html';
const shellPage = readFileSync(join(builds[0]!.dir, 'dist/client/index.html'), 'utf8')
  .replace(/<script type="module"[^>]*><\/script>/, '')
  .replace(/<link rel="modulepreload"[^>]*>/g, '')
  .replace(/<script>\s*\(\(\) => \{\s*const shell =[\s\S]*?<\/script>/, '');
if (!shellPage.includes('original-dictation') || shellPage.includes('__redraftShell'))
  throw new Error('the first screen without its scripts could not be made from index.html');
writeFileSync(join(builds[0]!.dir, 'dist/client', SHELL_PAGE), shellPage);

// A model to transform with (the fake Anthropic API, in its own process): the bench's click on
// Transform starts a rewrite, as a user's does.
const fake = await startFakeProviderProcess();
await fake.configure({ reply: 'A short rewrite.', chunkCount: 1, firstChunkMs: 0, perChunkMs: 0 });
const providerEnv = { ANTHROPIC_API_KEY: fake.apiKey, ANTHROPIC_BASE_URL: `${fake.url}/v1` };
const servers = [];
for (const build of builds) {
  servers.push(
    await startServerProcess(providerEnv, build.port, build.dir, { startTimeoutMs: 180_000 }),
  );
}
// Timings come from a browser driven without the Runtime domain (bench/bare-chromium.ts); what a
// visit fetches is counted through Playwright.
const bare = await launchBareChromium();
const browser: Browser = await chromium.launch(CHROMIUM_LAUNCH);

/** Marks a page keeps of its own first moments, read by the bench once the visit is over. */
const MARKS = `(() => {
  const marks = { paint: 0, ready: 0, tasks: [], keyAt: 0, keyTarget: '', pressed: [], clicks: [], keyShown: 0, clickShown: 0 };
  window.__firstScreen = marks;
  new PerformanceObserver((list) => {
    const entry = list.getEntriesByName('first-contentful-paint')[0];
    if (entry) marks.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) marks.tasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // After a key or a click, the frame that answers it: requestAnimationFrame runs just before that
  // frame is drawn, and a message posted from it is read just after.
  const afterNextFrame = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(0);
  });
  const isTransform = (node) => node instanceof Element && node.closest('button')?.textContent.trim() === 'Transform';
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  };
  // Each step tells the bench where to press next by a request the bench intercepts: no round
  // trip to the page, whose main thread may be busy. The elements are looked up each time: the
  // app replaces the page's own first screen as it takes over.
  const tell = (step, element) => {
    const at = centre(element).join(',');
    marks.pressed.push(step + ' at ' + at + ' scrolled ' + scrollY);
    fetch('/${READY_PATH}?step=' + step + '&at=' + at).catch(() => {});
  };
  const findInput = () => document.getElementById('original-dictation');
  const findTransform = () => [...document.querySelectorAll('button')].find(isTransform);
  // The moment the input and Transform are in the page is marked. In the frame that first shows
  // them (no one can press before) the bench clicks in the input and presses a key.
  new MutationObserver((records, observer) => {
    if (!findTransform() || !findInput()) return;
    observer.disconnect();
    marks.ready = performance.now();
    requestAnimationFrame(() => tell('input', findInput()));
  }).observe(document, { childList: true, subtree: true });
  // Once the key's character is drawn, Transform is scrolled into view, as a reader would, and
  // clicked. Until the rest of the page is parsed it may not be tall enough to scroll that far:
  // then the next frame tries again.
  const clickTransform = () => {
    const transform = findTransform();
    const below = transform.getBoundingClientRect().bottom - innerHeight;
    if (below > 0) scrollBy(0, below + 16);
    if (transform.getBoundingClientRect().bottom > innerHeight) return requestAnimationFrame(clickTransform);
    tell('transform', transform);
  };
  // Where the key and the clicks went (keyTarget, clicks) and where the page asked for them
  // (pressed): read only for the message of a visit they went unanswered in.
  document.addEventListener('keydown', (event) => {
    if (marks.keyAt) return;
    marks.keyAt = event.timeStamp;
    marks.keyTarget = event.target.outerHTML.slice(0, 80);
  }, true);
  document.addEventListener('input', () => {
    if (!marks.keyShown) afterNextFrame((at) => {
      marks.keyShown ||= at;
      clickTransform();
    });
  }, true);
  // pointerdown: the first event of the click, which waits for whatever holds the main thread.
  document.addEventListener('pointerdown', (event) => {
    marks.clicks.push(event.clientX + ',' + event.clientY + ' scrolled ' + scrollY + ': ' + event.target.outerHTML.slice(0, 60));
    if (isTransform(event.target) && !marks.clickShown) afterNextFrame((at) => { marks.clickShown ||= at; });
  }, true);
})()`;

interface Marks {
  paint: number;
  ready: number;
  tasks: [number, number][];
  keyAt: number;
  keyShown: number;
  clickShown: number;
}

/** Opens `url` in a fresh context of the bare browser, the CPU slowed `slowdown` times. */
async function openBare(url: string, slowdown: number) {
  const page = await bare.newPage();
  await page.send('Page.enable');
  await page.send('Emulation.setDeviceMetricsOverride', {
    width: 1366,
    height: 900,
    deviceScaleFactor: 1,
    mobile: false,
  });
  if (slowdown > 1) await page.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.send('Page.addScriptToEvaluateOnNewDocument', { source: MARKS });
  return {
    page,
    navigate: () => page.send('Page.navigate', { url }),
    async marks(): Promise<Marks> {
      const { result } = await page.send('Runtime.evaluate', {
        expression: 'JSON.stringify(window.__firstScreen)',
        returnByValue: true,
      });
      return JSON.parse(result.value);
    },
  };
}

async function visitStatic(url: string, slowdown: number): Promise<Visit> {
  const visit = await openBare(`${url}/${STATIC_PAGE.name}`, slowdown);
  await visit.navigate();
  await new Promise((resolve) => setTimeout(resolve, STATIC_WATCH_MS));
  const { paint } = await visit.marks();
  await visit.page.close();
  if (!paint) throw new Error('the static page did not paint');
  return { at: paint, ...NOT_COUNTED };
}

/**
 * A fresh visit of `url` (the app, or a floor page with the same input and Transform), as a user
 * who clicks in the input, types a key and clicks Transform the moment they are there: the bench
 * sends those input events to the browser as soon as the page says where they are, and the page
 * alone decides when they are answered.
 */
async function visitAndPress(url: string, slowdown: number): Promise<Visit> {
  const visit = await openBare(url, slowdown);
  const { page } = visit;
  await page.send('Fetch.enable', { patterns: [{ urlPattern: `*/${READY_PATH}*` }] });
  const click = (x: number, y: number) =>
    (['mousePressed', 'mouseReleased'] as const).map((type) =>
      page.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }),
    );
  const key = { key: 'x', code: 'KeyX', windowsVirtualKeyCode: 88 };
  const pressed = new Promise<void>((resolve, reject) => {
    page.on('Fetch.requestPaused', ({ requestId, request }) => {
      const asked = new URL(request.url).searchParams;
      const [x, y] = asked.get('at')!.split(',').map(Number) as [number, number];
      // Sent at once, in order, as a quick user would: the browser queues them.
      const sent = [page.send('Fetch.fulfillRequest', { requestId, responseCode: 204 })];
      if (asked.get('step') === 'input') {
        sent.push(
          ...click(x, y),
          page.send('Input.dispatchKeyEvent', { type: 'keyDown', text: 'x', ...key }),
          page.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
        );
        Promise.all(sent).catch(reject);
      } else {
        sent.push(...click(x, y));
        Promise.all(sent).then(() => resolve(), reject);
      }
    });
  });
  await visit.navigate();
  // A page that never asks for its clicks (a step's element not found) fails the run, not hangs it.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    pressed,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('the page never asked for its clicks')), 30_000);
    }),
  ]).finally(() => clearTimeout(timer));
  await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
  const marks = await visit.marks();
  await page.close();
  if (PRINT_VISITS) {
    const round = (value: number) => Math.round(value);
    const tasks = marks.tasks.map(([start, end]) => `${round(start)}+${round(end - start)}`);
    console.log(
      `${url} ${slowdown}×: ready ${round(marks.ready)}, key at ${round(marks.keyAt)} shown ${round(marks.keyShown)}, click shown ${round(marks.clickShown)}; long tasks ${tasks.join(' ')}`,
    );
  }
  if (!marks.keyShown || !marks.clickShown)
    throw new Error(`the key or the click went unanswered: ${JSON.stringify(marks)}`);
  let quiet = marks.ready;
  for (const [start, end] of marks.tasks.sort((a, b) => a[0] - b[0])) {
    if (start <= quiet + QUIET_MS && end > quiet) quiet = end;
  }
  return {
    at: Math.max(marks.keyShown, marks.clickShown),
    keyAt: marks.keyAt,
    keyWait: marks.keyShown - marks.keyAt,
    quiet,
    ready: marks.ready,
    ...NOT_COUNTED,
  };
}

/**
 * A first visit that only looks, through Playwright, which counts what crosses the wire: what it
 * fetches in WATCH_MS without scrolling. Its timings are not used.
 */
async function visitUntouched(url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
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
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator('#original-dictation').waitFor();
  await page.waitForTimeout(WATCH_MS);
  await context.close();
  return { at: Number.NaN, ...seen };
}

const results = new Map<string, Visit[]>();
const record = (key: string, visit: Visit) =>
  results.set(key, [...(results.get(key) ?? []), visit]);
try {
  for (const slowdown of SLOWDOWNS) {
    for (let run = 0; run < RUNS; run++) {
      record(`static ${slowdown}`, await visitStatic(servers[0]!.url, slowdown));
      record(
        `form ${slowdown}`,
        await visitAndPress(`${servers[0]!.url}/${FORM_PAGE.name}`, slowdown),
      );
      record(
        `shell ${slowdown}`,
        await visitAndPress(`${servers[0]!.url}/${SHELL_PAGE}`, slowdown),
      );
      for (const [index, build] of builds.entries()) {
        record(`${build.label} ${slowdown}`, await visitAndPress(servers[index]!.url, slowdown));
        if (slowdown === 1)
          record(`${build.label} untouched`, await visitUntouched(servers[index]!.url));
      }
    }
  }
} finally {
  await browser.close();
  await bare.close();
  for (const server of servers) await server.stop();
  await fake.stop();
  for (const build of builds)
    rmSync(join(build.dir, 'dist/client', STATIC_PAGE.name), { force: true });
  rmSync(join(builds[0]!.dir, 'dist/client', SHELL_PAGE), { force: true });
  rmSync(join(builds[0]!.dir, 'dist/client', FORM_PAGE.name), { force: true });
}

const f0 = (value: number) => value.toFixed(0);
const f1 = (value: number) => value.toFixed(1);
const spread = (values: number[]) => `${f0(percentile(values, 10))}–${f0(percentile(values, 90))}`;
console.log(`load average ${loadavg().map(f1).join(' ')} (figures count only on an idle machine)`);
for (const slowdown of SLOWDOWNS) {
  const paint = results.get(`static ${slowdown}`)!.map((visit) => visit.at);
  console.log(
    `\nCPU ${slowdown}× slower: a static page's first paint ${f0(median(paint))} ms (p10–p90 ${spread(paint)})`,
  );
  // Two floors of pressing this way: the static page with a text area and a button, and the
  // app's first screen alone, without its scripts.
  const floor = median(results.get(`shell ${slowdown}`)!.map((visit) => visit.at));
  const rows = [
    { label: 'static + form', key: 'form' },
    { label: 'first screen', key: 'shell' },
    ...builds.map(({ label }) => ({ label, key: label })),
  ];
  for (const build of rows) {
    const visits = results.get(`${build.key} ${slowdown}`)!;
    const usable = visits.map((visit) => visit.at);
    const ratio = median(usable) / median(paint);
    const keyWait = visits.map((visit) => visit.keyWait!);
    const keyAt = visits.map((visit) => visit.keyAt!);
    const quiet = visits.map((visit) => visit.quiet!);
    const ready = visits.map((visit) => visit.ready!);
    const driverDelay = visits.map((visit) => visit.keyAt! - visit.ready!);
    console.log(
      `  ${build.label.padEnd(15)} usable at ${f0(median(usable))} ms (p10–p90 ${spread(usable)}) = ${ratio.toFixed(2)}× the static first paint (goal ≤ 2×), ${(median(usable) / floor).toFixed(2)}× the first screen's alone: a key pressed as the input appeared (at ${f0(median(keyAt))} ms) showed ${f0(median(keyWait))} ms later (p10–p90 ${spread(keyWait)}), and Transform answered`,
    );
    console.log(
      `  ${''.padEnd(15)} input and Transform in the page at ${f0(median(ready))} ms (p10–p90 ${spread(ready)}) = ${(median(ready) / median(paint)).toFixed(2)}×; the browser took the bench's key ${f0(median(driverDelay))} ms after that (p10–p90 ${spread(driverDelay)}; the key waits behind the click before it)`,
    );
    console.log(
      `  ${''.padEnd(15)} main thread quiet (no long task within ${QUIET_MS} ms) from ${f0(median(quiet))} ms (p10–p90 ${spread(quiet)}) = ${(median(quiet) / median(paint)).toFixed(2)}×`,
    );
    const looked = results.get(`${build.key} untouched`);
    if (slowdown !== 1 || !looked) continue;
    const kb = (bytes: number) => f1(bytes / 1000);
    const all = median(looked.map((visit) => visit.bytes));
    console.log(
      `  ${''.padEnd(15)} in ${WATCH_MS / 1000} s without scrolling: ${f0(median(looked.map((v) => v.requests)))} requests, ${f0(median(looked.map((v) => v.scripts)))} script files, ${kb(median(looked.map((v) => v.scriptBytes)))} kB of script, ${kb(all)} kB in all (budget ≤ ${BUDGET_KB} kB)`,
    );
  }
}
