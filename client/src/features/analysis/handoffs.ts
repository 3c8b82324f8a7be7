import type { HandoffTarget } from '@/lib/text-handoff';
import { announceReplacement, type SourcedText } from '@/lib/text-provenance';

type Send = (target: HandoffTarget, text: string) => boolean;

/**
 * Where a document's Send buttons deliver: the workspace input and the humanizer's Box A. The
 * workspace's authorship record is told where each piece of the text came from (issue 40), so
 * the sent text is not counted "Not recorded": `readWorkspaceInput` gives the text it replaces.
 */
export function documentHandoffs(
  send: Send,
  onUndelivered: (section: string) => void,
  readWorkspaceInput: () => string,
) {
  const deliver = (target: HandoffTarget, section: string, text: string) => {
    if (!send(target, text)) onUndelivered(section);
  };
  return {
    toMain: (text: string, sources: readonly SourcedText[]) => {
      announceReplacement('workspace-input', readWorkspaceInput(), sources);
      deliver('workspace-input', 'Main App', text);
    },
    toBypass: (text: string) => deliver('humanizer-input', 'GPT Bypass', text),
  };
}
