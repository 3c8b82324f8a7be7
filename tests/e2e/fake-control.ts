// A small control endpoint beside the e2e server, so a browser test can script the provider
// fakes for its own requests: each scenario is keyed by a marker the test puts in its text,
// so tests running in parallel never see each other's replies or faults.
import { createServer } from 'node:http';
import type { AllFakes } from '../fakes';
import { defaultReply, type FakeServer, type Fault, openGate } from '../fakes';

export interface Scenario {
  provider: 'openai' | 'anthropic' | 'deepseek' | 'perplexity' | 'local';
  marker: string;
  reply?: string;
  /** The object answered when the request asks for structured output (JSON schema). */
  jsonReply?: unknown;
  /**
   * Structured answers chosen by what the system prompt says, for flows that make several
   * differently shaped calls (the analysis' phases): the first whose `when` occurs wins.
   */
  jsonReplies?: { when: string; value: unknown }[];
  fault?: Fault | null;
}

/** A reply that repeats the start of the text being rewritten, so tests can follow chunks. */
export const ECHO_TEXT = '@echo-text';

function echoText(userText: string): string {
  const text = userText.split('Text:\n')[1] ?? userText;
  return `Rewritten: ${text.slice(0, 40).trim()}`;
}

export function controlPort(appPort: number): number {
  return appPort + 1000;
}

export async function startFakeControl(fakes: AllFakes, port: number) {
  const replies = new Map<string, string>();
  const jsonReplies = new Map<string, unknown>();
  const jsonBySystem = new Map<string, { when: string; value: unknown }[]>();
  const servers: FakeServer[] = [
    fakes.openai,
    fakes.anthropic,
    fakes.deepseek,
    fakes.perplexity,
    fakes.local,
  ];
  for (const fake of servers) {
    fake.setReply((prompt) => {
      const scripted = [...replies].find(([marker]) => prompt.lastUserText.includes(marker));
      if (!scripted) return defaultReply(prompt);
      return scripted[1] === ECHO_TEXT ? echoText(prompt.lastUserText) : scripted[1];
    });
    fake.setJsonReply((prompt) => {
      const bySystem = [...jsonBySystem].find(([marker]) => prompt.lastUserText.includes(marker));
      const chosen = bySystem?.[1].find((reply) => prompt.system.includes(reply.when));
      if (chosen) return chosen.value;
      const scripted = [...jsonReplies].find(([marker]) => prompt.lastUserText.includes(marker));
      return scripted ? scripted[1] : { text: defaultReply(prompt) };
    });
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/open-gate') {
        const { gate, events } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          gate: string;
          events?: number;
        };
        openGate(gate, events);
        response.writeHead(204).end();
        return;
      }
      const scenario = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Scenario;
      if (scenario.reply !== undefined) replies.set(scenario.marker, scenario.reply);
      if (scenario.jsonReply !== undefined) jsonReplies.set(scenario.marker, scenario.jsonReply);
      if (scenario.jsonReplies !== undefined)
        jsonBySystem.set(scenario.marker, scenario.jsonReplies);
      fakes[scenario.provider].setFaultWhen(scenario.marker, scenario.fault ?? null);
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
