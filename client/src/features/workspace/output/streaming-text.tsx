import { useEffect, useRef } from 'react';
import type { LiveText } from '../stream/live-text';
import { ShownParagraphs } from './paragraph-diff';

// Strict containment: the box's size never depends on its text, so each new piece lays out and
// paints the box alone, not the whole page around it. A plain string, not merged by `cn`: the
// panel's classes (height, line height) never conflict with these, and merging a list this long
// for the first time costs a millisecond of the click that opens the box.
const BOX_CLASS =
  'w-full overflow-y-auto [contain:strict] empty:before:text-muted-foreground empty:before:content-[attr(data-placeholder)] rounded-md border border-input bg-transparent px-3 py-2 text-base whitespace-pre-wrap break-words shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm [&>p]:mb-[1lh] [&>p:empty]:h-[1lh] [&>p:last-child]:mb-0';

/** How close to the end (px) the reader counts as following the text as it arrives. */
const FOLLOW_SLACK_PX = 24;

/** Where the reader was in the streamed text when it ended, for the text area that follows. */
export interface StreamScroll {
  /** Following the end of the text. */
  atEnd: boolean;
  top: number;
}

/**
 * A rewrite as it streams in, one block per paragraph. A text area lays out its whole text again
 * each time its value is set, in proportion to its length (tens of milliseconds a frame at 100k
 * characters); here each new piece changes only the last paragraphs, and the browser lays out
 * only those (docs/decisions/115-streaming-output-paragraph-view.md). React renders this once: the
 * pieces are written to the
 * page as they arrive, outside React.
 */
export function StreamingText(props: {
  id: string;
  labelId: string;
  live: LiveText;
  className: string;
  /** Shown, muted, while no words have come yet (as the text area's own placeholder). */
  placeholder: string;
  /** Kept up to date with where the reader is, so the text area can open at the same place. */
  scroll: { current: StreamScroll };
  /**
   * Once the stream has ended, with the text still shown here: opens the editor when the reader
   * clicks or tabs into the text, with the caret at that character.
   */
  onOpen?: ((caret: number) => void) | undefined;
  /** The reader comes near the text (hover, focus): a moment to get the editor ready. */
  onApproach?: (() => void) | undefined;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { live, scroll, onOpen } = props;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const shown = new ShownParagraphs();
    const show = () => {
      const text = live.get();
      if (text === null) return;
      const following = readerPosition(element).atEnd;
      const change = shown.update(text);
      while (element.childElementCount > change.kept) element.lastElementChild?.remove();
      for (const paragraph of change.rewritten) {
        const block = document.createElement('p');
        block.textContent = paragraph;
        element.append(block);
      }
      if (following) element.scrollTop = element.scrollHeight;
      scroll.current = readerPosition(element);
    };
    show();
    const onScroll = () => {
      scroll.current = readerPosition(element);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    const unsubscribe = live.subscribe(show);
    return () => {
      unsubscribe();
      element.removeEventListener('scroll', onScroll);
    };
  }, [live, scroll]);

  useEffect(() => {
    const element = box.current;
    if (!element || !onOpen) return;
    // A click opens the editor at the character clicked; focus from the keyboard, at the end
    // when the reader followed the text there, else at the first line in view.
    const onPointer = (event: MouseEvent) => {
      if (event.button !== 0) return;
      event.preventDefault();
      onOpen(caretAt(element, event.clientX, event.clientY));
    };
    const onFocus = () => {
      if (readerPosition(element).atEnd) onOpen(textLength(element));
      else {
        const inner = element.getBoundingClientRect();
        onOpen(caretAt(element, inner.left + element.clientLeft + 12, inner.top + 12));
      }
    };
    element.addEventListener('mousedown', onPointer);
    element.addEventListener('focus', onFocus);
    return () => {
      element.removeEventListener('mousedown', onPointer);
      element.removeEventListener('focus', onFocus);
    };
  }, [onOpen]);

  return (
    // The block around the box keeps it out of the panel's grid: a grid item is laid out by its
    // grid, so the browser could not lay out the box alone.
    <div className="min-w-0">
      {/* A read-only text box while the rewrite streams; it becomes the editable text area after. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a textarea is what this replaces, for speed. */}
      <div
        ref={box}
        id={props.id}
        role="textbox"
        aria-readonly={onOpen ? undefined : true}
        aria-multiline="true"
        aria-labelledby={props.labelId}
        aria-busy={!onOpen}
        aria-placeholder={props.placeholder}
        data-placeholder={props.placeholder}
        tabIndex={0}
        onPointerEnter={props.onApproach}
        className={`${BOX_CLASS} ${props.className}`}
      />
    </div>
  );
}

/** Where the reader is in the box: at its end (following new words) or further up. */
function readerPosition(element: HTMLElement): StreamScroll {
  return {
    atEnd: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX,
    top: element.scrollTop,
  };
}

/** The text's length as shown: its paragraphs and the blank line between each two. */
function textLength(element: HTMLElement): number {
  let length = 0;
  for (const paragraph of element.children) length += (paragraph.textContent?.length ?? 0) + 2;
  return Math.max(0, length - 2);
}

/** The index in the text of the character at a point of the box (its end when none is there). */
function caretAt(element: HTMLElement, x: number, y: number): number {
  const hit = document.caretPositionFromPoint?.(x, y);
  const node = hit?.offsetNode;
  const paragraph =
    node && (node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element));
  if (!hit || !paragraph || paragraph.parentElement !== element) return textLength(element);
  let caret = node === paragraph ? 0 : hit.offset;
  for (
    let before = paragraph.previousElementSibling;
    before;
    before = before.previousElementSibling
  ) {
    caret += (before.textContent?.length ?? 0) + 2;
  }
  return caret;
}
