import { microphoneDenied, recognitionUnavailable } from './device';
import { type RecognizerConstructor, readRecognitionEvent } from './speech-recognition';

export interface LiveRecognitionHandlers {
  onPhrase(text: string): void;
  onInterim?(text: string): void;
  /** The recognition service cannot be used here (offline, blocked, language missing). */
  onUnavailable(error: string): void;
  onDenied?(): void;
}

export interface LiveRecognition {
  stop(): void;
}

/** Ten restarts within a second means the recognizer ends as soon as it starts: give up. */
const RESTART_BURST = 10;
const RESTART_WINDOW_MS = 1000;

/**
 * Runs browser recognition until stopped: final phrases and interim guesses go to the
 * handlers, and the recognizer restarts itself when the browser ends it (after silence, or
 * after each phrase on mobile) while dictation continues.
 */
export function startLiveRecognition(
  Recognizer: RecognizerConstructor,
  settings: { lang: string; continuous: boolean; interimResults: boolean },
  handlers: LiveRecognitionHandlers,
  now: () => number = Date.now,
): LiveRecognition {
  const recognizer = new Recognizer();
  recognizer.lang = settings.lang;
  recognizer.continuous = settings.continuous;
  recognizer.interimResults = settings.interimResults;
  let stopped = false;
  let restarts: number[] = [];

  const giveUp = (error: string) => {
    if (stopped) return;
    stopped = true;
    handlers.onUnavailable(error);
  };

  recognizer.onresult = (event) => {
    const { finals, interim } = readRecognitionEvent(event);
    for (const phrase of finals) handlers.onPhrase(phrase);
    if (interim) handlers.onInterim?.(interim);
  };
  recognizer.onerror = ({ error }) => {
    if (recognitionUnavailable(error)) giveUp(error);
    else if (microphoneDenied(error) && !stopped) {
      stopped = true;
      handlers.onDenied?.();
    }
    // 'no-speech' and 'aborted' end this round only; onend restarts it.
  };
  recognizer.onend = () => {
    if (stopped) return;
    const time = now();
    restarts = [...restarts.filter((at) => time - at < RESTART_WINDOW_MS), time];
    if (restarts.length >= RESTART_BURST) return giveUp('restart-loop');
    try {
      recognizer.start();
    } catch {
      giveUp('restart-failed');
    }
  };

  try {
    recognizer.start();
  } catch {
    giveUp('start-failed');
  }
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      recognizer.stop();
    },
  };
}
