import { ReviewChanges } from '@/components/review/review-changes';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { REWRITE_REVIEW_PLACE } from './kept-rewrite';

/**
 * Side by side: Document A as it is and the rewrite. Accept replaces A; Keep Original discards.
 * Review changes goes through the rewrite word by word; Accept then takes the reviewed text.
 */
export function RewriteDialog(props: {
  original: string;
  rewrite: string | null;
  onReviewed: (text: string) => void;
  onAccept: () => void;
  onKeepOriginal: () => void;
}) {
  return (
    <Dialog open={props.rewrite !== null} onOpenChange={(open) => !open && props.onKeepOriginal()}>
      <DialogContent className="sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>Rewrite Comparison</DialogTitle>
          <DialogDescription>
            Accept replaces Document A with the rewrite; Keep Original discards the rewrite.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 md:grid-cols-2">
          {[
            { label: 'Original', text: props.original },
            { label: 'Rewrite', text: props.rewrite ?? '' },
          ].map(({ label, text }) => (
            <section key={label} aria-label={label} className="grid min-w-0 content-start gap-2">
              <h3 className="text-sm font-semibold">{label}</h3>
              <div className="max-h-[50vh] overflow-y-auto whitespace-pre-wrap rounded-md border p-3 text-sm leading-relaxed">
                {text}
              </div>
            </section>
          ))}
        </div>
        <ReviewChanges
          place={REWRITE_REVIEW_PLACE}
          source={props.original}
          result={props.rewrite ?? ''}
          onResultChange={props.onReviewed}
          sourceLabel="Document A"
          resultLabel="rewrite"
          fileBase="rewrite"
        />
        <DialogFooter>
          <Button variant="outline" onClick={props.onKeepOriginal}>
            Keep Original
          </Button>
          <Button onClick={props.onAccept}>Accept</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
