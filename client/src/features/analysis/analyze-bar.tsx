import {
  ANALYSIS_PROVIDER_LABELS,
  ANALYSIS_PROVIDERS,
  type AnalysisProvider,
} from '@common/analysis';
import {
  BookOpenIcon,
  BrainIcon,
  LightbulbIcon,
  RotateCcwIcon,
  WandSparklesIcon,
} from 'lucide-react';
import { useId } from 'react';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
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
      <div className="grid gap-1">
        <Label htmlFor={providerId} className="text-xs text-muted-foreground">
          Provider
        </Label>
        <NativeSelect
          id={providerId}
          value={form.selected}
          onChange={(event) => form.setProvider(event.target.value as AnalysisProvider)}
          className="w-36"
        >
          {form.selected === '' && (
            <option value="" disabled>
              {form.readiness === 'checking' ? 'Checking…' : 'No model yet'}
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
