import { describeFactIssue } from '@common/humanizer';
import type { ChangeDecision, ReviewPart } from '@common/review-diff';
import { memo, useCallback, useMemo } from 'react';
import type { FactChange } from '@/lib/review/analyse';
import type { ReviewBlock } from '@/lib/review/paragraph-blocks';
import { estimateHeight } from '@/lib/review/virtual-window';
import { cn } from '@/lib/utils';
import { CHAR_PX, LINE_PX, PADDING_PX, useBlockLayout } from './block-layout';
import { VirtualBlocks } from './virtual-blocks';

type Decisions = Readonly<Record<number, ChangeDecision>>;
type Change = Extract<ReviewPart, { kind: 'change' }>;

const REMOVED =
  'bg-red-100 text-red-800 line-through decoration-red-700/60 dark:bg-red-950 dark:text-red-300';
const ADDED = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200';
/** A decided change: its kept words underlined in dots, green when accepted, red when rejected. */
const SETTLED = 'underline decoration-dotted decoration-2 underline-offset-4';
const SETTLED_TONE = {
  accepted: 'decoration-emerald-600/70',
  rejected: 'decoration-red-500/70',
} as const;

/** A removed paragraph break is shown as a struck ¶, so the text around it stays in place. */
const shownRemoved = (text: string) => text.replace(/[^\S\n]*\n\s*/g, ' ¶ ');
/** An added one as ¶ before the break it makes. */
const shownAdded = (text: string) => text.replace(/([^\S\n]*\n\s*)/g, ' ¶$1');

interface ViewProps {
  parts: ReviewPart[];
  decisions: Decisions;
  current: number | null;
  onSelect(id: number): void;
}

/** One change's clickable frame: the current one is ringed, a fact's change is outlined. */
function ChangeFrame({
  change,
  current,
  onSelect,
  fact,
  said,
  children,
}: {
  change: Change;
  current: boolean;
  onSelect(id: number): void;
  fact?: string;
  /** What a screen reader hears around it; none where the text is simply as decided. */
  said?: string;
  children: React.ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the keys J and K reach every change; a click is the pointer's shortcut.
    <span
      data-change={change.id}
      data-current={current || undefined}
      title={fact ? `Changes a fact: ${fact}` : undefined}
      onClick={() => onSelect(change.id)}
      className={cn(
        'cursor-pointer rounded-sm',
        fact && 'outline outline-1 outline-amber-500',
        current && 'outline-2 outline-offset-1 outline-primary',
      )}
    >
      {said && <span className="sr-only">[{said}: </span>}
      {children}
      {said && <span className="sr-only">]</span>}
    </span>
  );
}

function said(change: Change, decision: ChangeDecision | undefined): string {
  const what = !change.before.trim() ? 'added' : !change.after.trim() ? 'removed' : 'changed';
  return decision ? `${what}, ${decision}` : what;
}

interface BlockProps {
  block: ReviewBlock;
  decisions: Decisions;
  current: number | null;
  onSelect(id: number): void;
  factOf?: ReadonlyMap<number | null, string>;
}

/**
 * A paragraph is drawn again only when something of its own changes: a choice redraws one
 * paragraph, not a 50,000-word text (docs/decisions/227-review-draws-only-paragraphs-near-the-screen.md).
 */
function sameBlock(a: BlockProps, b: BlockProps): boolean {
  if (a.block !== b.block || a.onSelect !== b.onSelect) return false;
  return a.block.ids.every(
    (id) =>
      a.decisions[id] === b.decisions[id] &&
      (a.current === id) === (b.current === id) &&
      a.factOf?.get(id) === b.factOf?.get(id),
  );
}

const BLOCK = 'whitespace-pre-wrap';

const InlineBlock = memo(function InlineBlock({
  block,
  decisions,
  current,
  onSelect,
  factOf,
}: BlockProps) {
  let previous = -1;
  return (
    <div className={BLOCK}>
      {block.parts.map((part) => {
        // A same part is keyed by the change before it: parts never move once computed.
        if (part.kind === 'same') return <span key={`after-${previous}`}>{part.text}</span>;
        previous = part.id;
        const decision = decisions[part.id];
        return (
          <ChangeFrame
            key={`c${part.id}`}
            change={part}
            current={current === part.id}
            onSelect={onSelect}
            fact={factOf?.get(part.id)}
            said={said(part, decision)}
          >
            {decision === 'accepted' ? (
              <span className={cn(SETTLED, SETTLED_TONE.accepted)}>{part.after}</span>
            ) : decision === 'rejected' ? (
              <span className={cn(SETTLED, SETTLED_TONE.rejected)}>{part.before}</span>
            ) : (
              <>
                {part.before && <del className={REMOVED}>{shownRemoved(part.before)}</del>}
                {part.after && (
                  <ins className={cn(ADDED, 'no-underline')}>{shownAdded(part.after)}</ins>
                )}
              </>
            )}
          </ChangeFrame>
        );
      })}
    </div>
  );
}, sameBlock);

/** The two columns of the side-by-side view: the source struck red, the result as reviewed green. */
const SIDES = [
  { side: 'source', border: 'border-red-300 dark:border-red-800' },
  { side: 'result', border: 'border-emerald-400 dark:border-emerald-700' },
] as const;

/** The changes in the text, struck and inserted; a decided one shows only the words it kept. */
export function InlineView({
  parts,
  decisions,
  current,
  onSelect,
  facts,
}: ViewProps & { facts: FactChange[] }) {
  const layout = useBlockLayout(parts, current);
  const factOf = useMemo(
    () => new Map(facts.map((fact) => [fact.changeId, describeFactIssue(fact.issue)])),
    [facts],
  );
  const { blocks, sizes } = layout;
  const guess = useCallback(
    (index: number, width: number) =>
      estimateHeight(sizes[index]!.longest, (width - PADDING_PX) / CHAR_PX, LINE_PX),
    [sizes],
  );
  return (
    <VirtualBlocks
      count={blocks.length}
      virtual={layout.long}
      guess={guess}
      reveal={layout.reveal}
      className="text-sm leading-7"
      testId="review-inline"
      renderItem={(index) => (
        <InlineBlock
          block={blocks[index]!}
          decisions={decisions}
          current={current}
          onSelect={onSelect}
          factOf={factOf}
        />
      )}
    />
  );
}

const SideBlock = memo(
  function SideBlock({
    block,
    decisions,
    current,
    onSelect,
    side,
  }: BlockProps & { side: 'source' | 'result' }) {
    let previous = -1;
    return (
      <div className={BLOCK}>
        {block.parts.map((part) => {
          if (part.kind === 'same') return <span key={`after-${previous}`}>{part.text}</span>;
          previous = part.id;
          const decision = decisions[part.id];
          const text =
            side === 'source' ? part.before : decision === 'rejected' ? part.before : part.after;
          const tone =
            decision === 'rejected'
              ? cn(SETTLED, SETTLED_TONE.rejected)
              : side === 'source'
                ? REMOVED
                : decision === 'accepted'
                  ? cn(SETTLED, SETTLED_TONE.accepted)
                  : ADDED;
          return (
            <ChangeFrame
              key={`c${part.id}`}
              change={part}
              current={current === part.id}
              onSelect={onSelect}
              said={decision ? undefined : said(part, decision)}
            >
              <span className={cn(tone, !text && 'px-0.5')}>{text || '\u2009'}</span>
            </ChangeFrame>
          );
        })}
      </div>
    );
  },
  (a, b) => a.side === b.side && sameBlock(a, b),
);

/**
 * The source with its removed words on the left, the result as reviewed on the right, a paragraph
 * of each side by side in one row; on a phone the row's two paragraphs stand one above the other.
 */
export function SideBySideView({
  parts,
  decisions,
  current,
  onSelect,
  sourceLabel,
  resultLabel,
}: ViewProps & { sourceLabel: string; resultLabel: string }) {
  const layout = useBlockLayout(parts, current);
  const { blocks, sizes } = layout;
  const guess = useCallback(
    (index: number, width: number) => {
      const { before, after } = sizes[index]!;
      const line = (width - PADDING_PX) / CHAR_PX;
      // Two columns from Tailwind's md width, else the two texts one above the other.
      return width >= 720
        ? estimateHeight(Math.max(before, after), line / 2 - 2, LINE_PX)
        : estimateHeight(before, line, LINE_PX) + estimateHeight(after, line, LINE_PX) + 8;
    },
    [sizes],
  );
  const cell = 'min-w-0 border-l-2 pl-2';
  return (
    <VirtualBlocks
      count={blocks.length}
      virtual={layout.long}
      guess={guess}
      reveal={layout.reveal}
      className="text-sm leading-7"
      header={
        <div className="sticky top-0 z-10 grid grid-cols-2 gap-4 border-b bg-background px-3 py-1 text-xs font-semibold uppercase text-muted-foreground">
          <h3 className="border-l-2 border-red-300 pl-2 dark:border-red-800">{sourceLabel}</h3>
          <h3 className="border-l-2 border-emerald-400 pl-2 dark:border-emerald-700">
            {resultLabel} as reviewed
          </h3>
        </div>
      }
      renderItem={(index) => (
        <div className="grid gap-x-4 gap-y-1 md:grid-cols-2">
          {SIDES.map(({ side, border }) => (
            <div key={side} className={cn(cell, border)} data-side={side}>
              <SideBlock
                block={blocks[index]!}
                decisions={decisions}
                current={current}
                onSelect={onSelect}
                side={side}
              />
            </div>
          ))}
        </div>
      )}
    />
  );
}
