import type { HumanizerProvider } from '@common/humanizer';
import { Loader2Icon, RefreshCwIcon, SparklesIcon, XIcon } from 'lucide-react';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Humanizer } from './use-humanizer';

/** The action and its provider and target score: pinned to the bottom while Box A has text. */
export function HumanizeBar({
  h,
}: {
  h: Pick<
    Humanizer,
    | 'input'
    | 'provider'
    | 'providers'
    | 'chooseProvider'
    | 'readiness'
    | 'targetOn'
    | 'setTargetOn'
    | 'target'
    | 'setTarget'
    | 'busy'
    | 'humanize'
    | 'reHumanize'
    | 'cancel'
  >;
}) {
  const idle = h.busy === null && h.readiness === 'ready';
  return (
    <ActionBar pinned={/\S/.test(h.input)} role="group" aria-label="Humanize">
      <div className="grid gap-1">
        <Label htmlFor="humanizer-provider" className="text-xs text-muted-foreground">
          Provider
        </Label>
        <NativeSelect
          id="humanizer-provider"
          value={h.provider}
          onChange={(event) => h.chooseProvider(event.target.value as HumanizerProvider)}
          className="w-36"
        >
          {h.provider === '' && (
            <option value="" disabled>
              {h.readiness === 'checking' ? 'Checking…' : 'No model yet'}
            </option>
          )}
          {h.providers.map((entry) => (
            <option key={entry.id} value={entry.id} disabled={!entry.available}>
              {entry.label}
              {entry.available ? '' : ' (unavailable)'}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-xs text-muted-foreground">
          <input
            type="checkbox"
            className="size-3.5 accent-primary"
            checked={h.targetOn}
            onChange={(event) => h.setTargetOn(event.target.checked)}
          />
          Target AI score
        </label>
        <Input
          type="number"
          min={0}
          max={100}
          aria-label="Target AI score (0-100)"
          value={h.target}
          disabled={!h.targetOn}
          onChange={(event) =>
            h.setTarget(Math.min(100, Math.max(0, Number(event.target.value) || 0)))
          }
          className="w-24"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={h.humanize} disabled={!idle}>
          {h.busy === 'rewrite' ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <SparklesIcon aria-hidden="true" />
          )}
          HUMANIZE
        </Button>
        <Button variant="secondary" onClick={h.reHumanize} disabled={!idle}>
          {h.busy === 'again' ? (
            <Loader2Icon className="animate-spin" aria-hidden="true" />
          ) : (
            <RefreshCwIcon aria-hidden="true" />
          )}
          RE-HUMANIZE
        </Button>
        {h.busy && (
          <Button variant="ghost" onClick={h.cancel}>
            <XIcon aria-hidden="true" />
            Cancel
          </Button>
        )}
      </div>
      {h.targetOn && (
        <p className="basis-full text-xs text-muted-foreground">
          Up to three passes until Box C scores at or below {h.target}% AI; every pass is
          fact-checked.
        </p>
      )}
    </ActionBar>
  );
}
