// A burst of detections waits in the scorer's fair queue instead of being refused
// (docs/decisions/188-detection-bursts-wait-in-a-fair-queue.md). Each caller sends from its
// own loopback address (Linux routes all of 127.0.0.0/8 to the loopback interface), since the
// queue's turns and shares are per address.
import { Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import aiStyled from '../../../tests/fixtures/detection/ai-styled.json' with { type: 'json' };
import { postJsonFrom } from '../../../tests/support/post-from';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { SCORING_LIMITS } from './local-scorer';

const BUSY = 'The detector is busy with other texts. Please try again in a moment.';
const TEXTS = aiStyled.texts.map((entry) => entry.text);
/** About 1,000 words, as the burst: a burst of them is still waiting when the next arrives. */
const THOUSAND_WORDS = Array.from({ length: 7 }, (_, index) => TEXTS[index % TEXTS.length]).join(
  '\n\n',
);
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // Every scoring thread loaded first: the bursts below measure the queue, not start-up.
  await Promise.all(
    Array.from({ length: SCORING_LIMITS.size }, () => detectFrom('127.0.0.1', TEXTS[0]!)),
  );
});
afterAll(async () => {
  agent.destroy();
  await server.close();
});

/** One embedded-detector assessment sent from the given loopback address. */
const detectFrom = (from: string, text: string) =>
  postJsonFrom(`${server.url}/api/detect-ai`, from, { text, provider: 'local' }, agent);

describe('a burst of detections', () => {
  it('is answered in full where the old queue of 32 refused the rest with 503', async () => {
    // Sixty at once from six addresses: far more than the old pool's two threads and 32
    // places (it refused 2 to 26 of them in runs here), in short texts so a loaded machine scores them all
    // well within the 5 s a request may wait.
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        detectFrom(`127.0.0.${2 + (index % 6)}`, `${index} ${TEXTS[index % TEXTS.length]}`),
      ),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  });

  it("does not starve another address's single request behind one address's burst", async () => {
    const order: string[] = [];
    const burstSize = SCORING_LIMITS.perCallerQueue + SCORING_LIMITS.size + 16;
    let firstRefusal: () => void;
    const refused = new Promise<void>((resolve) => {
      firstRefusal = resolve;
    });
    const burst = Array.from({ length: burstSize }, async (_, index) => {
      const answer = await detectFrom('127.0.0.10', `${index} ${THOUSAND_WORDS}`);
      if (answer.status === 200) order.push('burst');
      else firstRefusal();
      return answer;
    });
    // The address's share is full once it is refused: its burst is waiting in the queue. (A
    // burst answered in full without a refusal fails below, rather than hanging here.)
    await Promise.race([refused, Promise.all(burst)]);
    const single = detectFrom('127.0.0.11', TEXTS[0]!).then((answer) => {
      order.push('single');
      return answer;
    });
    const burstAnswers = await Promise.all(burst);
    expect((await single).status).toBe(200);

    const refusals = burstAnswers.filter((answer) => answer.status !== 200);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) expect(refusal).toMatchObject({ status: 503, message: BUSY });
    // Served at its turn, not after the burst's 30-odd waiting assessments.
    const servedAfterSingle = order.length - 1 - order.indexOf('single');
    expect(servedAfterSingle).toBeGreaterThanOrEqual(SCORING_LIMITS.perCallerQueue / 2);
  });
});
