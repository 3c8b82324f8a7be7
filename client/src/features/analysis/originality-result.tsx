import type { OriginalityResponse } from '@common/analysis';
import { Badge } from '@/components/ui/badge';

/** The originality evaluation: the score, the verdict, and the quoted derivative and new parts. */
export function OriginalityResult({ result }: { result: OriginalityResponse }) {
  return (
    <section aria-label="Originality" className="grid gap-3 rounded-lg border p-4">
      <h4 className="flex flex-wrap items-center gap-2 font-semibold">
        Originality <Badge variant="secondary">{result.originalityScore}/100</Badge>
      </h4>
      <p className="whitespace-pre-wrap font-serif text-sm leading-relaxed">{result.verdict}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <h5 className="text-sm font-medium">Derivative</h5>
          {result.derivative.length === 0 ? (
            <p className="text-sm text-muted-foreground">No derivative passage was quoted.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {result.derivative.map((item) => (
                <li key={item.quote}>
                  “{item.quote}” <span className="text-muted-foreground">echoes {item.echoes}</span>{' '}
                  {item.explanation}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="grid content-start gap-2">
          <h5 className="text-sm font-medium">New</h5>
          {result.novel.length === 0 ? (
            <p className="text-sm text-muted-foreground">No new passage was quoted.</p>
          ) : (
            <ul className="grid gap-2 text-sm">
              {result.novel.map((item) => (
                <li key={item.quote}>
                  “{item.quote}” {item.explanation}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {result.droppedQuotes > 0 && (
        <p className="text-xs text-muted-foreground">
          {result.droppedQuotes} finding{result.droppedQuotes === 1 ? '' : 's'} quoted text that is
          not in the document and {result.droppedQuotes === 1 ? 'was' : 'were'} left out.
        </p>
      )}
    </section>
  );
}
