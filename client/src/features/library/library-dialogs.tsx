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
  const [busy, setBusy] = useState(false);
  const ids = useId();
  useEffect(() => {
    if (open) {
      setName(initial?.name ?? '');
      setText(initial?.description ?? '');
    }
  }, [open, initial?.name, initial?.description]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit({ name, description: text });
      onOpenChange(false);
    } catch {
      // The caller said why; the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </DialogFooter>
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
  const [busy, setBusy] = useState(false);
  const ids = useId();
  useEffect(() => {
    if (open) setProblem('');
  }, [open]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (requireName && !name.trim()) return setProblem(LIBRARY_MESSAGES.nameRequired);
    if (!content.trim()) return setProblem(LIBRARY_MESSAGES.contentRequired);
    setBusy(true);
    try {
      await onSubmit({ name: name.trim(), content });
      setName('');
      setContent('');
      onOpenChange(false);
    } catch {
      // The caller said why; what was typed stays.
    } finally {
      setBusy(false);
    }
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || (!requireName && !content.trim())}>
              {submitLabel}
            </Button>
          </DialogFooter>
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
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
