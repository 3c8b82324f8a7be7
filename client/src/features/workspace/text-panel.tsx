import { countWords } from '@common/chunking';
import { memo, type ReactNode, useDeferredValue } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { type LiveText, useLiveText } from './live-text';

/** One column of the workspace: a titled, 256 px text area with its counts and actions. */
export function TextPanel(props: {
  id: string;
  title: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder: string;
  actions?: ReactNode;
  readOnly?: boolean;
  /** A text streaming in, shown instead of `value` while there is one. */
  live?: LiveText;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={props.id} className="text-base font-semibold">
          {props.title}
        </Label>
        <div className="flex flex-wrap items-center gap-1">{props.actions}</div>
      </div>
      <PanelText {...props} />
    </div>
  );
}

/** The text area and its counts: the only part that re-renders while a text streams in. */
function PanelText(props: Parameters<typeof TextPanel>[0]) {
  const streamed = useLiveText(props.live);
  const shown = streamed ?? props.value;
  return (
    <>
      <Textarea
        id={props.id}
        value={shown}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange?.(event.target.value)}
        placeholder={props.placeholder}
        className="h-64 resize-none leading-relaxed"
      />
      <TextCounts text={shown} />
    </>
  );
}

/**
 * Words and characters, counted after the keystroke or the streamed piece is on screen: React
 * renders them with the deferred text, at a lower priority, so that typing in a 1 MB input never
 * waits for the count.
 */
function TextCounts({ text }: { text: string }) {
  const deferred = useDeferredValue(text);
  return <Counts text={deferred} />;
}

const Counts = memo(function Counts({ text }: { text: string }) {
  return (
    <p className="text-xs text-muted-foreground" aria-live="polite">
      {countWords(text).toLocaleString('en-US')} words · {text.length.toLocaleString('en-US')}{' '}
      characters
    </p>
  );
});
