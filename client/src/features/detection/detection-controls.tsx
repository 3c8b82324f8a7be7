import { hasEnoughText, TOO_SHORT_MESSAGE } from '@common/detection';
import { Loader2Icon, ScanSearchIcon } from 'lucide-react';
import { memo, useId } from 'react';
import { Button } from '@/components/ui/button';
import { SwitchField } from '@/components/ui/switch-field';
import { useStatus } from '@/lib/use-status';
import { cn } from '@/lib/utils';
import { type DetectionTarget, type Detector, useDetection } from './detection-context';

/**
 * The 'AI Detection' button of a panel. Under 50 characters it is shown disabled with the
 * spec's hint, but stays focusable and clickable (aria-disabled) so that a click explains
 * itself with the spec's toast instead of doing nothing. It follows whether its text is long
 * enough, not the text, so it re-renders only when that or detection's state changes: not with
 * each keystroke in the panel around it.
 */
export const DetectionButton = memo(function DetectionButton({
  target,
  enough,
}: {
  target: DetectionTarget;
  /** The panel's text is long enough to analyze (`hasEnoughText`). */
  enough: boolean;
}) {
  const { busy, detect } = useDetection();
  const hintId = useId();
  const running = busy === target;
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-disabled={!enough || busy !== null}
        aria-describedby={enough ? undefined : hintId}
        title={enough ? undefined : TOO_SHORT_MESSAGE}
        className={cn(!enough && 'opacity-50')}
        onClick={() => {
          if (busy === null) void detect(target);
        }}
      >
        {running ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <ScanSearchIcon aria-hidden="true" />
        )}
        {running ? 'Analyzing text...' : 'AI Detection'}
        <span className="sr-only">
          {' '}
          of the {target === 'input' ? 'original' : 'processed'} text
        </span>
      </Button>
      {!enough && (
        <span id={hintId} className="sr-only">
          {TOO_SHORT_MESSAGE}
        </span>
      )}
    </>
  );
});

/** The 'Auto-detect AI' switch: detection runs by itself 500 ms after an upload. */
export function AutoDetectSwitch() {
  const { autoDetect, setAutoDetect } = useDetection();
  return (
    <SwitchField label="Auto-detect AI" checked={autoDetect} onCheckedChange={setAutoDetect} />
  );
}

/**
 * Which detector scores a text: the built-in one (always there) or GPTZero, offered once its
 * key is set on the server or in Settings.
 */
export function DetectorSelect() {
  const { detector, setDetector } = useDetection();
  const gptzeroReady = useStatus().data?.services.gptzero === true;
  const id = useId();
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <label htmlFor={id}>Detector</label>
      <select
        id={id}
        value={gptzeroReady ? detector : 'local'}
        onChange={(event) => setDetector(event.target.value as Detector)}
        className="h-8 rounded-md border bg-background px-2 text-sm"
      >
        <option value="local">Local detector (built in)</option>
        <option value="gptzero" disabled={!gptzeroReady}>
          {gptzeroReady ? 'GPTZero' : 'GPTZero (add its key in Settings)'}
        </option>
      </select>
    </span>
  );
}

/** The hint under a panel whose text is too short to analyze. */
export function TooShortHint({ text }: { text: string }) {
  if (!text.trim() || hasEnoughText(text)) return null;
  return <p className="text-xs text-muted-foreground">{TOO_SHORT_MESSAGE}</p>;
}
