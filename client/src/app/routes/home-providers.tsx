import { modelProvider } from '@common/transform';
import type { ReactNode } from 'react';
import { AuthorshipRecording } from '@/features/authorship/authorship-recording';
import { DetectionProvider } from '@/features/detection/detection-context';
import { useWorkspace, WorkspaceProvider } from '@/features/workspace/workspace-context';

/**
 * The state the home page's sections share. Composed here, in the app layer, so that no
 * feature imports another's context: detection learns the workspace's model from this route.
 */
export function HomeProviders({ children }: { children: ReactNode }) {
  return (
    <AuthorshipRecording>
      <WorkspaceProvider>
        <WorkspaceDetection>{children}</WorkspaceDetection>
      </WorkspaceProvider>
    </AuthorshipRecording>
  );
}

/** Detection judges with the provider of the model chosen in the workspace. */
function WorkspaceDetection({ children }: { children: ReactNode }) {
  const { settings } = useWorkspace();
  return <DetectionProvider provider={modelProvider(settings.model)}>{children}</DetectionProvider>;
}
