import { BrainIcon, GraduationCapIcon, Trash2Icon } from 'lucide-react';
import { ExportButtons } from '@/components/export-buttons';
import { ReviewChanges } from '@/components/review/review-changes';
import { Button } from '@/components/ui/button';
import { useSendText } from '@/lib/text-handoff';
import { toast } from '@/lib/toast';
import { Box, CopyButton, counts } from './box';
import { ScoreBadge } from './score-badge';
import { type SEND_TARGETS, sendOutput } from './send-output';
import type { Humanizer } from './use-humanizer';

/** Box C: the humanized output, its AI score, the review of changes, and where it can go next. */
export function OutputBox({
  h,
}: {
  h: Pick<Humanizer, 'input' | 'output' | 'setOutput' | 'clearOutput' | 'outputScore' | 'busy'>;
}) {
  const send = useSendText();
  const sendTo = (which: keyof typeof SEND_TARGETS) =>
    sendOutput(send, which, h.output, (section) =>
      toast.error('Send failed', { description: `The ${section} section is not available.` }),
    );

  return (
    <Box
      id="humanizer-box-c"
      checked
      title="Box C: Humanized output"
      badge={
        <ScoreBadge label="Output" value={h.outputScore.value} pending={h.outputScore.pending} />
      }
      actions={
        <>
          <CopyButton text={h.output} what="Box C" />
          <Button variant="ghost" size="sm" disabled={!h.output} onClick={h.clearOutput}>
            <Trash2Icon aria-hidden="true" />
            Delete<span className="sr-only"> the text of Box C</span>
          </Button>
        </>
      }
      footer={
        <div className="grid gap-2">
          <p className="text-xs text-muted-foreground">{counts(h.output)}</p>
          {/* Box C against Box A once a run has ended: a long job's part-written text would
              read as facts dropped (the workspace's output waits for its run's end alike). */}
          {h.busy === null && (
            <ReviewChanges
              place="humanizer-output"
              source={h.input}
              result={h.output}
              onResultChange={h.setOutput}
              sourceLabel="Box A"
              resultLabel="Box C"
              fileBase="humanized-text"
            />
          )}

          {/* Quiet until needed: what acts on Box C shows once Box C has text. */}
          {h.output.trim() && (
            <div className="flex flex-wrap items-center gap-1">
              <Button variant="outline" size="sm" onClick={() => sendTo('homework')}>
                <GraduationCapIcon aria-hidden="true" />
                Send to Homework
              </Button>
              <Button variant="outline" size="sm" onClick={() => sendTo('intelligence')}>
                <BrainIcon aria-hidden="true" />
                Send to Intelligence
              </Button>
              <ExportButtons
                text={h.output}
                kinds={['txt', 'docx', 'pdf']}
                fileBase="humanized-text"
              />
            </div>
          )}
        </div>
      }
      value={h.output}
      onChange={h.setOutput}
      placeholder="The humanized text appears here."
      textClass="h-64"
    />
  );
}
