import { describeFactIssue } from '@common/humanizer';
import type { ChangeDecision, ReviewPart } from '@common/review-diff';
import type { FactChange } from '@/lib/review/analyse';
import { cn } from '@/lib/utils';

type Decisions = Readonly<Record<number, ChangeDecision>>;
type Change = Extract<ReviewPart, { kind: 'change' }>;

const REMOVED =
  'bg-red-100 text-red-800 line-through decoration-red-700/60 dark:bg-red-950 dark:text-red-300';
const ADDED = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200';
const SETTLED = 'underline decoration-dotted decoration-muted-foreground/60 underline-offset-4';

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

/** The changes in the text, struck and inserted; a decided one shows only the words it kept. */
export function InlineView({
  parts,
  decisions,
  current,
  onSelect,
  facts,
}: ViewProps & { facts: FactChange[] }) {
  const factOf = new Map(facts.map((fact) => [fact.changeId, describeFactIssue(fact.issue)]));
  let previous = -1;
  return (
    <div className="whitespace-pre-wrap text-sm leading-7" data-testid="review-inline">
      {parts.map((part) => {
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
            fact={factOf.get(part.id)}
            said={said(part, decision)}
          >
            {decision === 'accepted' ? (
              <span className={SETTLED}>{part.after}</span>
            ) : decision === 'rejected' ? (
              <span className={SETTLED}>{part.before}</span>
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
}

/** The source with its removed words on the left, the result as reviewed on the right. */
export function SideBySideView({
  parts,
  decisions,
  current,
  onSelect,
  sourceLabel,
  resultLabel,
}: ViewProps & { sourceLabel: string; resultLabel: string }) {
  const column = (side: 'source' | 'result') => {
    let previous = -1;
    return parts.map((part) => {
      if (part.kind === 'same') return <span key={`after-${previous}`}>{part.text}</span>;
      previous = part.id;
      const decision = decisions[part.id];
      const text =
        side === 'source' ? part.before : decision === 'rejected' ? part.before : part.after;
      const tone =
        side === 'source'
          ? decision === 'rejected'
            ? SETTLED
            : REMOVED
          : decision === 'rejected'
            ? SETTLED
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
    });
  };
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-label={sourceLabel} className="min-w-0">
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
          {sourceLabel}
        </h3>
        <div className="whitespace-pre-wrap text-sm leading-7">{column('source')}</div>
      </section>
      <section aria-label={`${resultLabel} as reviewed`} className="min-w-0">
        <h3 className="mb-1 text-xs font-semibold uppercase text-muted-foreground">
          {resultLabel} as reviewed
        </h3>
        <div className="whitespace-pre-wrap text-sm leading-7">{column('result')}</div>
      </section>
    </div>
  );
}
