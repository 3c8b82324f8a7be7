import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { listenToTextOrigins, type TextOrigin } from '@/lib/text-origin';
import { documentHandoffs } from './handoffs';

const origins: TextOrigin[] = [];
const stop = listenToTextOrigins((key, origin) => {
  if (key === 'workspace-input') origins.push(origin);
});
afterEach(() => {
  origins.length = 0;
});
afterAll(stop);

describe('documentHandoffs', () => {
  it('Send to GPT Bypass hands the text to the humanizer input; Send to Main App to the workspace', () => {
    const send = vi.fn(() => true);
    const undelivered = vi.fn();
    const handoffs = documentHandoffs(send, undelivered, () => '');
    handoffs.toBypass('Document text');
    handoffs.toMain('Other text', [{ text: 'Other text', source: { kind: 'typed' } }]);
    expect(send.mock.calls).toEqual([
      ['humanizer-input', 'Document text'],
      ['workspace-input', 'Other text'],
    ]);
    expect(undelivered).not.toHaveBeenCalled();
  });

  it('tells the workspace’s record where each piece of the sent text came from', () => {
    const handoffs = documentHandoffs(
      () => true,
      () => {},
      () => 'old input',
    );
    const ai = { kind: 'ai', detail: 'ZHI 3 · Clarity (analysis rewrite)' } as const;
    handoffs.toMain('Rewritten. Mine.', [
      { text: 'Rewritten.', source: ai },
      { text: ' Mine.', source: { kind: 'typed' } },
    ]);
    // The old input goes with the first piece; each piece follows the one before it.
    expect(origins).toEqual([
      { source: ai, changes: [{ at: 0, del: 9, ins: 'Rewritten.' }] },
      { source: { kind: 'typed' }, changes: [{ at: 10, del: 0, ins: ' Mine.' }] },
    ]);
  });

  it('says so when the receiving section is not on the page', () => {
    const undelivered = vi.fn();
    documentHandoffs(
      () => false,
      undelivered,
      () => '',
    ).toBypass('Document text');
    expect(undelivered).toHaveBeenCalledWith('GPT Bypass');
  });
});
