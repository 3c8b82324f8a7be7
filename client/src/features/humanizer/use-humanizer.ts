import { useAiScore } from './use-ai-score';
import { useHumanizerBoxes } from './use-humanizer-boxes';
import { useHumanizerOptions } from './use-humanizer-options';
import { type Services, useHumanizerProvider } from './use-humanizer-provider';
import { useHumanizerRun } from './use-humanizer-run';

/**
 * The humanizer's state and actions, for its section and boxes: the texts (kept in the
 * browser), the options of a run, the provider, the scores of Box A and Box C, and the run.
 */
export function useHumanizer(services: Services | undefined, onCharged: () => void) {
  const boxes = useHumanizerBoxes();
  const options = useHumanizerOptions();
  const choice = useHumanizerProvider(services);
  const inputScore = useAiScore(boxes.input);
  const outputScore = useAiScore(boxes.output);
  const { readiness } = choice;
  const { clearReport, ...run } = useHumanizerRun({
    boxes,
    options,
    provider: choice.sent,
    readiness,
    inputScore,
    outputScore,
    onCharged,
  });
  const { jobId: _jobId, setJobId, ...texts } = boxes;

  return {
    ...texts,
    clearOutput: () => {
      boxes.setOutput('');
      setJobId('');
      clearReport();
    },
    ...options,
    provider: choice.provider,
    readiness,
    chooseProvider: choice.chooseProvider,
    providers: choice.providers,
    ...run,
    inputScore,
    outputScore,
  };
}

export type Humanizer = ReturnType<typeof useHumanizer>;
