import { hasEnoughText } from '@common/detection';
import { AuthorshipPanel } from '@/features/authorship/authorship-panel';
import { useDetection } from '@/features/detection/detection-context';
import { DetectionButton, TooShortHint } from '@/features/detection/detection-controls';
import { DetectionResult } from '@/features/detection/detection-result';
import { PreliminaryAssessment } from '@/features/detection/preliminary-assessment';
import { DictationControls } from '@/features/dictation/dictation-controls';
import { InstructionsDictation } from '@/features/dictation/instructions-dictation';
import { DocumentUploadButton } from '@/features/documents/document-upload-button';
import { NarrationControls } from '@/features/speech/narration-controls';
import { TransformProvider } from '@/features/workspace/transform/transform-context';
import { WorkspaceSection } from '@/features/workspace/workspace-section';

/**
 * The workspace composed with the other features' controls: dictation, upload (which
 * auto-detects), detection and narration. Composed here so that no feature imports another.
 */
export function HomeWorkspace() {
  const { scheduleAutoDetect } = useDetection();
  // The runner's state changes at every click and stream: provided around the workspace alone,
  // React looks for its readers in this card, not in every section of the page
  // (docs/decisions/123-click-answers-in-workspace-card.md).
  return (
    <TransformProvider>
      <WorkspaceSection
        dictation={<DictationControls />}
        instructionsDictation={(onText) => <InstructionsDictation onText={onText} />}
        upload={
          <DocumentUploadButton
            label="Upload"
            srLabel="a file into the original text"
            variant="ghost"
            size="sm"
            onAdded={scheduleAutoDetect}
          />
        }
        detectionButton={(panel, text) => (
          <DetectionButton target={panel} enough={hasEnoughText(text)} />
        )}
        detectionNotes={(panel, text) => (
          <>
            {panel === 'input' && <TooShortHint text={text} />}
            <DetectionResult target={panel} />
          </>
        )}
        preliminaryAssessment={<PreliminaryAssessment />}
        narration={(text) => <NarrationControls text={text} />}
      />
      <AuthorshipPanel />
    </TransformProvider>
  );
}
