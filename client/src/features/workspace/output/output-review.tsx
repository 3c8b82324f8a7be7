import { useCallback } from 'react';
import { ReviewChanges } from '@/components/review/review-changes';
import { announceTextOrigin } from '@/lib/text-origin';
import { useWorkspace, useWorkspaceInput } from '../workspace-context';

/**
 * The output against the input: the change meter, the facts it changed and the review. Its own
 * component, so that only it follows the input as it is typed
 * (docs/decisions/116-long-texts-in-codemirror.md).
 */
export function OutputReview() {
  const input = useWorkspaceInput();
  const { output, setOutput } = useWorkspace();
  // A choice in the review changes the output only to put the input's words back (Reject):
  // the writer's own words, chosen in the review (docs/decisions/206-authorship-sources-and-their-labels.md).
  const choose = useCallback(
    (text: string) => {
      announceTextOrigin('workspace-output', {
        source: { kind: 'typed', detail: 'kept from the input in the review' },
      });
      setOutput(text);
    },
    [setOutput],
  );
  return (
    <ReviewChanges
      place="workspace-output"
      source={input}
      result={output}
      onResultChange={choose}
      sourceLabel="input"
      resultLabel="output"
      fileBase="processed-text"
    />
  );
}
