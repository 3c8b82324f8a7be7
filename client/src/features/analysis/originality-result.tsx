import type { OriginalityResponse } from '@common/analysis';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

function Findings(props: {
  title: string;
  empty: string;
  items: { quote: string; text: ReactNode }[];
}) {
  return (
    <div className="grid content-start gap-2">
      <h5 className="text-sm font-medium">{props.title}</h5>
      {props.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{props.empty}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {props.items.map((item) => (
            <li key={item.quote}>
              “{item.quote}” {item.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The originality evaluation: the score, the verdict, and the quoted derivative and new parts. */
export function OriginalityResult({ result }: { result: OriginalityResponse }) {
  return (
    <section aria-label="Originality" className="grid gap-3 rounded-lg border p-4">
      <h4 className="flex flex-wrap items-center gap-2 font-semibold">
        Originality <Badge variant="secondary">{result.originalityScore}/100</Badge>
      </h4>
      <p className="whitespace-pre-wrap text-sm leading-relaxed">{result.verdict}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Findings
          title="Derivative"
          empty="No derivative passage was quoted."
          items={result.derivative.map((item) => ({
            quote: item.quote,
            text: (
              <>
                <span className="text-muted-foreground">echoes {item.echoes}</span>{' '}
                {item.explanation}
              </>
            ),
          }))}
        />
        <Findings
          title="New"
          empty="No new passage was quoted."
          items={result.novel.map((item) => ({ quote: item.quote, text: item.explanation }))}
        />
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
