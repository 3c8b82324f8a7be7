import { LIBRARY_LIMITS, LIBRARY_MESSAGES } from '@common/library';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Runs a dialog's action: busy meanwhile, closed when it succeeds, left open with what was
 * typed when it fails (the action's caller has said why in a toast).
 */
function useDialogAction(onOpenChange: (open: boolean) => void) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    try {
      await work();
      after?.();
      onOpenChange(false);
    } catch {
      // Said by the caller; the dialog stays.
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Cancel, then the dialog's own action. */
function CancelOr({ onCancel, children }: { onCancel(): void; children: ReactNode }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </DialogFooter>
  );
}

/** Add or edit a reference: a name and a description, both optional (defaults on the server). */
export function ReferenceDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  namePlaceholder,
  onSubmit,
}: DialogProps & {
  title: string;
  description: string;
  submitLabel: string;
  initial?: { name: string; description: string };
  namePlaceholder: string;
  onSubmit(values: { name: string; description: string }): Promise<unknown>;
}) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const { busy, run } = useDialogAction(onOpenChange);
  const ids = useId();
  useEffect(() => {
    if (open) {
      setName(initial?.name ?? '');
      setText(initial?.description ?? '');
    }
  }, [open, initial?.name, initial?.description]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => onSubmit({ name, description: text }));
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-name`}>Name</Label>
            <Input
              id={`${ids}-name`}
              value={name}
              maxLength={LIBRARY_LIMITS.maxNameChars}
              placeholder={namePlaceholder}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-description`}>Description</Label>
            <Textarea
              id={`${ids}-description`}
              value={text}
              rows={3}
              maxLength={LIBRARY_LIMITS.maxDescriptionChars}
              onChange={(event) => setText(event.target.value)}
            />
          </div>
          <CancelOr onCancel={() => onOpenChange(false)}>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </CancelOr>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Add New Document: a name and the text; both are required, with the same words everywhere. */
export function DocumentDialog({
  open,
  onOpenChange,
  title = 'Add New Document',
  description,
  onSubmit,
  children,
  requireName = true,
  submitLabel = 'Add Document',
}: DialogProps & {
  title?: string;
  description: string;
  onSubmit(values: { name: string; content: string }): Promise<unknown>;
  children?: ReactNode;
  requireName?: boolean;
  submitLabel?: string;
}) {
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, run } = useDialogAction(onOpenChange);
  const ids = useId();
  useEffect(() => {
    if (open) setProblem('');
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requireName && !name.trim()) return setProblem(LIBRARY_MESSAGES.nameRequired);
    if (!content.trim()) return setProblem(LIBRARY_MESSAGES.contentRequired);
    await run(
      () => onSubmit({ name: name.trim(), content }),
      () => {
        setName('');
        setContent('');
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-name`}>
              {requireName ? 'Document name' : 'Name (optional)'}
            </Label>
            <Input
              id={`${ids}-name`}
              value={name}
              maxLength={LIBRARY_LIMITS.maxNameChars}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${ids}-content`}>Content</Label>
            <Textarea
              id={`${ids}-content`}
              value={content}
              rows={10}
              className="max-h-[50vh]"
              onChange={(event) => setContent(event.target.value)}
            />
          </div>
          {children}
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <CancelOr onCancel={() => onOpenChange(false)}>
            <Button type="submit" disabled={busy || (!requireName && !content.trim())}>
              {submitLabel}
            </Button>
          </CancelOr>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before something is deleted for good. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: DialogProps & {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm(): Promise<unknown>;
}) {
  const { busy, run } = useDialogAction(onOpenChange);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <CancelOr onCancel={() => onOpenChange(false)}>
          <Button variant="destructive" onClick={() => void run(onConfirm)} disabled={busy}>
            {confirmLabel}
          </Button>
        </CancelOr>
      </DialogContent>
    </Dialog>
  );
}
