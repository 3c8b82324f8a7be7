import { ANALYSIS_PROVIDER_LABELS, REWRITE_MODES } from '@common/analysis';
import type { Source } from '@common/authorship';
import { ExportButtons } from '@/components/export-buttons';
import { NoModelNotice } from '@/components/no-model-notice';
import { useTextReceiver } from '@/lib/text-handoff';
import { AnalysisResults } from './analysis-results';
import { AnalyzeBar } from './analyze-bar';
import type { DictationSlot } from './document-box';
import { DocumentTabs } from './document-tabs';
import { OriginalityResult } from './originality-result';
import { analysisReport } from './report';
import { RewriteDialog } from './rewrite-dialog';
import { RunOptions } from './run-options';
import { RunProgress } from './run-progress';
import { type AnalysisServices, useAnalysisForm } from './use-analysis-form';
import { type RunInputs, useAnalysisRuns } from './use-analysis-runs';

/** The source of an accepted rewrite: the model, as the provider select names it, and the mode. */
export function rewriteSource(inputs: Pick<RunInputs, 'provider' | 'rewriteMode'>): Source {
  const model = ANALYSIS_PROVIDER_LABELS[inputs.provider];
  return {
    kind: 'ai',
    detail: `${model} · ${REWRITE_MODES[inputs.rewriteMode]} (analysis rewrite)`,
  };
}

export interface AnalysisSectionProps {
  /** Provider availability from /api/status (the home route reads it). */
  services?: AnalysisServices;
  /** A dictation control, composed in by the home route. */
  renderDictation?: DictationSlot;
}

/** The Intelligence Analysis section: one document or two, analysis, originality, rewrite. */
export function AnalysisSection({ services, renderDictation }: AnalysisSectionProps) {
  const form = useAnalysisForm(services);
  const runs = useAnalysisRuns(form.documentA);
  // Box C of the humanizer is what sends here (its Send to Intelligence): humanized text.
  useTextReceiver('analysis-document-a', (text) =>
    form.setDocumentA(text, { kind: 'humanized' }, true),
  );
  const report = analysisReport(runs.result, runs.originality);

  function resetEverything() {
    runs.reset();
    form.clear();
  }

  return (
    <div className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      {form.readiness === 'none' && (
        <NoModelNotice
          cannot="documents cannot be analysed"
          keys="Anthropic, OpenAI, DeepSeek or Perplexity"
        />
      )}
      <DocumentTabs form={form} renderDictation={renderDictation} />
      <RunOptions form={form} />
      <AnalyzeBar form={form} runs={runs} onReset={resetEverything} />
      <RunProgress runs={runs} />

      {runs.originality && <OriginalityResult result={runs.originality} />}
      {runs.result && <AnalysisResults result={runs.result} />}
      {report && (
        <div className="flex flex-wrap items-center gap-1 text-sm">
          <span className="text-muted-foreground">Download the analysis:</span>
          <ExportButtons text={report} fileBase="intelligence-analysis" kinds={['pdf', 'docx']} />
        </div>
      )}

      <RewriteDialog
        original={form.documentA}
        rewrite={runs.rewrite}
        onReviewed={runs.setRewrite}
        onAccept={() => {
          // The accepted rewrite is the model's text, named as the panel names it (issue 40).
          if (runs.rewrite !== null)
            form.setDocumentA(runs.rewrite, rewriteSource(form.inputs), true);
          runs.dismissRewrite();
        }}
        onKeepOriginal={runs.dismissRewrite}
      />
    </div>
  );
}
