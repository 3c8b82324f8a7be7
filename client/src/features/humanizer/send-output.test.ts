import { describe, expect, it } from 'vitest';
import type { HandoffTarget } from '@/lib/text-handoff';
import { sendOutput } from './send-output';

function recorder(delivered: boolean) {
  const sent: [HandoffTarget, string][] = [];
  return {
    sent,
    send: (target: HandoffTarget, text: string) => {
      sent.push([target, text]);
      return delivered;
    },
  };
}

describe('sendOutput', () => {
  it("sends to Intelligence into the analysis' Document A", () => {
    const { sent, send } = recorder(true);
    const missing: string[] = [];
    sendOutput(send, 'intelligence', 'Box C text', (section) => missing.push(section));
    expect(sent).toEqual([['analysis-document-a', 'Box C text']]);
    expect(missing).toEqual([]);
  });

  it('sends to Homework into the workspace in homework mode', () => {
    const { sent, send } = recorder(true);
    sendOutput(send, 'homework', 'Solve this.', () => {});
    expect(sent).toEqual([['workspace-homework', 'Solve this.']]);
  });

  it('names the section when nothing received the text', () => {
    const { send } = recorder(false);
    const missing: string[] = [];
    sendOutput(send, 'intelligence', 'x', (section) => missing.push(section));
    expect(missing).toEqual(['Intelligence Analysis']);
  });
});
