import { RefreshCwIcon } from 'lucide-react';
import { useState } from 'react';
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
import { useTransform } from '../transform/transform-context';
import { useWorkspace } from '../workspace-context';

/** Runs the rewrite of the input again with fresh instructions, which become the current ones. */
export function TransformAgainDialog() {
  const { output, setInstructions } = useWorkspace();
  const { busy, run } = useTransform();
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState('');

  const submit = () => {
    setInstructions(fresh);
    setOpen(false);
    run({ instructions: fresh });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" disabled={!output || busy !== null}>
          <RefreshCwIcon aria-hidden="true" />
          Transform Again
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Transform Again with New Instructions</DialogTitle>
          <DialogDescription>
            The original text is rewritten again, following these instructions.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor="fresh-instructions">New instructions</Label>
          <Textarea
            id="fresh-instructions"
            value={fresh}
            onChange={(event) => setFresh(event.target.value)}
            className="min-h-24"
            placeholder="For example: shorter, warmer, for a general reader."
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!fresh.trim()}>
            Transform Again
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
