import {
  ANALYSIS_PROVIDER_LABELS,
  ANALYSIS_PROVIDERS,
  type AnalysisProvider,
  DEFAULT_ANALYSIS_PROVIDER,
  REWRITE_MODE_IDS,
  REWRITE_MODES,
  type RewriteMode,
} from '@common/analysis';
import {
  BookOpenIcon,
  BrainIcon,
  LightbulbIcon,
  RotateCcwIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ExportButtons } from '@/components/export-buttons';
import { NoModelNotice } from '@/components/no-model-notice';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { useSendText, useTextReceiver } from '@/lib/text-handoff';
import { useLocalDraft } from '@/lib/use-local-draft';
import { AnalysisResults } from './analysis-results';
import { type DictationSlot, DocumentBox } from './document-box';
import { documentHandoffs } from './handoffs';
import { OriginalityResult } from './originality-result';
import { analysisReport } from './report';
import { RewriteDialog } from './rewrite-dialog';
import { type RunInputs, useAnalysisRuns } from './use-analysis-runs';

const DRAFT = {
  a: 'redraft.analysis.documentA',
  b: 'redraft.analysis.documentB',
  instructions: 'redraft.analysis.instructions',
};

const RUNNING_LABELS = {
  analyze: 'Analyzing…',
  fiction: 'Assessing fiction…',
  originality: 'Evaluating originality…',
  rewrite: 'Rewriting…',
} as const;

export interface AnalysisSectionProps {
  /** Provider availability from /api/status (the home route reads it). */
  services?: Partial<Record<AnalysisProvider, boolean>>;
  /** A dictation control, composed in by the home route. */
  renderDictation?: DictationSlot;
}

/** The Intelligence Analysis section: one document or two, analysis, originality, rewrite. */
export function AnalysisSection({ services, renderDictation }: AnalysisSectionProps) {
  const [documentA, setDocumentA] = useLocalDraft(DRAFT.a);
  const [documentB, setDocumentB] = useLocalDraft(DRAFT.b);
  const [instructions, setInstructions] = useLocalDraft(DRAFT.instructions);
  const [compare, setCompare] = useState(false);
  const [provider, setProvider] = useState<AnalysisProvider>(DEFAULT_ANALYSIS_PROVIDER);
  const [comprehensive, setComprehensive] = useState(false);
  const [rewriteMode, setRewriteMode] = useState<RewriteMode>('intelligence');
  const runs = useAnalysisRuns();
  const send = useSendText();
  const handoffs = documentHandoffs(send, (target) =>
    toast.error(`${target} is not available`, { description: 'That section is not on this page.' }),
  );
  const ids = { provider: useId(), instructions: useId(), mode: useId(), rewriteMode: useId() };
  useTextReceiver('analysis-document-a', setDocumentA);

  const available = (id: AnalysisProvider) => services?.[id] === true;
  /** No model yet ('none'): the section says so and its actions are off, rather than failing. */
  const readiness = !services ? 'checking' : ANALYSIS_PROVIDERS.some(available) ? 'ready' : 'none';
  // An unavailable provider is never shown or sent as the choice: the default, then the list's
  // order, stand in.
  const selected: AnalysisProvider | '' = available(provider)
    ? provider
    : ([DEFAULT_ANALYSIS_PROVIDER, ...ANALYSIS_PROVIDERS].find(available) ?? '');
  const inputs: RunInputs = {
    documentA,
    documentB,
    compare,
    provider: selected || provider,
    comprehensive,
    instructions,
    rewriteMode,
  };
  const busy = runs.running !== null;
  const canRun = !busy && readiness === 'ready';
  const report = analysisReport(runs.result, runs.originality);
  const box = (which: 'A' | 'B') => (
    <DocumentBox
      id={`analysis-document-${which.toLowerCase()}`}
      title={`Document ${which}`}
      value={which === 'A' ? documentA : documentB}
      onChange={which === 'A' ? setDocumentA : setDocumentB}
      renderDictation={renderDictation}
      onSendToMain={handoffs.toMain}
      onSendToBypass={handoffs.toBypass}
    />
  );

  function resetEverything() {
    runs.reset();
    setDocumentA('');
    setDocumentB('');
    setInstructions('');
  }

  return (
    <div className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      {readiness === 'none' && (
        <NoModelNotice
          cannot="documents cannot be analysed"
          keys="Anthropic, OpenAI, DeepSeek or Perplexity"
        />
      )}
      <Tabs
        value={compare ? 'compare' : 'single'}
        onValueChange={(v) => setCompare(v === 'compare')}
        className="grid gap-5"
      >
        <div className="flex flex-wrap items-end justify-between gap-4">
          <TabsList aria-label="Documents">
            <TabsTrigger value="single">Single Document</TabsTrigger>
            <TabsTrigger value="compare">Compare Two Documents</TabsTrigger>
          </TabsList>
        </div>

        <TabsContent value="single">{box('A')}</TabsContent>
        <TabsContent value="compare" className="grid gap-5 lg:grid-cols-2">
          {box('A')}
          {box('B')}
        </TabsContent>
      </Tabs>

      <div className="grid gap-4 md:grid-cols-[1fr_auto]">
        <div className="grid gap-1">
          <Label htmlFor={ids.instructions}>Custom rewrite instructions</Label>
          <Textarea
            id={ids.instructions}
            value={instructions}
            onChange={(event) => setInstructions(event.target.value)}
            placeholder="Optional: how the rewrite should change Document A"
            className="h-20 resize-y"
          />
        </div>
        <div className="grid content-start gap-3">
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Mode</legend>
            <div className="flex gap-3 text-sm">
              {(['normal', 'comprehensive'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={ids.mode}
                    checked={comprehensive === (mode === 'comprehensive')}
                    onChange={() => setComprehensive(mode === 'comprehensive')}
                  />
                  {mode === 'normal' ? 'Normal' : 'Comprehensive'}
                </label>
              ))}
            </div>
            <p className="max-w-64 text-xs text-muted-foreground">
              {comprehensive
                ? 'Three phases, three independent samples: minutes, with error bars.'
                : 'Quick: a first reading and a calibration.'}
            </p>
          </fieldset>
          <div className="grid gap-1">
            <Label htmlFor={ids.rewriteMode}>Rewrite mode</Label>
            <NativeSelect
              id={ids.rewriteMode}
              value={rewriteMode}
              onChange={(event) => setRewriteMode(event.target.value as RewriteMode)}
              className="w-full md:w-72"
            >
              {REWRITE_MODE_IDS.map((id) => (
                <option key={id} value={id}>
                  {REWRITE_MODES[id]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </div>

      {/* The actions and their provider: at the bottom of the screen while Document A has text. */}
      <ActionBar pinned={/\S/.test(documentA)} role="group" aria-label="Analyze">
        <div className="grid gap-1">
          <Label htmlFor={ids.provider} className="text-xs text-muted-foreground">
            Provider
          </Label>
          <NativeSelect
            id={ids.provider}
            value={selected}
            onChange={(event) => setProvider(event.target.value as AnalysisProvider)}
            className="w-36"
          >
            {selected === '' && (
              <option value="" disabled>
                {readiness === 'checking' ? 'Checking…' : 'No model yet'}
              </option>
            )}
            {ANALYSIS_PROVIDERS.map((id) => (
              <option key={id} value={id} disabled={!available(id)}>
                {ANALYSIS_PROVIDER_LABELS[id]}
                {available(id) ? '' : ' (unavailable)'}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button disabled={!canRun} onClick={() => void runs.analyze(inputs, 'intelligence')}>
            <BrainIcon aria-hidden="true" />
            {runs.running === 'analyze'
              ? RUNNING_LABELS.analyze
              : compare
                ? 'Analyze Both'
                : 'Analyze'}
          </Button>
          <Button
            variant="secondary"
            disabled={!canRun}
            onClick={() => void runs.checkOriginality(inputs)}
          >
            <LightbulbIcon aria-hidden="true" />
            {runs.running === 'originality' ? RUNNING_LABELS.originality : 'Evaluate Originality'}
          </Button>
          <Button
            variant="secondary"
            disabled={!canRun}
            onClick={() => void runs.analyze(inputs, 'fiction')}
          >
            <BookOpenIcon aria-hidden="true" />
            {runs.running === 'fiction' ? RUNNING_LABELS.fiction : 'Assess Fiction'}
          </Button>
          <Button variant="secondary" disabled={!canRun} onClick={() => void runs.rewriteA(inputs)}>
            <WandSparklesIcon aria-hidden="true" />
            {runs.running === 'rewrite' ? RUNNING_LABELS.rewrite : 'Rewrite'}
          </Button>
        </div>
        <Button variant="ghost" onClick={resetEverything} className="ml-auto">
          <RotateCcwIcon aria-hidden="true" />
          Reset Everything
        </Button>
      </ActionBar>

      {busy && (
        <div
          role="status"
          aria-label="Analysis progress"
          className="grid gap-2 rounded-lg border p-3"
        >
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {runs.progress
                ? `${runs.progress.label} · ${runs.progress.done} of ${runs.progress.total} steps done`
                : RUNNING_LABELS[runs.running!]}
            </span>
            <Button variant="outline" size="sm" onClick={runs.cancel}>
              Cancel
            </Button>
          </div>
          <Progress
            value={runs.progress ? (runs.progress.done / runs.progress.total) * 100 : 0}
            aria-label="Steps done"
          />
        </div>
      )}

      {runs.originality && <OriginalityResult result={runs.originality} />}
      {runs.result && <AnalysisResults result={runs.result} />}
      {report && (
        <div className="flex flex-wrap items-center gap-1 text-sm">
          <span className="text-muted-foreground">Download the analysis:</span>
          <ExportButtons text={report} fileBase="intelligence-analysis" kinds={['pdf', 'docx']} />
        </div>
      )}

      <RewriteDialog
        original={documentA}
        rewrite={runs.rewrite}
        onReviewed={runs.setRewrite}
        onAccept={() => {
          if (runs.rewrite !== null) setDocumentA(runs.rewrite);
          runs.dismissRewrite();
        }}
        onKeepOriginal={runs.dismissRewrite}
      />
    </div>
  );
}
