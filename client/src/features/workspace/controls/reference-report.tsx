import { LibraryIcon } from 'lucide-react';
import { useTransform } from '../transform/transform-context';

const count = (n: number, what: string) => `${n} ${what} reference${n === 1 ? '' : 's'}`;

/**
 * After a rewrite that used the libraries: which references went to the model, whether their
 * samples were shortened to fit it, and how close input and output are to the user's voice.
 */
export function ReferenceReportView() {
  const { references } = useTransform();
  if (!references) return null;
  const { use, match } = references;
  const parts = [
    use.style > 0 && count(use.style, 'style'),
    use.content > 0 && count(use.content, 'content'),
  ].filter(Boolean);
  return (
    <div
      className="grid gap-1 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      aria-live="polite"
      data-testid="reference-report"
    >
      <p className="flex items-center gap-2">
        <LibraryIcon aria-hidden="true" className="size-4 text-muted-foreground" />
        Used {parts.join(' and ')}.
      </p>
      {use.shortened && (
        <p className="text-amber-700 dark:text-amber-400">
          Samples were shortened to fit the model's limit: only the first part of longer references
          was sent.
        </p>
      )}
      {match === 'pending' && <p className="text-muted-foreground">Measuring the style match…</p>}
      {match && match !== 'pending' && (
        <p>
          Style match with your samples: input <strong>{match.input}</strong> → output{' '}
          <strong>{match.output}</strong> <span className="text-muted-foreground">(of 100)</span>
        </p>
      )}
    </div>
  );
}
