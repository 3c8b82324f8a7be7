import type { TextChunk } from '@common/chunking';
import { needsChunkedProcessing } from '@common/chunking';
import type { ReferenceUse } from '@common/library';
import type { TransformRequest } from '@common/transform';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toast } from 'sonner';
import { ApiError, describeError } from '@/lib/api';
import { useRefreshUser } from '@/lib/user-query';
import { createIncrementalFormatter } from './incremental-format';
import { createLiveText, type LiveText } from './live-text';
import { formatOutput } from './output-format';
import { prepareStreamReader } from './stream-reader-spare';
import { streamTransform, styleMatch, transformOnce } from './transform-client';
import { outputErrorText, transformErrorMessage } from './transform-errors';
import { useWorkspace } from './workspace-context';

export type Busy = 'transforming' | 'chunked' | 'homework' | 'chunks' | null;

/** What the last rewrite took from the libraries, and how close input and output are to the voice. */
export interface ReferenceReport {
  use: ReferenceUse;
  /** 0-100 each; 'pending' while it is measured, null when there is none. */
  match: { input: number; output: number } | 'pending' | null;
}

export const CANCELLED_TEXT = 'Transformation cancelled by user';
export const chunkedProgressText = (percent: number) =>
  `Processing document in chunks... (${percent}% complete)`;

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

/** The shortest time between two repaints of a streaming answer: about 20 a second. */
const MIN_REPAINT_GAP_MS = 50;

/** Runs rewrites for the workspace: streaming, chunked, homework, context, chunk manager. */
export function TransformProvider({ children }: { children: ReactNode }) {
  const workspace = useWorkspace();
  // The input and the instructions are read when a rewrite starts, not followed: typing in
  // either re-renders no runner.
  const { readInput, readInstructions, settings, setOutput, setGraphs } = workspace;
  const [busy, setBusy] = useState<Busy>(null);
  const [runsStarted, setRunsStarted] = useState(0);
  const countStart = useCallback(() => setRunsStarted((count) => count + 1), []);
  const [progress, setProgress] = useState(0);
  const [references, setReferences] = useState<ReferenceReport | null>(null);
  // Every model call is charged on the server; the header's balance follows.
  const refreshBalance = useRefreshUser();
  const controller = useRef<AbortController | null>(null);
  const [liveOutput] = useState(createLiveText);
  // Counts the rewrites whose end was rendered. A fast rewrite can start and end in one render,
  // leaving `busy` as it was: the count still changes.
  const [runsEnded, setRunsEnded] = useState(0);
  // A rewrite that ended empties the streaming store once the end is on the page, in the same
  // commit: the output view then leaves the stream's view, or keeps a long answer in it.
  useLayoutEffect(() => {
    if (busy === null && runsEnded > 0) liveOutput.set(null);
  }, [busy, runsEnded, liveOutput]);
  useEffect(prepareStreamReader, []);

  const request = useCallback(
    (text: string, overrides: Partial<TransformRequest> = {}): TransformRequest => ({
      text,
      instructions: readInstructions(),
      model: settings.model,
      preset: settings.preset,
      transformType: settings.transformType,
      retainFormatting: settings.retainFormatting,
      includeGraphs: settings.includeGraphs,
      useStyleReference: settings.useStyleReference,
      useContentReference: settings.useContentReference,
      ...overrides,
    }),
    [readInstructions, settings],
  );

  const showResult = useCallback(
    (raw: string) => {
      const formatted = formatOutput(raw);
      if (!formatted.text && formatted.graphs.length === 0) return;
      setOutput(formatted.text);
      setGraphs(formatted.graphs);
    },
    [setOutput, setGraphs],
  );

  /** Shows what the rewrite used; with style references, the style match of input and output. */
  const reportReferences = useCallback(
    async (use: ReferenceUse | undefined, source: string, result: string) => {
      if (!use) return;
      const measure = use.style > 0 && result.trim() !== '';
      setReferences({ use, match: measure ? 'pending' : null });
      if (!measure) return;
      try {
        const scores = await styleMatch([source, result]);
        setReferences({ use, match: scores && { input: scores[0]!, output: scores[1]! } });
      } catch {
        // The figure is extra: the rewrite stands without it.
        setReferences({ use, match: null });
      }
    },
    [],
  );

  const run = useCallback(
    async (overrides: { instructions?: string } = {}) => {
      const input = readInput();
      if (!input.trim()) {
        toast.error('No Text to Transform', {
          description: 'Please enter or dictate some text first',
        });
        return;
      }
      const abort = new AbortController();
      controller.current = abort;
      // The rewrite is over: unless Cancel or a newer rewrite took over, the page is idle again.
      const finish = () => {
        if (controller.current !== abort) return;
        controller.current = null;
        setBusy(null);
        setProgress(0);
        setRunsEnded((count) => count + 1);
      };
      const chunked = needsChunkedProcessing(input);
      // The page's answer to the click (Cancel, the status bar, the emptied output) renders as a
      // transition: React renders it in slices between frames instead of in one long task.
      startTransition(() => {
        setBusy(chunked ? 'chunked' : 'transforming');
        countStart();
        setProgress(0);
        setGraphs([]);
        setReferences(null);
        setOutput(chunked ? chunkedProgressText(0) : '');
      });
      if (chunked) {
        toast.info('Large document detected', {
          description: 'It is processed in chunks; the rewrite appears as each part is done.',
          duration: 5000,
        });
      }
      // Each piece is formatted once (only the new text), and shown in the output panel alone;
      // the workspace's state takes the result when the stream ends
      // (docs/decisions/087-streaming-output-formatted-once.md).
      const formatter = createIncrementalFormatter();
      let used: ReferenceUse | undefined;
      let frame = 0;
      let wait: ReturnType<typeof setTimeout> | undefined;
      let nextAt = 0;
      const stopRepaints = () => {
        cancelAnimationFrame(frame);
        clearTimeout(wait);
      };
      const flush = () => {
        frame = 0;
        if (abort.signal.aborted || !formatter.raw()) return;
        const started = performance.now();
        // Until this repaint's cost is known, pieces wait the shortest gap.
        nextAt = started + MIN_REPAINT_GAP_MS;
        liveOutput.set(formatter.current().text);
        // The message arrives once this frame's render, layout and paint are done.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const now = performance.now();
          nextAt = now + Math.max(MIN_REPAINT_GAP_MS, 5 * (now - started));
        };
        channel.port2.postMessage(null);
      };
      // Each repaint of the page costs the browser a few milliseconds, more for a long text: a
      // repaint waits five times what the last one cost, and at least 50 ms, so that a fast
      // stream is shown about 20 times a second and repainting takes at most about a sixth of
      // the main thread at any length (docs/decisions/115-streaming-output-paragraph-view.md). The
      // wait is a timer, not frames
      // asked for and skipped: each frame asked for costs a render of the page.
      const scheduleRepaint = () => {
        if (frame) return;
        const early = nextAt - performance.now();
        if (early <= 0) {
          frame = requestAnimationFrame(flush);
          return;
        }
        frame = -1;
        wait = setTimeout(() => {
          frame = requestAnimationFrame(flush);
        }, early);
      };
      try {
        await streamTransform(
          request(input, overrides),
          {
            onChunk(text) {
              formatter.push(text);
              scheduleRepaint();
            },
            onProgress(percent) {
              setProgress(percent);
              if (!formatter.raw()) setOutput(chunkedProgressText(percent));
            },
            onReferences(use) {
              used = use;
            },
          },
          abort.signal,
        );
        stopRepaints();
        const result = formatter.current();
        // The pieces since the last repaint. The store keeps the answer until the page's answer
        // below is committed (the effect on `busy` empties it then): changed during that
        // render, it would make React render it again at once, in one task.
        liveOutput.set(result.text);
        // The page's answer to the end (the output in the workspace, Transform again) renders as
        // a transition, like the click's: in slices, not in one long task. The output view then
        // decides from the final output whether it keeps a long answer
        // (docs/decisions/119-streaming-output-read-in-worker.md,
        // docs/decisions/122-streaming-view-opens-at-click.md).
        startTransition(() => {
          if (result.text || result.graphs.length > 0) {
            setOutput(result.text);
            setGraphs(result.graphs);
          }
          finish();
        });
        void reportReferences(used, input, result.text);
      } catch (error) {
        stopRepaints();
        finish();
        if (abort.signal.aborted) return;
        liveOutput.set(null);
        setOutput(outputErrorText(error));
        toast.error('Transformation Failed', { description: transformErrorMessage(error) });
      } finally {
        refreshBalance();
      }
    },
    [
      readInput,
      request,
      setGraphs,
      setOutput,
      refreshBalance,
      reportReferences,
      liveOutput,
      countStart,
    ],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setBusy(null);
    setProgress(0);
    liveOutput.set(null);
    setOutput(CANCELLED_TEXT);
  }, [setOutput, liveOutput]);

  const solveHomework = useCallback(async () => {
    const input = readInput();
    if (!input.trim()) {
      toast.error('No Instructions Found', {
        description: 'Please enter or dictate the assignment first.',
      });
      return;
    }
    setBusy('homework');
    countStart();
    try {
      const result = await transformOnce(request(input, { preset: 'Academic', mode: 'homework' }));
      showResult(result.text);
    } catch (error) {
      toast.error('Assignment Failed', { description: transformErrorMessage(error) });
    } finally {
      setBusy(null);
      refreshBalance();
    }
  }, [readInput, request, showResult, refreshBalance, countStart]);

  const processChunks = useCallback(
    async (chunks: TextChunk[]) => {
      setBusy('chunks');
      countStart();
      setProgress(0);
      setGraphs([]);
      const done: string[] = [];
      try {
        for (const [index, chunk] of chunks.entries()) {
          const result = await transformOnce(request(chunk.content));
          done.push(result.text);
          setOutput(formatOutput(done.join('\n\n')).text);
          setProgress(Math.round(((index + 1) / chunks.length) * 100));
        }
        showResult(done.join('\n\n'));
      } catch (error) {
        const reason =
          error instanceof ApiError
            ? error.statusText || error.message
            : describeError(error, 'Unknown error');
        toast.error('Chunk Processing Failed', {
          description: `Failed to process chunk: ${reason}`,
        });
      } finally {
        setBusy(null);
        setProgress(0);
        refreshBalance();
      }
    },
    [request, setGraphs, setOutput, showResult, refreshBalance, countStart],
  );

  const applyContext = useCallback(
    async (change: { context: string; instructions: string }) => {
      const words = [
        change.instructions.trim(),
        change.context.trim() && `Content context: ${change.context.trim()}`,
      ];
      const input = readInput();
      try {
        const result = await transformOnce(
          request(input, { instructions: words.filter(Boolean).join('\n') }),
        );
        showResult(result.text);
        const text = formatOutput(result.text).text;
        void reportReferences(result.references, input, text);
        return text;
      } finally {
        refreshBalance();
      }
    },
    [readInput, request, showResult, refreshBalance, reportReferences],
  );

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
