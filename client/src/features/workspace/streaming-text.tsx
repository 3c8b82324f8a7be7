import { useEffect, useRef } from 'react';
import { cn } from '@/lib/utils';
import type { LiveText } from './live-text';
import { ShownParagraphs } from './paragraph-diff';

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
 * only those (docs/decisions.md §115). React renders this once: the pieces are written to the
 * page as they arrive, outside React.
 */
export function StreamingText(props: {
  id: string;
  labelId: string;
  live: LiveText;
  className: string;
  /** Kept up to date with where the reader is, so the text area can open at the same place. */
  scroll: { current: StreamScroll };
}) {
  const box = useRef<HTMLDivElement>(null);
  const { live, scroll } = props;

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

  return (
    // A read-only text box while the rewrite streams; it becomes the editable text area after.
    // biome-ignore lint/a11y/useSemanticElements: a textarea is what this replaces, for speed.
    <div
      ref={box}
      id={props.id}
      role="textbox"
      aria-readonly="true"
      aria-multiline="true"
      aria-labelledby={props.labelId}
      aria-busy="true"
      tabIndex={0}
      className={cn(
        // Strict containment: the box's size never depends on its text, so each new piece lays
        // out and paints the box alone, not the whole page around it.
        'w-full overflow-y-auto [contain:strict] rounded-md border border-input bg-transparent px-3 py-2 text-base whitespace-pre-wrap break-words shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm [&>p]:mb-[1lh] [&>p:empty]:h-[1lh] [&>p:last-child]:mb-0',
        props.className,
      )}
    />
  );
}

/** Where the reader is in the box: at its end (following new words) or further up. */
function readerPosition(element: HTMLElement): StreamScroll {
  return {
    atEnd: element.scrollHeight - element.scrollTop - element.clientHeight <= FOLLOW_SLACK_PX,
    top: element.scrollTop,
  };
}
