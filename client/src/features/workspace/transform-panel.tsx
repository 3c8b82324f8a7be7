import {
  PRESET_NAMES,
  type PresetName,
  TRANSFORM_MODELS,
  type TransformType,
} from '@common/transform';
import { BookOpenCheckIcon, EraserIcon, SparklesIcon, SquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Progress } from '@/components/ui/progress';
import { Textarea } from '@/components/ui/textarea';
import { ReferenceReportView } from './reference-report';
import { chunkedProgressText, useTransform } from './transform-context';
import { useModelAvailability } from './use-model-availability';
import { HOMEWORK_BUTTON_ID, useWorkspace } from './workspace-context';

const BUSY_LABEL = {
  transforming: 'Transforming…',
  chunked: 'Processing chunks…',
  homework: 'Solving homework…',
  chunks: 'Processing chunks…',
} as const;

/** Instructions, options and the buttons that run a rewrite. */
export function TransformPanel({
  instructionsDictation,
}: {
  /** Dictation into the instructions, composed by the home route. */
  instructionsDictation?: (onText: (text: string) => void) => ReactNode;
}) {
  const { instructions, setInstructions, settings, updateSettings, clearAll } = useWorkspace();
  const { busy, progress, run, cancel, solveHomework } = useTransform();
  const { available, choose } = useModelAvailability();
  const streaming = busy === 'transforming' || busy === 'chunked';
  const showProgress = busy === 'chunked' || busy === 'chunks';

  return (
    <fieldset className="grid gap-4 rounded-lg border bg-muted/30 p-4" aria-label="Transformation">
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="custom-instructions">Custom instructions</Label>
          {instructionsDictation?.((text) =>
            setInstructions((current) => (current.trim() ? `${current.trimEnd()} ${text}` : text)),
          )}
        </div>
        <Textarea
          id="custom-instructions"
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          onKeyDown={(event) => {
            // Enter runs the rewrite; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
              event.preventDefault();
              if (!busy) run();
            }
          }}
          placeholder="How should the text be rewritten? (Enter to transform, Shift+Enter for a new line)"
          className="min-h-20 resize-y"
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor="transform-preset">Preset</Label>
          <NativeSelect
            id="transform-preset"
            value={settings.preset}
            onChange={(event) => updateSettings({ preset: event.target.value as PresetName | '' })}
          >
            {PRESET_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value="">No preset</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="transform-type">Text type</Label>
          <NativeSelect
            id="transform-type"
            value={settings.transformType}
            onChange={(event) =>
              updateSettings({ transformType: event.target.value as TransformType })
            }
          >
            <option value="non-fiction">Non-fiction</option>
            <option value="fiction">Fiction</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="transform-model">AI model</Label>
          <NativeSelect
            id="transform-model"
            value={settings.model}
            onChange={(event) => choose(event.target.value as typeof settings.model)}
          >
            {TRANSFORM_MODELS.map((model) => (
              <option key={model.id} value={model.id} disabled={!available(model.id)}>
                {model.label}
                {available(model.id) ? '' : ' (unavailable)'}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <CheckboxField
          label="Keep formatting"
          checked={settings.retainFormatting}
          onChange={(event) => updateSettings({ retainFormatting: event.target.checked })}
        />
        <CheckboxField
          label="Include graphs"
          checked={settings.includeGraphs}
          onChange={(event) => updateSettings({ includeGraphs: event.target.checked })}
        />
        <CheckboxField
          label="Use style references"
          checked={settings.useStyleReference}
          onChange={(event) => updateSettings({ useStyleReference: event.target.checked })}
        />
        <CheckboxField
          label="Use content references"
          checked={settings.useContentReference}
          onChange={(event) => updateSettings({ useContentReference: event.target.checked })}
        />
      </div>
      {showProgress && (
        <div className="grid gap-1.5" aria-live="polite">
          <p className="text-sm text-muted-foreground">{chunkedProgressText(progress)}</p>
          <Progress value={progress} aria-label="Chunked progress" />
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {streaming ? (
          <Button variant="destructive" onClick={cancel}>
            <SquareIcon aria-hidden="true" />
            Cancel
          </Button>
        ) : (
          <Button onClick={() => run()} disabled={busy !== null} title="Ctrl+Enter">
            <SparklesIcon aria-hidden="true" />
            {busy ? BUSY_LABEL[busy] : 'Transform'}
          </Button>
        )}
        {streaming && <span className="text-sm text-muted-foreground">{BUSY_LABEL[busy]}</span>}
        <Button
          id={HOMEWORK_BUTTON_ID}
          variant="outline"
          onClick={solveHomework}
          disabled={busy !== null}
        >
          <BookOpenCheckIcon aria-hidden="true" />
          {busy === 'homework' ? BUSY_LABEL.homework : 'Homework Mode'}
        </Button>
        <Button variant="ghost" onClick={clearAll} disabled={busy !== null} className="ml-auto">
          <EraserIcon aria-hidden="true" />
          Clear All
        </Button>
      </div>
      <ReferenceReportView />
    </fieldset>
  );
}
