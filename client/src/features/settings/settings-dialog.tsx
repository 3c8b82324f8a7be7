import { PROVIDER_KEYS, type ProviderKeyName } from '@common/keys';
import { KeyRoundIcon, SettingsIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
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
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { describeError } from '@/lib/api';
import { useConfiguredKeys, useSaveKeys } from './use-keys';

type Drafts = Partial<Record<ProviderKeyName, string>>;

/**
 * Provider keys for this browser session. Saved keys are never shown again: the server only
 * says which ones are set, and a key can be replaced or removed.
 */
export function SettingsDialog() {
  const [open, setOpen] = useState(false);
  const [drafts, setDrafts] = useState<Drafts>({});
  const configured = useConfiguredKeys(open);
  const save = useSaveKeys();
  const isSet = (name: ProviderKeyName) => configured.data?.configured.includes(name) ?? false;

  const submit = (changes: Drafts, done: string) => {
    save.mutate(changes as Record<string, string>, {
      onSuccess: () => {
        setDrafts({});
        toast.success(done);
      },
      onError: (error) =>
        toast.error('Settings not saved', {
          description: describeError(error, 'Please try again.'),
        }),
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = Object.fromEntries(
      Object.entries(drafts).filter(([, value]) => value && value.trim() !== ''),
    ) as Drafts;
    if (Object.keys(entered).length === 0) {
      toast.info('Nothing to save', { description: 'Enter a key first.' });
      return;
    }
    submit(entered, 'Keys saved for this browser session');
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <SettingsIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Use your own provider keys. They are kept on the server for this browser session only
            and are never shown again.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-2" aria-label="Provider keys">
          {PROVIDER_KEYS.map((key) => (
            <div key={key.name} className="grid gap-1.5">
              <div className="flex items-center justify-between gap-2">
                <Label htmlFor={key.name}>
                  <KeyRoundIcon className="size-3.5" aria-hidden="true" />
                  {key.label}
                </Label>
                {isSet(key.name) && (
                  <span className="flex items-center gap-2">
                    <Badge variant="success">Saved</Badge>
                    <Button
                      type="button"
                      variant="link"
                      size="sm"
                      className="h-auto p-0"
                      onClick={() => submit({ [key.name]: '' }, `${key.label} key removed`)}
                    >
                      Remove<span className="sr-only"> {key.label} key</span>
                    </Button>
                  </span>
                )}
              </div>
              <Input
                id={key.name}
                type="password"
                autoComplete="off"
                spellCheck={false}
                placeholder={isSet(key.name) ? 'Saved — type to replace' : key.name}
                value={drafts[key.name] ?? ''}
                onChange={(event) => setDrafts({ ...drafts, [key.name]: event.target.value })}
              />
            </div>
          ))}
          <DialogFooter className="pt-2 sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save keys'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
