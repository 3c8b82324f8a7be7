/** The spec: auto-detect runs 500 ms after an upload whose text has at least 50 characters. */
export const AUTO_DETECT_DELAY_MS = 500;
export const AUTO_DETECT_MIN_CHARS = 50;

export interface AutoDetectScheduler {
  /** Called after each upload with its text; a later upload replaces a pending run. */
  afterUpload(text: string): void;
  cancel(): void;
}

/** The rule itself, free of React, so that it is tested with fake timers. */
export function createAutoDetectScheduler(options: {
  enabled: () => boolean;
  detect: (text: string) => void;
  delayMs?: number;
  minChars?: number;
}): AutoDetectScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    afterUpload(text) {
      cancel();
      if (!options.enabled()) return;
      if (text.trim().length < (options.minChars ?? AUTO_DETECT_MIN_CHARS)) return;
      timer = setTimeout(() => {
        timer = undefined;
        options.detect(text);
      }, options.delayMs ?? AUTO_DETECT_DELAY_MS);
    },
    cancel,
  };
}
