import { describeFactIssue } from '@common/humanizer';
import type { ChangeDecision, ReviewPart } from '@common/review-diff';
import { memo, useMemo } from 'react';
import type { FactChange } from '@/lib/review/analyse';
import { paragraphBlocks, type ReviewBlock } from '@/lib/review/paragraph-blocks';
import { cn } from '@/lib/utils';

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
 * paragraph, not a 50,000-word text (docs/decisions/170-review-scope-chunks-and-long-texts.md).
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

/** Paragraphs out of view are not laid out until they come near it. */
const BLOCK = 'whitespace-pre-wrap [content-visibility:auto] [contain-intrinsic-size:auto_1.75rem]';

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

/** The changes in the text, struck and inserted; a decided one shows only the words it kept. */
export function InlineView({
  parts,
  decisions,
  current,
  onSelect,
  facts,
}: ViewProps & { facts: FactChange[] }) {
  const blocks = useMemo(() => paragraphBlocks(parts), [parts]);
  const factOf = new Map(facts.map((fact) => [fact.changeId, describeFactIssue(fact.issue)]));
  return (
    <div className="text-sm leading-7" data-testid="review-inline">
      {blocks.map((block) => (
        <InlineBlock
          key={block.key}
          block={block}
          decisions={decisions}
          current={current}
          onSelect={onSelect}
          factOf={factOf}
        />
      ))}
    </div>
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

/** The source with its removed words on the left, the result as reviewed on the right. */
export function SideBySideView({
  parts,
  decisions,
  current,
  onSelect,
  sourceLabel,
  resultLabel,
}: ViewProps & { sourceLabel: string; resultLabel: string }) {
  const blocks = useMemo(() => paragraphBlocks(parts), [parts]);
  const column = (side: 'source' | 'result') =>
    blocks.map((block) => (
      <SideBlock
        key={block.key}
        block={block}
        decisions={decisions}
        current={current}
        onSelect={onSelect}
        side={side}
      />
    ));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-label={sourceLabel} className="min-w-0">
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
          {sourceLabel}
        </h3>
        <div className="text-sm leading-7">{column('source')}</div>
      </section>
      <section aria-label={`${resultLabel} as reviewed`} className="min-w-0">
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
          {resultLabel} as reviewed
        </h3>
        <div className="text-sm leading-7">{column('result')}</div>
      </section>
    </div>
  );
}
