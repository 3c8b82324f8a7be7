import { LARGE_TEXT_WORDS } from '@common/chunking';
import { ArrowLeftIcon, CopyIcon, Trash2Icon } from 'lucide-react';
import { memo, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { ExportMenu } from '@/components/export-menu';
import { LoadingPlaceholder } from '@/components/loading-placeholder';
import { NoModelNotice } from '@/components/no-model-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { copyText } from '@/lib/clipboard';
import { lazyNamed } from '@/lib/lazy-named';
import { announceTextOrigin } from '@/lib/text-origin';
import { toast } from '@/lib/toast';
import { countWordsOnce } from '@/lib/word-count';
import { RunStatusBar } from './controls/run-status-bar';
import { TransformPanel } from './controls/transform-panel';
import { useTextModels } from './controls/use-model-availability';
import { AssessmentDialog } from './dialogs/assessment-dialog';
import { ChunkManagerDialog } from './dialogs/chunk-manager-dialog';
import { TransformAgainDialog } from './dialogs/transform-again-dialog';
import { TextPanel } from './editor/text-panel';
import { useSettledText } from './editor/use-settled-text';
import { useTransform } from './transform/transform-context';
import { useWorkspace, useWorkspaceInput } from './workspace-context';

// Graphs are rare; their sanitizer (DOMPurify) loads with the first one
// (docs/decisions/085-first-page-loads-workspace-only.md).
const GraphsView = lazyNamed(() => import('./output/graphs-view'), 'GraphsView');
// The review and its diff load once there is an output to review, not with the first page.
const OutputReview = lazyNamed(() => import('./output/output-review'), 'OutputReview');

/** One of the workspace's two text panels. */
export type WorkspacePanel = 'input' | 'output';

/**
 * The main dictation workspace: input and processed output, and the transformation panel.
 * The other features' controls (dictation, upload, detection, narration) come from the home
 * route, which composes the features, so the workspace imports none of them.
 */
export function WorkspaceSection({
  dictation,
  instructionsDictation,
  upload,
  detectionButton,
  detectionNotes,
  preliminaryAssessment,
  narration,
}: {
  /** Dictation into the input, shown among the input's tools. */
  dictation?: ReactNode;
  /** Dictation into the custom instructions; each phrase goes to `onText`. */
  instructionsDictation?: (onText: (text: string) => void) => ReactNode;
  /** The input's Upload button. */
  upload?: ReactNode;
  /** A panel's AI Detection button, for the panel's text. */
  detectionButton?: (panel: WorkspacePanel, text: string) => ReactNode;
  /** What shows under a panel about its text's detection (the short-text hint, the result). */
  detectionNotes?: (panel: WorkspacePanel, text: string) => ReactNode;
  /** The preliminary assessment shown in Assess & Improve. */
  preliminaryAssessment?: ReactNode;
  /** Narration of the processed output. */
  narration?: (text: string) => ReactNode;
}) {
  const { setInput, output, setOutput, graphs, setGraphs } = useWorkspace();
  const { busy, runsStarted, run, liveOutput } = useTransform();
  const { readiness } = useTextModels();
  const outputColumn = useRef<HTMLDivElement>(null);
  // Exports draw the graphs too: they travel as the SVG the model wrote, sanitized on the server.
  const hasOutput = output.trim() !== '';
  const exportText = [output, ...graphs.map((graph) => graph.svg)].filter(Boolean).join('\n\n');

  // Ctrl+Enter (Cmd+Enter on a Mac) transforms the input from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
        event.preventDefault();
        if (readiness === 'ready') run();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [busy, run, readiness]);

  // A rewrite that starts brings its output into view, with its status bar and Cancel, on
  // a phone (where the output sits below the input) as on a laptop. Followed by the count of
  // runs, not by `busy`: a fast one can start and end in a single render.
  // In the next frame, with that frame's own layout, not a forced one of its own on the click.
  useEffect(() => {
    if (runsStarted === 0) return;
    const frame = requestAnimationFrame(() => {
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      outputColumn.current?.scrollIntoView({
        block: 'nearest',
        behavior: reduced ? 'auto' : 'smooth',
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [runsStarted]);

  const moveToInput = () => {
    // The output is the model's text, edited or not: the input's record counts it as AI rewrite.
    announceTextOrigin('workspace-input', {
      source: { kind: 'ai', detail: 'Processed Output used as input' },
    });
    setInput(output);
    setOutput('');
    setGraphs([]);
    toast.success('Text moved to input', {
      description: 'The processed text is now your input.',
      duration: 3000,
    });
  };

  return (
    <Card>
      <CardContent className="grid gap-6">
        {/* First, where a new user looks: why Transform is off and the one step that fixes it. */}
        {readiness === 'none' && (
          <NoModelNotice
            cannot="texts cannot be rewritten"
            keys="Anthropic, OpenAI, DeepSeek or Perplexity"
          >
            Dictation, uploads, AI detection and narration work without a model.
          </NoModelNotice>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          <InputColumn
            dictation={dictation}
            upload={upload}
            detectionButton={detectionButton}
            detectionNotes={detectionNotes}
            preliminaryAssessment={preliminaryAssessment}
          />
          <div className="grid min-w-0 content-start gap-2">
            <div ref={outputColumn} className="grid min-w-0 scroll-mt-20 scroll-mb-4 gap-2">
              <TextPanel
                id="processed-output"
                title="Processed Output"
                value={output}
                live={liveOutput}
                streamStarting={busy === 'transforming'}
                onChange={setOutput}
                readOnly={busy === 'transforming' || busy === 'chunked'}
                placeholder="The rewritten text appears here."
                // Quiet until needed: the output's actions show once there is an output. AI
                // Detection stays, as the spec has it answer an empty output with a message.
                actions={
                  <>
                    {hasOutput && <TransformAgainDialog />}
                    {detectionButton?.('output', output)}
                    {hasOutput && (
                      <>
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={moveToInput}
                          disabled={busy !== null}
                        >
                          <ArrowLeftIcon aria-hidden="true" />
                          Use as Input
                        </Button>
                        <CopyButton text={output} what="processed text" />
                        <ExportMenu text={exportText} />
                      </>
                    )}
                  </>
                }
              />
              <RunStatusBar />
              {hasOutput && busy === null && (
                <Suspense fallback={null}>
                  <OutputReview />
                </Suspense>
              )}
            </div>
            {detectionNotes?.('output', output)}
            {hasOutput && narration?.(output)}
          </div>
        </div>
        {graphs.length > 0 && (
          <Suspense fallback={<LoadingPlaceholder className="h-80" label="Loading graphs…" />}>
            <GraphsView graphs={graphs} />
          </Suspense>
        )}
        <TransformPanel instructionsDictation={instructionsDictation} />
      </CardContent>
    </Card>
  );
}

/**
 * The input and its tools: the only part of the workspace that reads the input, so that a
 * keystroke re-renders this column and not the whole section
 * (docs/decisions/116-long-texts-in-codemirror.md). A
 * rewrite that starts or ends does not re-render it: only its tools that follow the run do.
 */
const InputColumn = memo(function InputColumn({
  dictation,
  upload,
  detectionButton,
  detectionNotes,
  preliminaryAssessment,
}: Pick<
  Parameters<typeof WorkspaceSection>[0],
  'dictation' | 'upload' | 'detectionButton' | 'detectionNotes' | 'preliminaryAssessment'
>) {
  const { setInput } = useWorkspace();
  const input = useWorkspaceInput();
  // What depends on the whole input (its word count) follows a keystroke instead of delaying it.
  const settledInput = useSettledText(input);
  const large = countWordsOnce(settledInput) > LARGE_TEXT_WORDS;
  return (
    <div className="grid min-w-0 content-start gap-2">
      <TextPanel
        id="original-dictation"
        title="Original Dictation"
        value={input}
        onChange={setInput}
        placeholder="Type, paste or dictate your text here…"
        actions={
          <>
            {dictation}
            {upload}
            {large && <ChunkManagerDialog />}
            <AssessmentDialog preliminary={preliminaryAssessment} hasInput={input.trim() !== ''} />
            {detectionButton?.('input', input)}
            <CopyButton text={input} what="original text" />
            <Button variant="ghost" size="sm" onClick={() => setInput('')} disabled={!input}>
              <Trash2Icon aria-hidden="true" />
              Clear<span className="sr-only"> original text</span>
            </Button>
          </>
        }
      />
      {detectionNotes?.('input', settledInput)}
    </div>
  );
});

/** Copies a panel's text; `what` names the panel for screen readers ('original text'). */
function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button variant="ghost" size="sm" onClick={() => copyText(text)} disabled={!text}>
      <CopyIcon aria-hidden="true" />
      Copy<span className="sr-only"> {what}</span>
    </Button>
  );
}
