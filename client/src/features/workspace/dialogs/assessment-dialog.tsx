import { ClipboardCheckIcon, Loader2Icon } from 'lucide-react';
import { memo, type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useTransform } from '../transform/transform-context';
import { transformErrorMessage } from '../transform/transform-errors';

type Stage = { kind: 'prompt' } | { kind: 'loading' } | { kind: 'result'; text: string };

/**
 * 'Text Assessment & Improvement': the assessment so far, and a rewrite with context. The
 * assessment (`preliminary`) is detection's, handed in by the home route. It follows whether the
 * input has text, not the text: a keystroke does not re-render the dialog
 * (docs/decisions/132-custom-instructions-own-context.md).
 */
export const AssessmentDialog = memo(function AssessmentDialog({
  preliminary,
  hasInput,
}: {
  preliminary?: ReactNode;
  /** The input holds more than white space. */
  hasInput: boolean;
}) {
  const { busy, applyContext } = useTransform();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'prompt' });
  const [context, setContext] = useState('');
  const [instructions, setInstructions] = useState('');
  const canApply = Boolean(context.trim() || instructions.trim());

  const apply = async () => {
    setStage({ kind: 'loading' });
    try {
      setStage({ kind: 'result', text: await applyContext({ context, instructions }) });
    } catch (error) {
      setStage({ kind: 'prompt' });
      toast.error('Transformation Failed', { description: transformErrorMessage(error) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setStage({ kind: 'prompt' });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={!hasInput || busy !== null}>
          <ClipboardCheckIcon aria-hidden="true" />
          Assess &amp; Improve
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Text Assessment &amp; Improvement</DialogTitle>
          <DialogDescription>
            Give the rewrite more to go on: what the text is for, and what to change.
          </DialogDescription>
        </DialogHeader>
        <section
          aria-label="Preliminary assessment"
          className="rounded-md border bg-muted/40 p-3 text-sm"
        >
          <h3 className="mb-1 font-medium">Preliminary assessment</h3>
          {preliminary ?? <p className="text-muted-foreground">No assessment available yet</p>}
        </section>
        {stage.kind === 'prompt' && (
          <div className="grid gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="content-context">Content Context</Label>
              <Textarea
                id="content-context"
                value={context}
                onChange={(event) => setContext(event.target.value)}
                placeholder="Who is it for, where will it appear, what must it achieve?"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="custom-rewrite-instructions">Custom Rewrite Instructions</Label>
              <Textarea
                id="custom-rewrite-instructions"
                value={instructions}
                onChange={(event) => setInstructions(event.target.value)}
                placeholder="What should change?"
              />
            </div>
          </div>
        )}
        {stage.kind === 'loading' && (
          <p className="flex items-center gap-2 text-sm" role="status">
            <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
            Rewriting with your context…
          </p>
        )}
        {stage.kind === 'result' && (
          <section aria-label="Rewrite" className="grid gap-2">
            <h3 className="font-medium">Rewrite (now in Processed Output)</h3>
            <p className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-md border p-3 text-sm">
              {stage.text}
            </p>
          </section>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            {stage.kind === 'result' ? 'Close' : 'Cancel'}
          </Button>
          {stage.kind !== 'result' && (
            <Button onClick={apply} disabled={!canApply || stage.kind === 'loading'}>
              Apply &amp; Rewrite
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
});
