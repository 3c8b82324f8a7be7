import {
  assessmentBand,
  type DetectionProvider as DetectionProviderId,
  type DetectResponse,
  hasEnoughText,
  NOT_ENOUGH_TEXT,
} from '@common/detection';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useReadSharedText, useSharedText, useSharedTextIsEmpty } from '@/lib/text-handoff';
import { toast } from '@/lib/toast';
import { useStatus } from '@/lib/use-status';
import { useRefreshUser } from '@/lib/user-query';
import { assessText, detectAi, detectionErrorMessage } from './api';
import { createAutoDetectScheduler } from './auto-detect';

export type DetectionTarget = 'input' | 'output';

/** A result with the exact text it describes (the panel's text may change afterwards). */
export interface DetectionEntry {
  text: string;
  result: DetectResponse;
}

const EMPTY_MESSAGE: Record<DetectionTarget, string> = {
  input: 'No text to analyze',
  output: 'No processed text to analyze',
};
const AUTO_DETECT_KEY = 'redraft-auto-detect';
const DETECTOR_KEY = 'redraft-detector';

/** Who scores a text: the built-in detector, or GPTZero when it is configured. */
export type Detector = 'local' | 'gptzero';

interface DetectionState {
  results: Partial<Record<DetectionTarget, DetectionEntry>>;
  busy: DetectionTarget | null;
  /** Runs detection on a panel's text; the spec's toasts for empty and short text. */
  detect(target: DetectionTarget, text?: string): Promise<void>;
  clear(target: DetectionTarget): void;
  /** The assessment dialog's 'Assess text': detection of the input, failing as 'Assessment Failed'. */
  assess(): Promise<void>;
  autoDetect: boolean;
  setAutoDetect(enabled: boolean): void;
  /** The chosen detector; GPTZero only counts while the status says it is configured. */
  detector: Detector;
  setDetector(detector: Detector): void;
  /**
   * For the upload flow: call with the uploaded text once it is in the input. When auto-detect
   * is on and the text has 50+ characters, detection runs 500 ms later.
   */
  scheduleAutoDetect(text: string): void;
}

const DetectionContext = createContext<DetectionState | null>(null);

/** The preliminary assessment the assessment dialog shows, from a detection of the input. */
export function assessmentText(result: DetectResponse): string {
  const figures = `${assessmentBand(result.probability)} (${Math.round(result.probability * 100)}% AI probability; human likelihood ${result.humanLikelihood}).`;
  return result.assessment ? `${figures}\n\n${result.assessment}` : figures;
}

/**
 * Detection of the workspace's texts, read through the app's hand-off store; `provider` is the
 * workspace's chosen model's provider, handed in by the home route that composes both.
 */
export function DetectionProvider({
  children,
  provider: narrativeProvider,
}: {
  children: ReactNode;
  provider: DetectionProviderId;
}) {
  // The input is read when a detection starts, not followed: typing re-renders no detection.
  const readInput = useReadSharedText('workspace-input');
  const inputEmpty = useSharedTextIsEmpty('workspace-input');
  const output = useSharedText('workspace-output');
  const [results, setResults] = useState<DetectionState['results']>({});
  const [busy, setBusy] = useState<DetectionTarget | null>(null);
  const [detector, setDetectorState] = useState<Detector>(() =>
    typeof localStorage !== 'undefined' && localStorage.getItem(DETECTOR_KEY) === 'gptzero'
      ? 'gptzero'
      : 'local',
  );
  const gptzeroReady = useStatus().data?.services.gptzero === true;
  // GPTZero scores instead of the local detector; the narrative then comes from the server's
  // choice for it. Without GPTZero configured, the workspace's provider is used as before.
  const provider: DetectionProviderId =
    detector === 'gptzero' && gptzeroReady ? 'gptzero' : narrativeProvider;
  const [autoDetect, setAutoDetectState] = useState(
    () => typeof localStorage !== 'undefined' && localStorage.getItem(AUTO_DETECT_KEY) === 'true',
  );
  // The narrative's model call is charged on the server; the header's balance follows.
  const refreshBalance = useRefreshUser();

  const detect = useCallback(
    async (target: DetectionTarget, given?: string) => {
      const text = given ?? (target === 'input' ? readInput() : output);
      if (!text.trim()) {
        toast.error(EMPTY_MESSAGE[target]);
        return;
      }
      if (!hasEnoughText(text)) {
        toast.error(NOT_ENOUGH_TEXT.title, { description: NOT_ENOUGH_TEXT.description });
        return;
      }
      setBusy(target);
      try {
        const result = await detectAi(text, provider);
        setResults((current) => ({ ...current, [target]: { text, result } }));
      } catch (error) {
        toast.error('AI Detection Failed', { description: detectionErrorMessage(error) });
      } finally {
        setBusy(null);
        refreshBalance();
      }
    },
    [readInput, output, provider, refreshBalance],
  );

  const assess = useCallback(async () => {
    const input = readInput();
    if (!hasEnoughText(input)) {
      toast.error(NOT_ENOUGH_TEXT.title, { description: NOT_ENOUGH_TEXT.description });
      return;
    }
    setBusy('input');
    try {
      const result = await assessText(input, provider);
      setResults((current) => ({ ...current, input: { text: input, result } }));
    } catch (error) {
      toast.error('Assessment Failed', {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(null);
      refreshBalance();
    }
  }, [readInput, provider, refreshBalance]);

  const clear = useCallback((target: DetectionTarget) => {
    setResults((current) => {
      if (!(target in current)) return current;
      const { [target]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  // Clear and Clear All empty a panel; a result about text that is gone goes with it.
  useEffect(() => {
    if (inputEmpty) clear('input');
  }, [inputEmpty, clear]);
  useEffect(() => {
    if (!output) clear('output');
  }, [output, clear]);

  const setAutoDetect = useCallback((enabled: boolean) => {
    setAutoDetectState(enabled);
    localStorage.setItem(AUTO_DETECT_KEY, String(enabled));
  }, []);

  const setDetector = useCallback((chosen: Detector) => {
    setDetectorState(chosen);
    localStorage.setItem(DETECTOR_KEY, chosen);
  }, []);

  const scheduleAutoDetect = useAutoDetect(autoDetect, (text) => detect('input', text));

  const value = useMemo<DetectionState>(
    () => ({
      results,
      busy,
      detect,
      clear,
      assess,
      autoDetect,
      setAutoDetect,
      detector,
      setDetector,
      scheduleAutoDetect,
    }),
    [
      results,
      busy,
      detect,
      clear,
      assess,
      autoDetect,
      setAutoDetect,
      detector,
      setDetector,
      scheduleAutoDetect,
    ],
  );
  return <DetectionContext.Provider value={value}>{children}</DetectionContext.Provider>;
}

/**
 * Auto-detect after uploads: returns the function the upload flow calls with the uploaded text.
 * The latest `enabled` and `run` are read when the timer fires, not when it was set.
 */
export function useAutoDetect(enabled: boolean, run: (text: string) => void) {
  const latest = useRef({ enabled, run });
  latest.current = { enabled, run };
  const scheduler = useMemo(
    () =>
      createAutoDetectScheduler({
        isEnabled: () => latest.current.enabled,
        run: (text) => latest.current.run(text),
      }),
    [],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);
  return scheduler.schedule;
}

export function useDetection(): DetectionState {
  const context = useContext(DetectionContext);
  if (!context) throw new Error('useDetection needs a DetectionProvider');
  return context;
}
