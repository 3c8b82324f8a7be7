import { ReviewChanges } from '@/components/review/review-changes';
import { useWorkspace, useWorkspaceInput } from '../workspace-context';

/**
 * The output against the input: the change meter, the facts it changed and the review. Its own
 * component, so that only it follows the input as it is typed
 * (docs/decisions/116-long-texts-in-codemirror.md).
 */
export function OutputReview() {
  const input = useWorkspaceInput();
  const { output, setOutput } = useWorkspace();
  return (
    <ReviewChanges
      place="workspace-output"
      source={input}
      result={output}
      onResultChange={setOutput}
      sourceLabel="input"
      resultLabel="output"
      fileBase="processed-text"
    />
  );
}
