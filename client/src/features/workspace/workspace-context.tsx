import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { type DraftUpdate, useLocalDraft } from '@/lib/use-local-draft';

export const INPUT_DRAFT_KEY = 'redraft-input-draft';

export interface WorkspaceState {
  /** The 'Original Dictation' text; kept in localStorage so a reload loses nothing. */
  input: string;
  setInput(text: DraftUpdate): void;
  /** Adds dictated, transcribed or uploaded text after what is there, on a new paragraph. */
  appendToInput(text: string): void;
  /** The 'Processed Output' text. */
  output: string;
  setOutput(text: string | ((current: string) => string)): void;
}

const WorkspaceContext = createContext<WorkspaceState | null>(null);

/**
 * The workspace's texts, shared by every section of the home page that reads or fills them
 * (dictation, uploads, transformation, detection, narration).
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  const [input, setInput] = useLocalDraft(INPUT_DRAFT_KEY);
  const [output, setOutput] = useState('');

  const appendToInput = useCallback(
    (text: string) => {
      const addition = text.trim();
      if (!addition) return;
      setInput((current) => joinParagraphs(current, addition));
    },
    [setInput],
  );

  const value = useMemo(
    () => ({ input, setInput, appendToInput, output, setOutput }),
    [input, setInput, appendToInput, output],
  );
  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}

export function useWorkspace(): WorkspaceState {
  const context = useContext(WorkspaceContext);
  if (!context) throw new Error('useWorkspace needs a WorkspaceProvider');
  return context;
}

export function joinParagraphs(existing: string, addition: string): string {
  const head = existing.trimEnd();
  return head ? `${head}\n\n${addition}` : addition;
}
