import { KeyRoundIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { openSettings } from '@/lib/settings-opener';

/**
 * Shown instead of a failing first click when a section's action needs a model and none can be
 * used: what cannot be done, one step to fix it (a key in Settings), and the other way for those
 * who run Redraft themselves. The section disables its action meanwhile.
 */
export function NoModelNotice({
  cannot,
  keys,
  children,
}: {
  /** What cannot be done yet: "texts cannot be rewritten". */
  cannot: string;
  /** The providers whose keys would do: "Anthropic, OpenAI, DeepSeek or Perplexity". */
  keys: string;
  /** What works without a model, when worth saying. */
  children?: ReactNode;
}) {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <div className="grid max-w-prose gap-1">
        <p className="font-medium">No AI model is connected yet, so {cannot}.</p>
        <p className="text-muted-foreground">
          Add a key for {keys} in Settings, or run Redraft with a local model server (Ollama, LM
          Studio; see the README). {children}
        </p>
      </div>
      <Button size="sm" onClick={openSettings}>
        <KeyRoundIcon aria-hidden="true" />
        Add a key
      </Button>
    </div>
  );
}
