import {
  PRESET_NAMES,
  type PresetName,
  TRANSFORM_MODELS,
  type TransformType,
} from '@common/transform';
import { BookOpenCheckIcon, EraserIcon, SparklesIcon } from 'lucide-react';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { ProviderSelect } from '@/components/provider-select';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { forgetShellTransformClick, shellTransformClicked } from '@/lib/first-screen-shell';
import { useTransform } from '../transform/transform-context';
import {
  HOMEWORK_BUTTON_ID,
  useWorkspace,
  useWorkspaceInput,
  useWorkspaceInstructions,
} from '../workspace-context';
import { ReferenceReportView } from './reference-report';
import { useModelAvailability, useTextModels } from './use-model-availability';

export const BUSY_LABEL = {
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
  const { clearAll } = useWorkspace();
  const { busy, run, solveHomework } = useTransform();
  const { readiness } = useTextModels();
  // Nothing is sent before a model can take it: the panel says why instead of a failed click.
  const canRun = busy === null && readiness === 'ready';
  const runOnceKnown = useClickBeforeStatus(readiness === 'checking', canRun, run);

  return (
    <>
      <fieldset
        className="grid gap-4 rounded-lg border bg-muted/30 p-3 sm:p-4"
        aria-label="Transformation"
      >
        <InstructionsField
          canRun={canRun}
          run={run}
          instructionsDictation={instructionsDictation}
        />
        <TransformOptions />
        <ReferenceReportView />
      </fieldset>
      {/* The action and the two choices it needs: in view as soon as there is text. */}
      <WorkspaceActionBar>
        <ModelChoices />
        {/* It may wrap: while a long rewrite runs, "Processing chunks…" made its one line wider
            than a phone's screen, and the page with it. */}
        <div className="flex flex-1 flex-wrap items-center gap-2 max-sm:w-full">
          <Button
            onClick={runOnceKnown}
            // While the status is read, a click is kept (not refused): it runs once a model is known.
            disabled={!canRun && !(busy === null && readiness === 'checking')}
            title="Ctrl+Enter"
            className="max-sm:flex-1 max-sm:px-3"
          >
            <SparklesIcon aria-hidden="true" />
            {busy === 'transforming' || busy === 'chunked' || busy === 'chunks'
              ? BUSY_LABEL[busy]
              : 'Transform'}
          </Button>
          <Button
            id={HOMEWORK_BUTTON_ID}
            variant="outline"
            onClick={solveHomework}
            disabled={!canRun}
            className="max-sm:px-3"
          >
            <BookOpenCheckIcon aria-hidden="true" />
            {busy === 'homework' ? (
              BUSY_LABEL.homework
            ) : (
              <span>
                Homework<span className="max-sm:sr-only"> Mode</span>
              </span>
            )}
          </Button>
          {/* On a phone an icon: the row keeps one line. */}
          <Button
            variant="ghost"
            onClick={clearAll}
            disabled={busy !== null}
            className="ml-auto max-sm:size-9 max-sm:px-0"
          >
            <EraserIcon aria-hidden="true" />
            <span className="max-sm:sr-only">Clear All</span>
          </Button>
        </div>
      </WorkspaceActionBar>
    </>
  );
}

/**
 * Transform clicked before the app knows whether a model can take the text: on the page's first
 * screen before the app ran (docs/decisions/223-first-screen-in-the-page.md), or here while the
 * status is read. The click is kept and runs once the status is known; with no model the panel
 * says why, as it does for any click. Returns the button's click handler.
 */
function useClickBeforeStatus(checking: boolean, canRun: boolean, run: () => void) {
  const [kept, setKept] = useState(shellTransformClicked);
  useEffect(() => {
    if (!kept || checking) return;
    forgetShellTransformClick();
    setKept(false);
    if (canRun) run();
  }, [kept, checking, canRun, run]);
  return () => (checking ? setKept(true) : run());
}

/**
 * The bar pins itself once the input has text; only this wrapper follows the keystrokes, its
 * children were made by the panel and are not made again. While a rewrite runs its actions
 * cannot act, and the run's own Cancel (under the output) must never sit beneath it: it lets go.
 */
function WorkspaceActionBar({ children }: { children: ReactNode }) {
  const input = useWorkspaceInput();
  const { busy } = useTransform();
  return (
    <ActionBar pinned={busy === null && /\S/.test(input)} role="group" aria-label="Transform">
      {children}
    </ActionBar>
  );
}

/**
 * The custom instructions: the only part of the panel that reads them, so that a keystroke in
 * them re-renders this field and not the workspace around it.
 */
function InstructionsField({
  canRun,
  run,
  instructionsDictation,
}: {
  canRun: boolean;
  run: () => void;
  instructionsDictation?: (onText: (text: string) => void) => ReactNode;
}) {
  const { setInstructions } = useWorkspace();
  const instructions = useWorkspaceInstructions();
  return (
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
            if (canRun) run();
          }
        }}
        placeholder="How should the text be rewritten? (Enter to transform, Shift+Enter for a new line)"
        className="min-h-20 resize-y"
      />
    </div>
  );
}

/**
 * Text type and the switches: they follow the settings, not the run, so a rewrite that starts
 * or ends does not re-render them.
 */
const TransformOptions = memo(function TransformOptions() {
  const { settings, updateSettings } = useWorkspace();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div className="grid gap-1.5">
        <Label htmlFor="transform-type">Text type</Label>
        <NativeSelect
          id="transform-type"
          value={settings.transformType}
          onChange={(event) =>
            updateSettings({ transformType: event.target.value as TransformType })
          }
          className="w-40"
        >
          <option value="non-fiction">Non-fiction</option>
          <option value="fiction">Fiction</option>
        </NativeSelect>
      </div>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3 sm:pb-2">
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
        <SwitchField
          label="Use style references"
          checked={settings.useStyleReference}
          onCheckedChange={(checked) => updateSettings({ useStyleReference: checked })}
        />
        <SwitchField
          label="Use content references"
          checked={settings.useContentReference}
          onCheckedChange={(checked) => updateSettings({ useContentReference: checked })}
        />
      </div>
    </div>
  );
});

/** Preset and model, beside the Transform button: the two choices every rewrite needs. */
const ModelChoices = memo(function ModelChoices() {
  const { settings, updateSettings } = useWorkspace();
  const { choose } = useModelAvailability();
  const { readiness, available, selected } = useTextModels();
  return (
    <div className="grid grid-cols-2 gap-2 max-sm:w-full sm:flex">
      <div className="grid gap-1">
        <Label htmlFor="transform-preset" className="text-xs text-muted-foreground">
          Preset
        </Label>
        <NativeSelect
          id="transform-preset"
          value={settings.preset}
          onChange={(event) => updateSettings({ preset: event.target.value as PresetName | '' })}
          className="sm:w-40"
        >
          {PRESET_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value="">No preset</option>
        </NativeSelect>
      </div>
      <ProviderSelect
        id="transform-model"
        label="AI model"
        value={selected}
        onChange={choose}
        readiness={readiness}
        options={TRANSFORM_MODELS.map((model) => ({
          id: model.id,
          label: model.label,
          available: available(model.id),
        }))}
        className="sm:w-40"
      />
    </div>
  );
});
