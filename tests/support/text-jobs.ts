// What the text-job tests share (long rewrites and long humanizations as jobs, issue 42): a
// server that runs jobs and one that only queues them, both on one Anthropic fake, and the ways
// a test reads a job back.
import type { TextJob, TextJobStreamLine } from '@common/text-jobs';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema';
import { type FakeAnthropic, startFakeAnthropic } from '../fakes';
import { type createBrowser, startTestServer, type TestServer } from './test-server';

export interface JobServers {
  fake: FakeAnthropic;
  /** Runs its jobs (the default worker). */
  server: TestServer;
  /** Only queues (WORKER=off): its jobs run when the test runs them. */
  queueOnly: TestServer;
  close(): Promise<void>;
}

export async function startJobServers(): Promise<JobServers> {
  const fake = await startFakeAnthropic();
  const env = {
    CREDITS_ENFORCED: 'true',
    ANTHROPIC_API_KEY: fake.apiKey!,
    ANTHROPIC_BASE_URL: `${fake.url}/v1`,
  };
  const [server, queueOnly] = await Promise.all([
    startTestServer({}, env),
    startTestServer({}, { ...env, WORKER: 'off' }),
  ]);
  return {
    fake,
    server,
    queueOnly,
    async close() {
      await Promise.all([server.close(), queueOnly.close()]);
      await fake.close();
    },
  };
}

/** `paragraphs` paragraphs tagged `[<stem><n>]`, each `sentence` eight times (about 700 characters): 2 to a chunk. */
export function taggedParagraphs(paragraphs: number, stem: string, sentence: string) {
  return Array.from(
    { length: paragraphs },
    (_, i) => `[${stem}${i + 1}] ${`${sentence} `.repeat(8).trim()}`,
  ).join('\n\n');
}

/** A job's NDJSON stream, line by line. */
export async function readJobStream(response: Response): Promise<TextJobStreamLine[]> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/application\/x-ndjson/);
  return (await response.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as TextJobStreamLine);
}

export const balanceOf = async (app: TestServer, username: string) =>
  (
    await app.app.redraft.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.username, username))
  )[0]!.credits;

/** Reads the job until its status is one of `until`. */
export async function waitForJob(
  browser: ReturnType<typeof createBrowser>,
  id: string,
  until: string[],
) {
  for (let i = 0; i < 600; i++) {
    const job = (await (await browser(`/api/jobs/${id}`)).json()) as TextJob;
    if (until.includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${id} did not reach ${until.join(' or ')}`);
}
