import { formatNumber } from '@common/format-number';
import { memo, type ReactNode, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { SharedTextKey } from '@/lib/text-handoff';
import { announceTextOrigin } from '@/lib/text-origin';
import { countWordsOnce } from '@/lib/word-count';
import { type CheckedBox, useWritingCheckSlot } from '@/lib/writing-slot';
import { StreamingText, type StreamScroll } from '../output/streaming-text';
import { type LiveText, useLiveText } from '../stream/live-text';
import type { EditorHandover, LargeTextEditorProps as EditorProps } from './large-text-editor';
import { LARGE_TEXT_CHARS, loadLargeTextEditor, useLargeTextEditor } from './large-text-loader';
import { useSettledText } from './use-settled-text';

/** How often the counts follow a streaming text: counting 100k characters every frame adds up. */
const STREAM_COUNT_MS = 500;
const TEXT_CLASS = 'h-64 leading-relaxed';

/**
 * The workspace's boxes whose writing is recorded (issue 40): a text area says so in an
 * attribute the record reads input events by; the long-text editor announces its transactions.
 */
const RECORDED_AS: Record<string, SharedTextKey> = {
  'original-dictation': 'workspace-input',
  'processed-output': 'workspace-output',
};
/** What a long text shows of itself for the moment its editor takes to load. */
const PREVIEW_CHARS = 3000;

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
  /**
   * A stream is on its way: its view opens now, empty, as part of the click's render, so that
   * its first piece only adds paragraphs to a box already laid out
   * (docs/decisions/122-streaming-view-opens-at-click.md).
   */
  streamStarting?: boolean;
}) {
  return (
    // Relative: the writing checks lay their underlines over the text box.
    <div className="relative grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label id={`${props.id}-label`} htmlFor={props.id} className="text-base font-semibold">
          {props.title}
        </Label>
        <div className="flex flex-wrap items-center gap-1">{props.actions}</div>
      </div>
      {props.live ? (
        <LivePanelText {...props} live={props.live} />
      ) : (
        <PanelText {...props} scroll={null} />
      )}
    </div>
  );
}

type PanelProps = Parameters<typeof TextPanel>[0];

/**
 * A panel that may show a streaming text: while it streams, the paragraph view; then the text area
 * again, opened where the reader was. This re-renders only when a stream starts or ends.
 *
 * A rewrite that ends past the large-text limit stays in the paragraph view, which already shows
 * all of it, until the reader clicks or tabs into it: only then does the editor open, with the
 * caret where they clicked. Opening CodeMirror on 100k characters takes a long frame or two, which
 * the end of the stream no longer pays and a reader who only reads, copies or exports never pays
 * (docs/decisions/119-streaming-output-read-in-worker.md).
 */
function LivePanelText(props: PanelProps & { live: LiveText }) {
  const { live } = props;
  const streamed = useSyncExternalStore(
    live.subscribe,
    () => live.get() !== null,
    () => false,
  );
  const streaming = streamed || props.streamStarting === true;
  const scroll = useRef<StreamScroll | null>(null);
  const handover = useRef<EditorHandover | null>(null);
  // The long text the paragraph view holds after its stream ended (null: none held).
  const [held, setHeld] = useState<string | null>(null);
  const [wasStreaming, setWasStreaming] = useState(streaming);
  if (wasStreaming !== streaming) {
    setWasStreaming(streaming);
    setHeld(!streaming && props.value.length > LARGE_TEXT_CHARS ? props.value : null);
  }
  // Anything else that changes the output (Clear All, Use as Input) takes it out of the view.
  const holding = !streaming && held !== null && held === props.value;
  // The editor's code loads when the reader comes near the text (hover, focus); the view stays
  // until it is there, so the text never jumps to a preview of its start.
  const open = useCallback((caret: number) => {
    const hand = () => {
      handover.current = { focused: true, anchor: caret, head: caret };
      setHeld(null);
    };
    loadLargeTextEditor().then(hand, hand);
  }, []);
  if (!streaming && !holding) {
    return <PanelText {...props} scroll={scroll} handover={handover} />;
  }
  return (
    <>
      <StreamingText
        id={props.id}
        labelId={`${props.id}-label`}
        live={live}
        className={TEXT_CLASS}
        placeholder={props.placeholder}
        scroll={scroll as { current: StreamScroll }}
        onOpen={holding ? open : undefined}
        onApproach={holding ? preloadEditor : undefined}
      />
      {holding ? <TextCounts text={props.value} /> : <StreamCounts live={live} />}
    </>
  );
}

function PanelText(
  props: PanelProps & {
    scroll: { current: StreamScroll | null } | null;
    /** Focus and caret for the editor that opens, when a view before it hands them over. */
    handover?: { current: EditorHandover | null };
  },
) {
  const { scroll } = props;
  const LargeTextEditor = useLargeTextEditor(props.value.length);
  // Focus and caret pass between the text area and the large-text editor when one replaces the
  // other (a paste past the limit, Clear).
  const ownHandover = useRef<EditorHandover | null>(null);
  const handover = props.handover ?? ownHandover;
  const checks = useWritingCheckSlot();
  const [box, setBox] = useState<CheckedBox | null>(null);
  const onView = useCallback(
    (view: Parameters<NonNullable<EditorProps['onView']>>[0]) =>
      setBox(view ? { kind: 'editor', view } : null),
    [],
  );
  const area = useCallback(
    (element: HTMLTextAreaElement | null) => {
      if (!element) return;
      setBox({ kind: 'textarea', element });
      const where = scroll?.current;
      // After a stream, the text area opens where the reader was in the streamed text.
      if (where) {
        element.scrollTop = where.atEnd ? element.scrollHeight : where.top;
        if (scroll) scroll.current = null;
      }
      const taken = handover.current;
      if (taken) {
        handover.current = null;
        element.setSelectionRange(
          Math.min(taken.anchor, taken.head),
          Math.max(taken.anchor, taken.head),
        );
        if (taken.focused) element.focus();
      }
      return () => {
        handover.current = {
          focused: document.activeElement === element,
          anchor: element.selectionStart,
          head: element.selectionEnd,
        };
      };
    },
    [scroll, handover],
  );

  if (LargeTextEditor === 'loading') {
    return (
      <>
        <div
          aria-busy="true"
          className={`${TEXT_CLASS} overflow-hidden rounded-md border border-input px-3 py-2 text-base whitespace-pre-wrap text-muted-foreground md:text-sm`}
        >
          {props.value.slice(0, PREVIEW_CHARS)}
        </div>
        <TextCounts text={props.value} />
      </>
    );
  }
  return (
    <>
      {LargeTextEditor ? (
        <LargeTextEditor
          id={props.id}
          labelId={`${props.id}-label`}
          value={props.value}
          onChange={props.onChange}
          recordAs={RECORDED_AS[props.id]}
          readOnly={props.readOnly}
          placeholder={props.placeholder}
          className={TEXT_CLASS}
          handover={handover}
          openAt={scroll}
          onView={onView}
        />
      ) : (
        <Textarea
          ref={area}
          id={props.id}
          data-authorship={RECORDED_AS[props.id]}
          value={props.value}
          readOnly={props.readOnly}
          onChange={(event) => props.onChange?.(event.target.value)}
          placeholder={props.placeholder}
          className={`${TEXT_CLASS} resize-none`}
        />
      )}
      <TextCounts text={props.value} />
      {checks ? (
        <checks.TextChecks
          box={box}
          value={props.value}
          onChange={props.readOnly ? undefined : fixed(props.id, props.onChange)}
          label={boxName(props.title)}
        />
      ) : null}
    </>
  );
}

/** "dictation", "output": the box's name in the checks' labels, apart from its own label. */
const boxName = (title: string) => title.split(' ').at(-1)?.toLowerCase() ?? title;

/**
 * Words and characters, counted after the keystroke is on screen (use-settled-text.ts), so that
 * typing in a 1 MB input never waits for the count.
 */
function TextCounts({ text }: { text: string }) {
  return <Counts text={useSettledText(text)} />;
}

const preloadEditor = () => {
  loadLargeTextEditor().catch(() => undefined);
};

/** The counts of a streaming text, twice a second rather than every frame. */
function StreamCounts({ live }: { live: LiveText }) {
  const text = useLiveText(live, STREAM_COUNT_MS);
  return <Counts text={text ?? ''} />;
}

const Counts = memo(function Counts({ text }: { text: string }) {
  return (
    <p className="text-xs text-muted-foreground" aria-live="polite">
      {formatNumber(countWordsOnce(text))} words · {formatNumber(text.length)} characters
    </p>
  );
});

/** A fix taken from the writing checks is the writer's own edit: recorded as typed. */
function fixed(id: string, onChange?: (value: string) => void) {
  const key = RECORDED_AS[id];
  if (!onChange || !key) return onChange;
  return (value: string) => {
    announceTextOrigin(key, { source: { kind: 'typed' } });
    onChange(value);
  };
}
