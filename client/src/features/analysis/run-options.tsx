import { REWRITE_MODE_IDS, REWRITE_MODES, type RewriteMode } from '@common/analysis';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import type { AnalysisForm } from './use-analysis-form';

/** The custom rewrite instructions, the mode (normal or comprehensive) and the rewrite mode. */
export function RunOptions({
  form,
}: {
  form: Pick<
    AnalysisForm,
    | 'instructions'
    | 'setInstructions'
    | 'comprehensive'
    | 'setComprehensive'
    | 'rewriteMode'
    | 'setRewriteMode'
  >;
}) {
  const ids = { instructions: useId(), mode: useId(), rewriteMode: useId() };
  return (
    <div className="grid gap-4 md:grid-cols-[1fr_auto]">
      <div className="grid gap-1">
        <Label htmlFor={ids.instructions}>Custom rewrite instructions</Label>
        <Textarea
          id={ids.instructions}
          value={form.instructions}
          onChange={(event) => form.setInstructions(event.target.value)}
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
                  checked={form.comprehensive === (mode === 'comprehensive')}
                  onChange={() => form.setComprehensive(mode === 'comprehensive')}
                />
                {mode === 'normal' ? 'Normal' : 'Comprehensive'}
              </label>
            ))}
          </div>
          <p className="max-w-64 text-xs text-muted-foreground">
            {form.comprehensive
              ? 'Three phases, three independent samples: minutes, with error bars.'
              : 'Quick: a first reading and a calibration.'}
          </p>
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor={ids.rewriteMode}>Rewrite mode</Label>
          <NativeSelect
            id={ids.rewriteMode}
            value={form.rewriteMode}
            onChange={(event) => form.setRewriteMode(event.target.value as RewriteMode)}
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
  );
}
