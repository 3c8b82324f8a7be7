import type { ReactNode } from 'react';
import { DetectionProvider } from '@/features/detection/detection-context';
import { TransformProvider } from './transform-context';
import { WorkspaceProvider } from './workspace-context';

/** Everything the home page's sections share about the workspace. */
export function WorkspaceProviders({ children }: { children: ReactNode }) {
  return (
    <WorkspaceProvider>
      <TransformProvider>
        <DetectionProvider>{children}</DetectionProvider>
      </TransformProvider>
    </WorkspaceProvider>
  );
}
