import type { TextChunk } from '@common/chunking';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useRefreshUser } from '@/lib/user-query';
import type { LiveText } from '../stream/live-text';
import { type Busy, useRunState } from './run-state';
import { useChunksRun } from './use-chunks-run';
import { useContextRun } from './use-context-run';
import { useHomeworkRun } from './use-homework-run';
import { type ReferenceReport, useReferenceReport } from './use-reference-report';
import { useRewriteRequest } from './use-rewrite-request';
import { useStreamRun } from './use-stream-run';

interface TransformRunner {
  busy: Busy;
  /**
   * How many runs have started. A fast rewrite can start and end within one render, so `busy`
   * alone may never show it: what follows each run (bringing the output into view) reads this.
   */
  runsStarted: number;
  /** 0-100 while a document is processed in chunks. */
  progress: number;
  /** The library references of the last rewrite, when it used any. */
  references: ReferenceReport | null;
  /** The output as it streams in (null otherwise): only the output panel reads it. */
  liveOutput: LiveText;
  run(overrides?: { instructions?: string }): Promise<void>;
  cancel(): void;
  solveHomework(): Promise<void>;
  processChunks(chunks: TextChunk[]): Promise<void>;
  applyContext(change: { context: string; instructions: string }): Promise<string>;
}

const TransformContext = createContext<TransformRunner | null>(null);

/**
 * Runs rewrites for the workspace, one hook per run mode: streaming (Transform and Cancel),
 * homework, the chunk manager's chunks, and the assessment's rewrite with context.
 */
export function TransformProvider({ children }: { children: ReactNode }) {
  const state = useRunState();
  const rewrite = useRewriteRequest();
  const refs = useReferenceReport();
  // Every model call is charged on the server; the header's balance follows.
  const refreshBalance = useRefreshUser();
  const { run, cancel } = useStreamRun(state, rewrite, refs, refreshBalance);
  const solveHomework = useHomeworkRun(state, rewrite, refreshBalance);
  const processChunks = useChunksRun(state, rewrite, refreshBalance);
  const applyContext = useContextRun(rewrite, refs, refreshBalance);
  const { busy, runsStarted, progress, liveOutput } = state;
  const { references } = refs;

  const value = useMemo(
    () => ({
      busy,
      runsStarted,
      progress,
      references,
      liveOutput,
      run,
      cancel,
      solveHomework,
      processChunks,
      applyContext,
    }),
    [
      busy,
      runsStarted,
      progress,
      references,
      liveOutput,
      run,
      cancel,
      solveHomework,
      processChunks,
      applyContext,
    ],
  );
  return <TransformContext.Provider value={value}>{children}</TransformContext.Provider>;
}

export function useTransform(): TransformRunner {
  const context = useContext(TransformContext);
  if (!context) throw new Error('useTransform needs a TransformProvider');
  return context;
}
