import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { RUNNING_LABELS } from './running-labels';
import type { AnalysisRuns } from './use-analysis-runs';

/** While a run works: its phase and steps, and Cancel. */
export function RunProgress({
  runs,
}: {
  runs: Pick<AnalysisRuns, 'running' | 'progress' | 'cancel'>;
}) {
  if (runs.running === null) return null;
  return (
    <div role="status" aria-label="Analysis progress" className="grid gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          {runs.progress
            ? `${runs.progress.label} · ${runs.progress.done} of ${runs.progress.total} steps done`
            : RUNNING_LABELS[runs.running]}
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
  );
}
