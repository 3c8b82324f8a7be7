import { PROVIDER_KEYS, type ProviderKeyName } from '@common/keys';
import { KeyRoundIcon, SettingsIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
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
import { setSettingsOpen, useSettingsOpen } from '@/lib/settings-opener';
import { toast } from '@/lib/toast';
import { useStatus } from '@/lib/use-status';
import { KEY_GROUPS, type KeyService, providedByServer, siteName } from './key-services';
import { useConfiguredKeys, useSaveKeys } from './use-keys';

type Drafts = Partial<Record<ProviderKeyName, string>>;

/**
 * Provider keys for this browser session. Saved keys are never shown again: the server only
 * says which ones are set, and a key can be replaced or removed.
 */
export function SettingsDialog() {
  // Opened from the header, or by any part of the page that sends the user here.
  const open = useSettingsOpen();
  const [drafts, setDrafts] = useState<Drafts>({});
  const configured = useConfiguredKeys(open);
  const { data: status } = useStatus();
  const save = useSaveKeys();
  const isSet = (name: ProviderKeyName) => configured.data?.configured.includes(name) ?? false;
  const serverProvides = (service: KeyService) =>
    providedByServer(service, status?.services, configured.data?.configured);

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
    <Dialog open={open} onOpenChange={setSettingsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Settings">
          <SettingsIcon aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>
            Add your own keys for the services below. They are kept on the server for this browser
            session only and are never shown again. Services marked “On this server” already work
            without a key of yours.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5" aria-label="Provider keys">
          {KEY_GROUPS.map((group) => (
            <section
              key={group.title}
              aria-labelledby={headingId(group.title)}
              className="grid gap-2"
            >
              <h3
                id={headingId(group.title)}
                className="text-sm font-semibold text-muted-foreground"
              >
                {group.title}
              </h3>
              <div className="grid gap-3 md:grid-cols-2">
                {group.services.map((service) => (
                  <ServiceKeys
                    key={service.name}
                    service={service}
                    isSet={isSet}
                    onServer={serverProvides(service)}
                    drafts={drafts}
                    onDraft={(name, value) => setDrafts({ ...drafts, [name]: value })}
                    onRemove={(name, label) => submit({ [name]: '' }, `${label} key removed`)}
                  />
                ))}
              </div>
            </section>
          ))}
          <DialogFooter className="sticky bottom-0 -mx-6 -mb-6 border-t bg-background px-6 py-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save keys'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const headingId = (title: string) => `keys-${title.toLowerCase().replace(/\W+/g, '-')}`;

/** One service: its name and use, whether it already works, where to get a key, its fields. */
function ServiceKeys({
  service,
  isSet,
  onServer,
  drafts,
  onDraft,
  onRemove,
}: {
  service: KeyService;
  isSet: (name: ProviderKeyName) => boolean;
  onServer: boolean;
  drafts: Drafts;
  onDraft: (name: ProviderKeyName, value: string) => void;
  onRemove: (name: ProviderKeyName, label: string) => void;
}) {
  return (
    <div className="grid content-start gap-2 rounded-lg border p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-2 gap-y-1">
        <div className="grid gap-0.5">
          <p className="font-medium leading-none">{service.name}</p>
          <p className="text-xs text-muted-foreground">{service.purpose}</p>
        </div>
        {onServer && <Badge variant="secondary">On this server</Badge>}
      </div>
      {service.keys.map((name) => {
        const entry = PROVIDER_KEYS.find((key) => key.name === name)!;
        return (
          <div key={name} className="grid gap-1.5">
            <div className="flex items-center justify-between gap-2">
              <Label htmlFor={name} className="text-xs">
                <KeyRoundIcon className="size-3.5" aria-hidden="true" />
                {entry.label}
              </Label>
              {isSet(name) && (
                <span className="flex items-center gap-2">
                  <Badge variant="success">Saved</Badge>
                  <Button
                    type="button"
                    variant="link"
                    size="sm"
                    className="h-auto p-0"
                    onClick={() => onRemove(name, entry.label)}
                  >
                    Remove<span className="sr-only"> {entry.label} key</span>
                  </Button>
                </span>
              )}
            </div>
            <Input
              id={name}
              type="password"
              autoComplete="off"
              spellCheck={false}
              placeholder={isSet(name) ? 'Saved — type to replace' : `Paste your ${keyNoun(name)}`}
              value={drafts[name] ?? ''}
              onChange={(event) => onDraft(name, event.target.value)}
            />
          </div>
        );
      })}
      <p className="text-xs text-muted-foreground">
        Get a key at{' '}
        <a
          href={service.keyPage}
          target="_blank"
          rel="noreferrer"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {siteName(service.keyPage)}
        </a>
      </p>
    </div>
  );
}

/** What the field holds, in words: Mathpix has an app ID and an app key, the others one key. */
function keyNoun(name: ProviderKeyName): string {
  if (name === 'MATHPIX_APP_ID') return 'Mathpix app ID';
  if (name === 'MATHPIX_APP_KEY') return 'Mathpix app key';
  return 'API key';
}
