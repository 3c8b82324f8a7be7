import type { HandoffTarget } from '@/lib/text-handoff';
import { announceTextOrigin } from '@/lib/text-origin';

/** Box C's two hand-offs: into the workspace in homework mode, or into the analysis' Document A. */
export const SEND_TARGETS = {
  homework: { target: 'workspace-homework', section: 'workspace' },
  intelligence: { target: 'analysis-document-a', section: 'Intelligence Analysis' },
} as const satisfies Record<string, { target: HandoffTarget; section: string }>;

/**
 * Sends Box C's text through the app's hand-off; when no section receives it (not on the
 * page), `onMissing` gets the section's name.
 */
export function sendOutput(
  send: (target: HandoffTarget, text: string) => boolean,
  which: keyof typeof SEND_TARGETS,
  text: string,
  onMissing: (section: string) => void,
) {
  const { target, section } = SEND_TARGETS[which];
  // The workspace's authorship record counts Box C's text as humanized (issue 40).
  if (target === 'workspace-homework') {
    announceTextOrigin('workspace-input', { source: { kind: 'humanized' } });
  }
  if (!send(target, text)) onMissing(section);
}
