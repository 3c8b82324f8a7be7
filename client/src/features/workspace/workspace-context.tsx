import { DEFAULT_PRESET } from '@common/transform';
import {
  type Context,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react';
import { handOverShellInput, shellInputText } from '@/lib/first-screen-shell';
import { useProvideTextEditor, usePublishText, useTextReceiver } from '@/lib/text-handoff';
import { announceRecordsCleared } from '@/lib/text-origin';
import { type DraftUpdate, useLocalDraft } from '@/lib/use-local-draft';
import type { ExtractedGraph } from './output/output-format';
import type { TransformSettings } from './saved/saved-workspace';
import { readSavedWorkspace, useSaveWorkspace } from './saved/use-saved-workspace';

export type { TransformSettings } from './saved/saved-workspace';

export const INPUT_DRAFT_KEY = 'redraft-input-draft';
export const INSTRUCTIONS_DRAFT_KEY = 'redraft-instructions-draft';
export const HOMEWORK_BUTTON_ID = 'workspace-homework-button';

export interface WorkspaceState {
  /**
   * The 'Original Dictation' text as it is now. The text itself, which changes on every
   * keystroke, comes from `useWorkspaceInput`, so that only what shows it re-renders as the user
   * types (docs/decisions/116-long-texts-in-codemirror.md).
   */
  readInput(): string;
  setInput(text: DraftUpdate): void;
  /** Adds dictated, transcribed or uploaded text after what is there, on a new paragraph. */
  appendToInput(text: string): void;
  /** The 'Processed Output' text, as shown (markdown stripped, graphs taken out). */
  output: string;
  setOutput(text: string | ((current: string) => string)): void;
  /** The graphs of the last output, shown under 'Mathematical Visualization'. */
  graphs: ExtractedGraph[];
  setGraphs(graphs: ExtractedGraph[]): void;
  /**
   * The custom instructions as they are now; kept like the input. The text itself comes from
   * `useWorkspaceInstructions`, so that typing in them re-renders only their field.
   */
  readInstructions(): string;
  setInstructions(text: DraftUpdate): void;
  settings: TransformSettings;
  updateSettings(change: Partial<TransformSettings>): void;
  /** Empties input, output and instructions and resets the preset to Academic. */
  clearAll(): void;
}

const WorkspaceContext = createContext<WorkspaceState | null>(null);
const WorkspaceInputContext = createContext<string | null>(null);
const WorkspaceInstructionsContext = createContext<string | null>(null);

/**
 * The workspace's texts and settings, shared by every section of the home page that reads or
 * fills them (dictation, uploads, transformation, detection, narration).
 */
export function WorkspaceProvider({ children }: { children: ReactNode }) {
  // What the user typed into the page's first screen before the app ran wins over the saved draft
  // (the first screen started from that draft): docs/decisions/223-first-screen-in-the-page.md.
  const [input, setInput, readInput] = useLocalDraft(INPUT_DRAFT_KEY, shellInputText);
  useLayoutEffect(() => handOverShellInput(readInput(), setInput), [readInput, setInput]);
  const [instructions, setInstructions, readInstructions] = useLocalDraft(INSTRUCTIONS_DRAFT_KEY);
  // Output, graphs and settings come back after a reload as they were (use-saved-workspace.ts).
  const [saved] = useState(readSavedWorkspace);
  const [output, setOutput] = useState(saved.output);
  const [graphs, setGraphList] = useState<ExtractedGraph[]>(saved.graphs);
  const setGraphs = useCallback(
    (next: ExtractedGraph[]) => setGraphList((current) => replaceGraphs(current, next)),
    [],
  );
  const [settings, setSettings] = useState<TransformSettings>(saved.settings);
  useSaveWorkspace({ output, graphs, settings });

  const appendToInput = useCallback(
    (text: string) => {
      const addition = text.trim();
      if (addition) setInput((current) => joinParagraphs(current, addition));
    },
    [setInput],
  );
  const appendToOutput = useCallback(
    (text: string) => setOutput((current) => joinParagraphs(current, text.trim())),
    [],
  );
  const updateSettings = useCallback(
    (change: Partial<TransformSettings>) => setSettings((current) => ({ ...current, ...change })),
    [],
  );
  const clearAll = useCallback(() => {
    // The authorship records of the texts go with them (issue 40).
    announceRecordsCleared();
    setInput('');
    setOutput('');
    setGraphs([]);
    setInstructions('');
    setSettings((current) => ({ ...current, preset: DEFAULT_PRESET }));
  }, [setInput, setInstructions, setGraphs]);

  // Other sections send text here (Send to Main App, Send to Homework) and read it (Add
  // Current Text) through the app's hand-off store, never by importing this context.
  useTextReceiver('workspace-input', setInput);
  useTextReceiver('workspace-homework', (text) => {
    setInput(text);
    // Homework Mode solves what is in the input; the button is where the user goes next.
    requestAnimationFrame(() => document.getElementById(HOMEWORK_BUTTON_ID)?.focus());
  });
  usePublishText('workspace-input', input);
  // Dictation and uploads add to the input through the hand-off store.
  useProvideTextEditor('workspace-input', { append: appendToInput, update: setInput });
  usePublishText('workspace-output', output);
  // The authorship record kept with the account brings its output back in another browser.
  useProvideTextEditor('workspace-output', { append: appendToOutput, update: setOutput });

  const value = useMemo<WorkspaceState>(
    () => ({
      readInput,
      setInput,
      appendToInput,
      output,
      setOutput,
      graphs,
      setGraphs,
      readInstructions,
      setInstructions,
      settings,
      updateSettings,
      clearAll,
    }),
    [
      readInput,
      setInput,
      appendToInput,
      output,
      graphs,
      setGraphs,
      readInstructions,
      setInstructions,
      settings,
      updateSettings,
      clearAll,
    ],
  );
  return (
    <WorkspaceContext.Provider value={value}>
      <WorkspaceInputContext.Provider value={input}>
        <WorkspaceInstructionsContext.Provider value={instructions}>
          {children}
        </WorkspaceInstructionsContext.Provider>
      </WorkspaceInputContext.Provider>
    </WorkspaceContext.Provider>
  );
}

/** The 'Original Dictation' text; the component re-renders as it changes. */
export function useWorkspaceInput(): string {
  return useProvidedText(WorkspaceInputContext, 'useWorkspaceInput');
}

/** The custom instructions; the component re-renders as they change. */
export function useWorkspaceInstructions(): string {
  return useProvidedText(WorkspaceInstructionsContext, 'useWorkspaceInstructions');
}

/** A text the WorkspaceProvider gives in a context of its own, so that only its readers follow it. */
function useProvidedText(context: Context<string | null>, hook: string): string {
  const text = useContext(context);
  if (text === null) throw new Error(`${hook} needs a WorkspaceProvider`);
  return text;
}

export function useWorkspace(): WorkspaceState {
  const context = useContext(WorkspaceContext);
  if (!context) throw new Error('useWorkspace needs a WorkspaceProvider');
  return context;
}

/**
 * The graphs after a change. No graphs replacing no graphs keeps the same list: every rewrite
 * starts by emptying them, and a new list would change the workspace's context, which makes
 * React look through the page for its readers at the click
 * (docs/decisions/123-click-answers-in-workspace-card.md).
 */
export function replaceGraphs(current: ExtractedGraph[], next: ExtractedGraph[]) {
  return next.length === 0 && current.length === 0 ? current : next;
}

export function joinParagraphs(existing: string, addition: string): string {
  const head = existing.trimEnd();
  return head ? `${head}\n\n${addition}` : addition;
}
