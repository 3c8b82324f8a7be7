import { ANALYSIS_PROVIDER_LABELS, ANALYSIS_PROVIDERS } from '@common/analysis';
import {
  BookOpenIcon,
  BrainIcon,
  LightbulbIcon,
  RotateCcwIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { useId } from 'react';
import { ProviderSelect } from '@/components/provider-select';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { RUNNING_LABELS } from './running-labels';
import type { AnalysisForm } from './use-analysis-form';
import type { AnalysisRuns } from './use-analysis-runs';

/** The actions and their provider: at the bottom of the screen while Document A has text. */
export function AnalyzeBar({
  form,
  runs,
  onReset,
}: {
  form: Pick<
    AnalysisForm,
    'documentA' | 'selected' | 'setProvider' | 'available' | 'readiness' | 'compare' | 'inputs'
  >;
  runs: Pick<AnalysisRuns, 'running' | 'analyze' | 'checkOriginality' | 'rewriteA'>;
  onReset: () => void;
}) {
  const providerId = useId();
  const { inputs, available } = form;
  const canRun = runs.running === null && form.readiness === 'ready';
  return (
    <ActionBar pinned={/\S/.test(form.documentA)} role="group" aria-label="Analyze">
      <ProviderSelect
        id={providerId}
        label="Provider"
        value={form.selected}
        onChange={form.setProvider}
        readiness={form.readiness}
        options={ANALYSIS_PROVIDERS.map((id) => ({
          id,
          label: ANALYSIS_PROVIDER_LABELS[id],
          available: available(id),
        }))}
        className="w-36"
      />
      <div className="flex flex-wrap gap-2">
        <Button disabled={!canRun} onClick={() => void runs.analyze(inputs, 'intelligence')}>
          <BrainIcon aria-hidden="true" />
          {runs.running === 'analyze'
            ? RUNNING_LABELS.analyze
            : form.compare
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
      <Button variant="ghost" onClick={onReset} className="ml-auto">
        <RotateCcwIcon aria-hidden="true" />
        Reset Everything
      </Button>
    </ActionBar>
  );
}
