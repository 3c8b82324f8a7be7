import { Progress } from '@/components/ui/progress';
import type { JobView } from './use-humanizer-run';

/**
 * Where a long humanization sent as a job is: its pass and the chunks of that pass done, the
 * text streaming into Box C meanwhile. After a reload it says the run was found again.
 */
export function JobProgress({ job, targetOn }: { job: JobView; targetOn: boolean }) {
  const percent = job.totalChunks > 0 ? Math.round((job.doneChunks / job.totalChunks) * 100) : 0;
  const pass = targetOn ? `Pass ${job.pass} of up to 3` : `Pass ${job.pass}`;
  return (
    <section
      aria-label="Long humanization"
      aria-live="polite"
      className="grid gap-2 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <p className="font-medium">
        {job.found ? 'Long humanization found' : 'Large document detected'}
      </p>
      <p className="text-muted-foreground">
        {job.totalChunks > 0
          ? `${pass}: ${job.doneChunks} of ${job.totalChunks} chunks done (${percent}%).`
          : 'Waiting for the server to start.'}{' '}
        It runs on the server: you can close or reload this page and come back to it.
      </p>
      <Progress value={percent} aria-label="Progress of this pass" />
    </section>
  );
}
