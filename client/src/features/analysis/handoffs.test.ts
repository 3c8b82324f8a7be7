import { describe, expect, it, vi } from 'vitest';
import { documentHandoffs } from './handoffs';

describe('documentHandoffs', () => {
  it('Send to GPT Bypass hands the text to the humanizer input; Send to Main App to the workspace', () => {
    const send = vi.fn(() => true);
    const undelivered = vi.fn();
    const handoffs = documentHandoffs(send, undelivered);
    handoffs.toBypass('Document text');
    handoffs.toMain('Other text');
    expect(send.mock.calls).toEqual([
      ['humanizer-input', 'Document text'],
      ['workspace-input', 'Other text'],
    ]);
    expect(undelivered).not.toHaveBeenCalled();
  });

  it('says so when the receiving section is not on the page', () => {
    const undelivered = vi.fn();
    documentHandoffs(() => false, undelivered).toBypass('Document text');
    expect(undelivered).toHaveBeenCalledWith('GPT Bypass');
  });
});
