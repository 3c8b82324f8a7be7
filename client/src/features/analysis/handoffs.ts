import type { HandoffTarget } from '@/lib/text-handoff';

type Send = (target: HandoffTarget, text: string) => boolean;

/** Where a document's Send buttons deliver: the workspace input and the humanizer's Box A. */
export function documentHandoffs(send: Send, onUndelivered: (section: string) => void) {
  const deliver = (target: HandoffTarget, section: string) => (text: string) => {
    if (!send(target, text)) onUndelivered(section);
  };
  return {
    toMain: deliver('workspace-input', 'Main App'),
    toBypass: deliver('humanizer-input', 'GPT Bypass'),
  };
}
