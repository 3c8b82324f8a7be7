import { KeyRoundIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openSettings } from '@/lib/settings-opener';

/**
 * Shown instead of a failing first click when no text model can be used: one step to fix it
 * (a key in Settings), and the other way for those who run Redraft themselves.
 */
export function NoModelNotice() {
  return (
    <div
      role="note"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
    >
      <div className="grid max-w-prose gap-1">
        <p className="font-medium">No AI model is connected yet, so texts cannot be rewritten.</p>
        <p className="text-muted-foreground">
          Add a key for Anthropic, OpenAI, DeepSeek or Perplexity in Settings, or run Redraft with a
          local model server (Ollama, LM Studio; see the README). Dictation, uploads, AI detection
          and narration work without a model.
        </p>
      </div>
      <Button size="sm" onClick={openSettings}>
        <KeyRoundIcon aria-hidden="true" />
        Add a key
      </Button>
    </div>
  );
}
