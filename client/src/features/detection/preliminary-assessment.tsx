import { Button } from '@/components/ui/button';
import { assessmentText, useDetection } from './detection-context';

/**
 * The preliminary assessment inside the workspace's Assess & Improve dialog: the latest
 * detection of the input, or a button that runs one. The home route hands it to the workspace.
 */
export function PreliminaryAssessment() {
  const detection = useDetection();
  const detected = detection.results.input?.result;
  const assessment = detected ? assessmentText(detected) : null;
  return (
    <>
      <p className="whitespace-pre-wrap text-muted-foreground">
        {assessment ?? 'No assessment available yet'}
      </p>
      {assessment === null && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={detection.busy !== null}
          onClick={() => detection.assess()}
        >
          {detection.busy === 'input' ? 'Analyzing text...' : 'Assess text'}
        </Button>
      )}
    </>
  );
}
