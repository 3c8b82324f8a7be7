import type { FactIssue, Pass, ReRewriteResponse } from '@common/humanizer';
import { findWritingSample, WRITING_SAMPLES } from '@common/writing-samples';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { useLocalDraft } from '@/lib/use-local-draft';
import { humanizerApi } from './api';
import { serverMessageOr } from './messages';
import { useAiScore } from './use-ai-score';
import { type Services, useHumanizerProvider } from './use-humanizer-provider';

const KEY = 'redraft.humanizer';

/** What the fact lock said about the output now in Box C. */
interface RunReport {
  text: string;
  passes: Pass[];
  factIssues: FactIssue[];
}

/**
 * The humanizer's state and actions. Box A, Box B, the content box, the custom instructions,
 * Box C and the job id are kept in the browser, so a reload loses none of them.
 */
export function useHumanizer(services: Services | undefined, onCharged: () => void) {
  const [input, setInput] = useLocalDraft(`${KEY}.input`);
  const [styleText, setStyleText] = useLocalDraft(`${KEY}.style`);
  const [contentText, setContentText] = useLocalDraft(`${KEY}.content`);
  const [instructions, setInstructions] = useLocalDraft(`${KEY}.instructions`);
  const [output, setOutput] = useLocalDraft(`${KEY}.output`);
  const [jobId, setJobId] = useLocalDraft(`${KEY}.job`);
  const [techniques, setTechniques] = useState<string[]>([]);
  const [styleSamples, setStyleSamples] = useState<number[]>([]);
  const [contentSamples, setContentSamples] = useState<number[]>([]);
  const [targetOn, setTargetOn] = useState(false);
  const [target, setTarget] = useState(20);
  const [busy, setBusy] = useState<'rewrite' | 'again' | null>(null);
  const [report, setReport] = useState<RunReport | null>(null);
  const abort = useRef<AbortController | null>(null);
  const inputScore = useAiScore(input);
  const outputScore = useAiScore(output);

  const choice = useHumanizerProvider(services);
  const { readiness } = choice;

  const chooseSample = (id: string) => setStyleText(findWritingSample(id)?.content ?? '');

  const settings = () => ({
    customInstructions: instructions,
    selectedPresets: techniques,
    provider: choice.sent,
    styleText,
    targetScore: targetOn ? target : null,
  });

  async function run(kind: 'rewrite' | 'again') {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(kind);
    try {
      const result: ReRewriteResponse & { inputAiScore?: number } =
        kind === 'rewrite'
          ? await humanizerApi.rewrite(
              {
                ...settings(),
                inputText: input,
                contentMixText: contentText,
                selectedStyleSamples: styleSamples,
                selectedContentSamples: contentSamples,
              },
              controller.signal,
            )
          : await humanizerApi.reRewrite(jobId, settings(), controller.signal);
      if (result.inputAiScore !== undefined) inputScore.remember(input, result.inputAiScore);
      outputScore.remember(result.rewrittenText, result.outputAiScore);
      setOutput(result.rewrittenText);
      setJobId(result.jobId);
      setReport({
        text: result.rewrittenText,
        passes: result.passes,
        factIssues: result.factIssues,
      });
    } catch (error) {
      if (controller.signal.aborted) {
        toast.info('Rewrite cancelled', { description: 'Your text is unchanged.' });
      } else {
        toast.error(kind === 'rewrite' ? 'Rewrite failed' : 'RE-HUMANIZE failed', {
          description: serverMessageOr(error),
        });
      }
    } finally {
      abort.current = null;
      setBusy(null);
      onCharged();
    }
  }

  const humanize = () => {
    if (readiness !== 'ready') return;
    if (!input.trim()) {
      toast.error('Input required', { description: 'Please enter text to rewrite.' });
      return;
    }
    void run('rewrite');
  };
  const reHumanize = () => {
    if (readiness !== 'ready') return;
    if (!jobId || !output.trim()) {
      toast.error('No previous output', { description: 'Please complete a rewrite first.' });
      return;
    }
    void run('again');
  };

  return {
    input,
    setInput,
    styleText,
    setStyleText,
    /** The built-in sample Box B holds, or '' once it is typed over. */
    sampleId: WRITING_SAMPLES.find((sample) => sample.content === styleText)?.id ?? '',
    chooseSample,
    contentText,
    setContentText,
    instructions,
    setInstructions,
    output,
    setOutput,
    clearOutput: () => {
      setOutput('');
      setJobId('');
      setReport(null);
    },
    techniques,
    setTechniques,
    styleSamples,
    setStyleSamples,
    contentSamples,
    setContentSamples,
    provider: choice.provider,
    readiness,
    chooseProvider: choice.chooseProvider,
    providers: choice.providers,
    targetOn,
    setTargetOn,
    target,
    setTarget,
    busy,
    cancel: () => abort.current?.abort(),
    humanize,
    reHumanize,
    /** The fact report belongs to Box C's text only while the user has not edited it. */
    report: report && report.text === output ? report : null,
    inputScore,
    outputScore,
  };
}

export type Humanizer = ReturnType<typeof useHumanizer>;
