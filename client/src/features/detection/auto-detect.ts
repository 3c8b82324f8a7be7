import { AUTO_DETECT_DELAY_MS, hasEnoughText } from '@common/detection';

/**
 * The spec's auto-detect rule: when enabled, detection runs 500 ms after an upload whose text
 * has at least 50 characters. A second upload within the delay replaces the first.
 */
export function createAutoDetectScheduler(options: {
  isEnabled: () => boolean;
  run: (text: string) => void;
  delayMs?: number;
}) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule(text: string): boolean {
      clearTimeout(timer);
      timer = undefined;
      if (!options.isEnabled() || !hasEnoughText(text)) return false;
      timer = setTimeout(() => {
        timer = undefined;
        options.run(text);
      }, options.delayMs ?? AUTO_DETECT_DELAY_MS);
      return true;
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
