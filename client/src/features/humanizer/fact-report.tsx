import { describeFactIssues, type FactIssue, type Pass } from '@common/humanizer';
import { AlertTriangleIcon, CheckCircle2Icon } from 'lucide-react';
import { Fragment } from 'react';

/** Splits the output at every fact the run added or changed, so those can be marked. */
function markFacts(text: string, issues: FactIssue[]) {
  const marks = [...new Set(issues.flatMap((issue) => (issue.after ? [issue.after] : [])))];
  if (marks.length === 0) return [text];
  const escaped = marks.map((mark) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = new RegExp(`(${escaped.join('|')})`, 'g');
  let offset = 0;
  return text.split(pattern).map((piece, index) => {
    const key = `${offset}-${index % 2}`;
    offset += piece.length;
    return index % 2 === 1 ? (
      <mark key={key} className="rounded bg-amber-200 px-0.5 text-black dark:bg-amber-300">
        {piece}
      </mark>
    ) : (
      <Fragment key={key}>{piece}</Fragment>
    );
  });
}

/**
 * What the fact lock found in the last run: never presented as clean when a fact was added,
 * changed or dropped. The changed facts are listed and marked in the output.
 */
export function FactReport({
  text,
  issues,
  passes,
}: {
  text: string;
  issues: FactIssue[];
  passes: Pass[];
}) {
  return (
    <div className="grid gap-2 text-sm">
      {passes.length > 0 && (
        <ol
          className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground"
          aria-label="AI score of each pass"
        >
          {passes.map((pass) => (
            <li key={pass.pass}>
              Pass {pass.pass}: {pass.outputAiScore}% AI
              {pass.retried ? ' (retried to keep facts)' : ''}
            </li>
          ))}
        </ol>
      )}
      {issues.length === 0 ? (
        <p className="flex items-center gap-2 text-emerald-700 dark:text-emerald-400">
          <CheckCircle2Icon className="size-4" aria-hidden="true" />
          Facts checked: every number, name, quotation, citation and URL of the input is kept.
        </p>
      ) : (
        <div
          role="alert"
          className="grid gap-2 rounded-md border border-red-700/60 bg-red-50 p-3 dark:bg-red-950/40"
        >
          <p className="flex items-start gap-2 font-medium text-red-800 dark:text-red-300">
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>Check before using: {describeFactIssues(issues)}</span>
          </p>
          <div
            className="max-h-48 overflow-y-auto whitespace-pre-wrap rounded bg-background p-2 leading-relaxed"
            title="The output with the changed facts marked"
          >
            {markFacts(text, issues)}
          </div>
        </div>
      )}
    </div>
  );
}
