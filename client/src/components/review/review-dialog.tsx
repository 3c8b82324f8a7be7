import { measureChange } from '@common/change-meter';
import { describeFactIssue } from '@common/humanizer';
import { type ChangeDecision, changesOf, mergeReview } from '@common/review-diff';
import {
  CheckCheckIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronUpIcon,
  FileDownIcon,
  Undo2Icon,
  XIcon,
} from 'lucide-react';
import { type KeyboardEvent, useMemo, useReducer, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { exportErrorMessage } from '@/lib/export-messages';
import { exportTrackedChanges, saveFile } from '@/lib/files';
import { reviewReducer, stepChange } from '@/lib/review/review-state';
import { restoreReview } from '@/lib/review/saved-review';
import { useReviewAnalysis } from '@/lib/review/use-review-analysis';
import { useReviewWriteThrough } from '@/lib/review/use-review-write-through';
import { toast } from '@/lib/toast';
import { ChangeMeter } from './change-meter';
import { InlineView, SideBySideView } from './review-views';

/** A result to review against its source, and where its reviewed text goes. */
export interface ReviewTarget {
  /** Where the review's choices are kept across reloads ('workspace-output', 'humanizer', …). */
  place: string;
  source: string;
  result: string;
  onResultChange(text: string): void;
  /** What the two texts are called on this screen: 'input' and 'output', 'Box A' and 'Box C'. */
  sourceLabel: string;
  resultLabel: string;
  /** The exported file's name, without '.docx'. */
  fileBase: string;
}

/**
 * The review of an AI result: its word changes inline or side by side, each accepted or
 * rejected (or all), stepped through from the keyboard, with undo. The choices are written into
 * the result when they pause and when the review closes
 * (docs/decisions/169-review-choices-write-through.md,
 * docs/decisions/228-review-writes-its-choices-when-they-pause.md).
 */
export function ReviewDialog(props: ReviewTarget & { startAt: number | null; onClose(): void }) {
  const { place, source, onResultChange } = props;
  // The review continues where it was left while the result is still its merged text.
  const [saved] = useState(() => restoreReview(place, source, props.result));
  const analysis = useReviewAnalysis(saved.source, saved.proposed);
  const [state, dispatch] = useReducer(reviewReducer, {
    decisions: saved.decisions,
    history: [],
  });
  const [current, setCurrent] = useState<number | null>(props.startAt);
  const [exporting, setExporting] = useState(false);

  const parts = analysis?.parts ?? null;
  const ids = useMemo(() => (parts ? changesOf(parts).map((change) => change.id) : []), [parts]);
  // The choices go into the result when they pause, on closing, and when the page goes away.
  const flushChoices = useReviewWriteThrough({
    place,
    saved,
    parts,
    decisions: state.decisions,
    result: props.result,
    onResultChange,
  });

  const decided = Object.keys(state.decisions).length;
  const measure = useMemo(
    () => (parts ? measureChange(parts, state.decisions) : null),
    [parts, state.decisions],
  );
  // A fact whose change was rejected is the source's again: no longer a changed fact.
  const facts = (analysis?.facts ?? []).filter(
    (fact) => fact.changeId === null || state.decisions[fact.changeId] !== 'rejected',
  );
  const accepted = ids.filter((id) => state.decisions[id] === 'accepted').length;
  const rejected = ids.filter((id) => state.decisions[id] === 'rejected').length;

  function decide(id: number | null, decision: ChangeDecision) {
    if (id === null) return;
    dispatch({ type: 'decide', id, decision });
    // Like Word: after a choice, on to the next change still to decide.
    const undecided = ids.filter((other) => other !== id && !state.decisions[other]);
    setCurrent(
      stepChange(undecided.length ? [...undecided, id].sort((a, b) => a - b) : ids, id, 1),
    );
  }
  const step = (direction: 1 | -1) => setCurrent(stepChange(ids, current, direction));
  const decideAll = (decision: ChangeDecision) => dispatch({ type: 'decide-all', ids, decision });

  function onKeyDown(event: KeyboardEvent) {
    const key = event.key.toLowerCase();
    const command = event.ctrlKey || event.metaKey;
    if (command && key === 'z') dispatch({ type: 'undo' });
    else if (command) return;
    else if (event.altKey && key === 'arrowdown') step(1);
    else if (event.altKey && key === 'arrowup') step(-1);
    else if (event.altKey) return;
    else if (key === 'j') step(1);
    else if (key === 'k') step(-1);
    else if (key === 'a') decide(current, 'accepted');
    else if (key === 'r') decide(current, 'rejected');
    else if (key === 'u') dispatch({ type: 'undo' });
    else return;
    event.preventDefault();
  }

  async function exportWord() {
    if (parts === null) return;
    const merged = mergeReview(parts, state.decisions);
    flushChoices();
    setExporting(true);
    try {
      const fileName = `${props.fileBase}-tracked-changes`;
      saveFile(await exportTrackedChanges({ original: saved.source, revised: merged, fileName }));
    } catch (error) {
      const message = exportErrorMessage('docx', error);
      toast.error(message.title, { description: message.description });
    } finally {
      setExporting(false);
    }
  }

  const position = current === null ? 0 : ids.indexOf(current) + 1;
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent
        className="flex max-h-[92vh] flex-col gap-3 sm:max-w-5xl"
        onKeyDown={onKeyDown}
      >
        <DialogHeader>
          <DialogTitle>Review changes</DialogTitle>
          <DialogDescription>
            The {props.resultLabel} against the {props.sourceLabel}, word by word. Accept keeps a
            change, Reject puts the {props.sourceLabel}'s words back; Accept all and Reject all
            decide the changes still open.
            <span className="hidden sm:inline">
              {' '}
              Keys: J and K next and previous, A accept, R reject, Ctrl+Z undo.
            </span>
          </DialogDescription>
        </DialogHeader>
        {analysis && parts ? (
          <>
            <div className="grid gap-2">
              {measure && <ChangeMeter measure={measure} />}
              <p className="text-sm" aria-live="polite" data-testid="review-status">
                {ids.length === 0
                  ? 'No changes: the texts are the same.'
                  : `${ids.length} ${ids.length === 1 ? 'change' : 'changes'}: ${accepted} accepted, ${rejected} rejected, ${ids.length - accepted - rejected} to decide.`}
              </p>
              {facts.length > 0 && (
                <div className="flex flex-wrap items-center gap-1 text-sm text-amber-800 dark:text-amber-300">
                  <span>Facts changed:</span>
                  {facts.map((fact) => (
                    <Button
                      key={describeFactIssue(fact.issue)}
                      variant="outline"
                      size="sm"
                      className="h-7"
                      disabled={fact.changeId === null}
                      onClick={() => setCurrent(fact.changeId)}
                    >
                      {describeFactIssue(fact.issue)}
                    </Button>
                  ))}
                </div>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-1" role="toolbar" aria-label="Review">
              <Button variant="outline" size="sm" onClick={() => step(-1)} disabled={!ids.length}>
                <ChevronUpIcon aria-hidden="true" />
                Previous
              </Button>
              <Button variant="outline" size="sm" onClick={() => step(1)} disabled={!ids.length}>
                <ChevronDownIcon aria-hidden="true" />
                Next
              </Button>
              <span className="px-1 text-xs text-muted-foreground tabular-nums">
                {position ? `${position} of ${ids.length}` : `${ids.length} changes`}
              </span>
              <Button
                size="sm"
                onClick={() => decide(current, 'accepted')}
                disabled={current === null}
              >
                <CheckIcon aria-hidden="true" />
                Accept
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => decide(current, 'rejected')}
                disabled={current === null}
              >
                <XIcon aria-hidden="true" />
                Reject
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => decideAll('accepted')}
                disabled={!ids.length}
              >
                <CheckCheckIcon aria-hidden="true" />
                Accept all
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => decideAll('rejected')}
                disabled={!ids.length}
              >
                Reject all
              </Button>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => dispatch({ type: 'undo' })}
                disabled={state.history.length === 0}
              >
                <Undo2Icon aria-hidden="true" />
                Undo
              </Button>
            </div>
            <Tabs defaultValue="inline" className="flex min-h-0 flex-1 flex-col gap-2">
              <TabsList>
                <TabsTrigger value="inline">Inline</TabsTrigger>
                <TabsTrigger value="side-by-side">Side by side</TabsTrigger>
              </TabsList>
              <TabsContent value="inline" className="flex min-h-0 flex-1 flex-col">
                <InlineView
                  parts={parts}
                  decisions={state.decisions}
                  current={current}
                  facts={facts}
                  onSelect={setCurrent}
                />
              </TabsContent>
              <TabsContent value="side-by-side" className="flex min-h-0 flex-1 flex-col">
                <SideBySideView
                  parts={parts}
                  decisions={state.decisions}
                  current={current}
                  onSelect={setCurrent}
                  sourceLabel={props.sourceLabel}
                  resultLabel={props.resultLabel}
                />
              </TabsContent>
            </Tabs>
          </>
        ) : (
          <p className="text-sm text-muted-foreground">Comparing the texts…</p>
        )}
        <DialogFooter className="items-center">
          <span className="mr-auto text-xs text-muted-foreground">
            {decided > 0 ? `Your choices go into the ${props.resultLabel} as you make them.` : ''}
          </span>
          <Button variant="outline" onClick={exportWord} disabled={!parts || exporting}>
            <FileDownIcon aria-hidden="true" />
            {exporting ? 'Exporting…' : 'Word with tracked changes'}
          </Button>
          <Button onClick={props.onClose}>Done</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
