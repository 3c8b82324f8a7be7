import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  blendHeights,
  offsetsOf,
  revealScrollTop,
  visibleRange,
} from '@/lib/review/virtual-window';
import { cn } from '@/lib/utils';

/** Pixels of paragraphs created above and below the viewport: a fast wheel never shows a gap. */
const OVERSCAN_PX = 800;

/** An item to bring into view: its index, and how to find the element within it once drawn. */
export interface Reveal {
  index: number;
  selector: string;
}

interface ViewPort {
  scrollTop: number;
  height: number;
  width: number;
}

/**
 * The review's scrolling list of paragraphs. A long one (`virtual`) creates only the paragraphs
 * near the viewport, with spacers for the rest, sized by the heights measured so far and by
 * guesses from their length (docs/decisions/227-review-draws-only-paragraphs-near-the-screen.md);
 * a short one creates every paragraph, so the browser's find still reads the whole text.
 */
export function VirtualBlocks({
  count,
  virtual,
  guess,
  renderItem,
  reveal,
  header,
  className,
  testId,
}: {
  count: number;
  virtual: boolean;
  /** A paragraph's height before it was drawn, for the list's width in pixels. */
  guess(index: number, width: number): number;
  renderItem(index: number): ReactNode;
  /** Scrolled to (and created, if it was not) whenever it changes. */
  reveal: Reveal | null;
  /** Stays at the top of the scrolling area (the side-by-side view's column titles). */
  header?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ViewPort>({ scrollTop: 0, height: 900, width: 900 });
  const measured = useRef(new Map<number, number>());
  const [measures, setMeasures] = useState(0);
  const pending = useRef<Reveal | null>(null);

  const guesses = useMemo(() => {
    const heights = new Float64Array(virtual ? count : 0);
    for (let index = 0; index < heights.length; index++) heights[index] = guess(index, view.width);
    return heights;
  }, [virtual, count, guess, view.width]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `measures` counts the changes of the measured heights, kept in a ref.
  const offsets = useMemo(
    () => offsetsOf(blendHeights(guesses, measured.current)),
    [guesses, measures],
  );
  const listTop = list.current?.offsetTop ?? 0;
  const { start, end } = virtual
    ? visibleRange(offsets, view.scrollTop - listTop, view.height, OVERSCAN_PX)
    : { start: 0, end: count };

  useViewport(scroller, setView, measured);
  const observe = useMeasuredItems(virtual, measured, setMeasures);

  // The current change: scrolled to when drawn; when not, its paragraph is scrolled near so that
  // it is created, and the change is scrolled to once it is on the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new reveal moves the view, not every scroll.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!reveal || !box) return;
    if (showAll(box, reveal.selector)) return;
    const top = revealScrollTop(offsets, reveal.index, view.scrollTop - listTop, view.height);
    if (top === null) return;
    pending.current = reveal;
    box.scrollTop = top + listTop;
    setView((current) => ({ ...current, scrollTop: box.scrollTop }));
  }, [reveal]);
  useLayoutEffect(() => {
    const waiting = pending.current;
    if (waiting && scroller.current && showAll(scroller.current, waiting.selector)) {
      pending.current = null;
    }
  });

  const items: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    items.push(
      <div key={index} data-index={index} ref={observe}>
        {renderItem(index)}
      </div>,
    );
  }
  return (
    <div
      ref={scroller}
      data-testid={testId}
      data-virtual={virtual || undefined}
      className={cn('relative min-h-0 flex-1 overflow-y-auto rounded-md border', className)}
    >
      {header}
      <div ref={list} className="p-3">
        {virtual && <div aria-hidden="true" style={{ height: offsets[start] }} />}
        {items}
        {virtual && <div aria-hidden="true" style={{ height: offsets[count]! - offsets[end]! }} />}
      </div>
    </div>
  );
}

/**
 * Scrolls the elements matching `selector` into view, the first last so that it wins when they
 * do not fit together (the side-by-side view has a change on each side, one above the other on
 * a phone). False when none is on the page.
 */
function showAll(box: HTMLElement, selector: string): boolean {
  const elements = box.querySelectorAll(selector);
  if (elements.length === 0) return false;
  elements[elements.length - 1]!.scrollIntoView({ block: 'nearest' });
  elements[0]!.scrollIntoView({ block: 'nearest' });
  return true;
}

/** Follows the scroll position (once a frame) and the size of the scrolling area. */
function useViewport(
  scroller: React.RefObject<HTMLDivElement | null>,
  setView: React.Dispatch<React.SetStateAction<ViewPort>>,
  measured: React.RefObject<Map<number, number>>,
) {
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setView((current) => {
        const next = { scrollTop: box.scrollTop, height: box.clientHeight, width: box.clientWidth };
        // Heights measured at another width no longer hold.
        if (next.width !== current.width) measured.current.clear();
        const same =
          next.scrollTop === current.scrollTop &&
          next.height === current.height &&
          next.width === current.width;
        return same ? current : next;
      });
    };
    read();
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    const resize = new ResizeObserver(onScroll);
    resize.observe(box);
    box.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
      box.removeEventListener('scroll', onScroll);
    };
  }, [scroller, setView, measured]);
}

/** A ref for each drawn paragraph that records its height, and its changes, as the browser lays it out. */
function useMeasuredItems(
  virtual: boolean,
  measured: React.RefObject<Map<number, number>>,
  setMeasures: React.Dispatch<React.SetStateAction<number>>,
) {
  const [observer] = useState(() =>
    typeof ResizeObserver === 'function'
      ? new ResizeObserver((entries) => {
          let changed = false;
          for (const entry of entries) {
            const element = entry.target as HTMLElement;
            const index = Number(element.dataset.index);
            const height = entry.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
            if (Math.abs((measured.current.get(index) ?? -1) - height) < 0.5) continue;
            measured.current.set(index, height);
            changed = true;
          }
          if (changed) setMeasures((count) => count + 1);
        })
      : null,
  );
  useEffect(() => () => observer?.disconnect(), [observer]);
  return useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !virtual || !observer) return;
      observer.observe(element);
      return () => observer.unobserve(element);
    },
    [virtual, observer],
  );
}
