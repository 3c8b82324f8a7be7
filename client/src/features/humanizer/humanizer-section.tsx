import { NoModelNotice } from '@/components/no-model-notice';
import { Card, CardContent } from '@/components/ui/card';
import { useTextReceiver } from '@/lib/text-handoff';
import { TextField } from './box';
import { FactReport } from './fact-report';
import { HumanizeBar } from './humanize-bar';
import { InputBox } from './input-box';
import { JobProgress } from './job-progress';
import { LibraryChecklist } from './library-checklist';
import { OutputBox } from './output-box';
import { StyleSampleBox } from './style-sample-box';
import { TechniqueChecklists } from './technique-checklists';
import { useHumanizer } from './use-humanizer';
import type { Services } from './use-humanizer-provider';

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
  useTextReceiver('humanizer-input', h.setInput);

  return (
    <Card>
      <CardContent className="grid gap-6">
        {h.readiness === 'none' && (
          <NoModelNotice cannot="texts cannot be humanized" keys="Anthropic, OpenAI or DeepSeek" />
        )}
        <div className="grid gap-6 lg:grid-cols-3">
          <InputBox h={h} />
          <StyleSampleBox h={h} />
          <OutputBox h={h} />
        </div>

        {h.job && <JobProgress job={h.job} targetOn={h.targetOn} />}

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

        <HumanizeBar h={h} />
      </CardContent>
    </Card>
  );
}
