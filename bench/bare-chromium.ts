// Debian's Chromium driven over the DevTools protocol with nothing enabled that the bench does not
// ask for. Playwright enables the Runtime domain on every page it opens; with it on, V8 collects
// source positions for the code it runs, which re-parses each script: React's DOM renderer took
// about twice as long to evaluate with the CPU four times slower, a cost no visitor's browser
// pays (docs/decisions/264-first-screen-bench-without-the-runtime-domain.md). The protocol goes
// over a pipe (`--remote-debugging-pipe`: JSON messages ended by a NUL byte), as Playwright's
// own, so no WebSocket client is needed.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_LAUNCH } from '../tests/e2e/chromium';

type Params = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: protocol results are read by the caller as it knows them
type Result = any;

export interface BarePage {
  /** Sends a protocol command to the page's session. */
  send(method: string, params?: Params): Promise<Result>;
  /** Calls `handler` with each event of `method` from the page's session. */
  on(method: string, handler: (params: Result) => void): void;
  /** Closes the page and its browser context (its cache and storage go with it). */
  close(): Promise<void>;
}

export interface BareBrowser {
  /** A page in a browser context of its own: a first visit, with nothing cached. */
  newPage(): Promise<BarePage>;
  close(): Promise<void>;
}

export async function launchBareChromium(): Promise<BareBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'redraft-bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_LAUNCH.executablePath,
    [
      ...CHROMIUM_LAUNCH.args,
      '--headless',
      '--remote-debugging-pipe',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = child.stdio[3] as Writable;
  const fromBrowser = child.stdio[4] as Readable;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (r: Result) => void; reject: (e: Error) => void }>();
  const listeners = new Map<string, ((params: Result) => void)[]>();
  let buffered = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      const reply = message.id !== undefined ? waiting.get(message.id) : undefined;
      if (reply) {
        waiting.delete(message.id);
        if (message.error) reply.reject(new Error(`${message.error.message} (${message.id})`));
        else reply.resolve(message.result);
      } else if (message.method) {
        const key = `${message.sessionId ?? ''} ${message.method}`;
        for (const handler of listeners.get(key) ?? []) handler(message.params);
      }
    }
  });
  const send = (method: string, params: Params = {}, sessionId?: string) =>
    new Promise<Result>((resolve, reject) => {
      const id = ++nextId;
      waiting.set(id, { resolve, reject });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });

  return {
    async newPage() {
      const { browserContextId } = await send('Target.createBrowserContext', {
        disposeOnDetach: true,
      });
      const { targetId } = await send('Target.createTarget', {
        url: 'about:blank',
        browserContextId,
      });
      const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
      return {
        send: (method, params) => send(method, params, sessionId),
        on(method, handler) {
          const key = `${sessionId} ${method}`;
          listeners.set(key, [...(listeners.get(key) ?? []), handler]);
        },
        async close() {
          for (const key of listeners.keys()) if (key.startsWith(sessionId)) listeners.delete(key);
          await send('Target.disposeBrowserContext', { browserContextId });
        },
      };
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
