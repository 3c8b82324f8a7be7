import type { HumanizerProvider } from '@common/humanizer';
import { WRITING_SAMPLES } from '@common/writing-samples';
import {
  BrainIcon,
  GraduationCapIcon,
  Loader2Icon,
  RefreshCwIcon,
  SparklesIcon,
  Trash2Icon,
  XIcon,
} from 'lucide-react';
import { toast } from 'sonner';
import { ExportButtons } from '@/components/export-buttons';
import { NoModelNotice } from '@/components/no-model-notice';
import { ReviewChanges } from '@/components/review/review-changes';
import { ActionBar } from '@/components/ui/action-bar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useSendText, useTextReceiver } from '@/lib/text-handoff';
import { Box, CopyButton, counts, TextField } from './box';
import { FactReport } from './fact-report';
import { LibraryChecklist } from './library-checklist';
import { ScoreBadge } from './score-badge';
import { type SEND_TARGETS, sendOutput } from './send-output';
import { TechniqueChecklists } from './technique-checklists';
import { UploadButton } from './upload-button';
import { type Services, useHumanizer } from './use-humanizer';

/** The GPT Bypass section: Box A (input), Box B (style sample), Box C (humanized output). */
export function HumanizerSection({
  services,
  onCharged,
}: {
  /** Provider availability from /api/status; unavailable providers are disabled. */
  services: Services | undefined;
  /** Called after every model call, which is charged on the server. */
  onCharged: () => void;
}) {
  const h = useHumanizer(services, onCharged);
  const send = useSendText();
  useTextReceiver('humanizer-input', h.setInput);

  const sendTo = (which: keyof typeof SEND_TARGETS) =>
    sendOutput(send, which, h.output, (section) =>
      toast.error('Send failed', { description: `The ${section} section is not available.` }),
    );

  return (
    <Card>
      <CardContent className="grid gap-6">
        {h.readiness === 'none' && (
          <NoModelNotice cannot="texts cannot be humanized" keys="Anthropic, OpenAI or DeepSeek" />
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <Box
            id="humanizer-box-a"
            title="Box A: Input"
            badge={
              <ScoreBadge label="Input" value={h.inputScore.value} pending={h.inputScore.pending} />
            }
            actions={
              <>
                <UploadButton
                  onText={(result) => {
                    if (result.aiScore !== null)
                      h.inputScore.remember(result.document.content, result.aiScore);
                    h.setInput(result.document.content);
                  }}
                />
                <CopyButton text={h.input} what="Box A" />
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!h.input}
                  onClick={() => h.setInput('')}
                >
                  <Trash2Icon aria-hidden="true" />
                  Delete<span className="sr-only"> the text of Box A</span>
                </Button>
              </>
            }
            value={h.input}
            onChange={h.setInput}
            placeholder="Paste, type or upload the text to humanize…"
            textClass="h-64"
            footer={<p className="text-xs text-muted-foreground">{counts(h.input)}</p>}
          />

          <Box
            id="humanizer-box-b"
            title="Box B: Style sample"
            footer={
              <TextField
                id="humanizer-content"
                label="Content reference"
                value={h.contentText}
                onChange={h.setContentText}
                placeholder="Optional: text whose terms and emphasis the rewrite may follow (no facts are taken from it)."
                className="h-24"
              />
            }
            above={
              <NativeSelect
                aria-label="Default writing sample"
                value={h.sampleId}
                onChange={(event) => h.chooseSample(event.target.value)}
                className="h-8"
              >
                <option value="">Choose a writing sample…</option>
                {WRITING_SAMPLES.map((sample, index) => (
                  <option key={sample.id} value={sample.id}>
                    {sample.name} ({sample.category}){index === 0 ? ' · default' : ''}
                  </option>
                ))}
              </NativeSelect>
            }
            value={h.styleText}
            onChange={h.setStyleText}
            placeholder="Paste a sample of the voice to imitate, or choose a writing sample."
            textClass="h-36 text-sm"
          />

          <Box
            id="humanizer-box-c"
            title="Box C: Humanized output"
            badge={
              <ScoreBadge
                label="Output"
                value={h.outputScore.value}
                pending={h.outputScore.pending}
              />
            }
            actions={
              <>
                <CopyButton text={h.output} what="Box C" />
                <Button variant="ghost" size="sm" disabled={!h.output} onClick={h.clearOutput}>
                  <Trash2Icon aria-hidden="true" />
                  Delete<span className="sr-only"> the text of Box C</span>
                </Button>
              </>
            }
            footer={
              <div className="grid gap-2">
                <p className="text-xs text-muted-foreground">{counts(h.output)}</p>
                <ReviewChanges
                  place="humanizer-output"
                  source={h.input}
                  result={h.output}
                  onResultChange={h.setOutput}
                  sourceLabel="Box A"
                  resultLabel="Box C"
                  fileBase="humanized-text"
                />

                {/* Quiet until needed: what acts on Box C shows once Box C has text. */}
                {h.output.trim() && (
                  <div className="flex flex-wrap items-center gap-1">
                    <Button variant="outline" size="sm" onClick={() => sendTo('homework')}>
                      <GraduationCapIcon aria-hidden="true" />
                      Send to Homework
                    </Button>
                    <Button variant="outline" size="sm" onClick={() => sendTo('intelligence')}>
                      <BrainIcon aria-hidden="true" />
                      Send to Intelligence
                    </Button>
                    <ExportButtons
                      text={h.output}
                      kinds={['txt', 'docx', 'pdf']}
                      fileBase="humanized-text"
                    />
                  </div>
                )}
              </div>
            }
            value={h.output}
            onChange={h.setOutput}
            placeholder="The humanized text appears here."
            textClass="h-64"
          />
        </div>

        {h.report && (
          <FactReport text={h.report.text} issues={h.report.factIssues} passes={h.report.passes} />
        )}

        <TextField
          id="humanizer-instructions"
          label="Custom instructions"
          value={h.instructions}
          onChange={h.setInstructions}
          placeholder="Optional: anything else the rewrite should do (e.g. keep it under 300 words)."
          className="h-20"
        />
        <div className="grid gap-6 md:grid-cols-2">
          <LibraryChecklist kind="style" selected={h.styleSamples} onChange={h.setStyleSamples} />
          <LibraryChecklist
            kind="content"
            selected={h.contentSamples}
            onChange={h.setContentSamples}
          />
        </div>

        <TechniqueChecklists selected={h.techniques} onChange={h.setTechniques} />

        {/* The action and its provider: at the bottom of the screen while Box A has text. */}
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
            <Button onClick={h.humanize} disabled={h.busy !== null || h.readiness !== 'ready'}>
              {h.busy === 'rewrite' ? (
                <Loader2Icon className="animate-spin" aria-hidden="true" />
              ) : (
                <SparklesIcon aria-hidden="true" />
              )}
              HUMANIZE
            </Button>
            <Button
              variant="secondary"
              onClick={h.reHumanize}
              disabled={h.busy !== null || h.readiness !== 'ready'}
            >
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
      </CardContent>
    </Card>
  );
}
