import { MAX_SAMPLES } from '@common/humanizer';
import { useReferences } from '@/lib/library-lists';

const TITLES = {
  style: {
    legend: 'Style samples',
    none: 'No active style references. Activate some in the Personal Style Library.',
  },
  content: {
    legend: 'Content samples',
    none: 'No active content references. Activate some in the Content Reference Library.',
  },
} as const;

/**
 * The caller's ACTIVE library references of one kind, to choose at most 10 as samples. The
 * numbers sent are the references' ids (docs/decisions/054-humanizer-who-may-use-it-and-jobs.md).
 */
export function LibraryChecklist({
  kind,
  selected,
  onChange,
}: {
  kind: 'style' | 'content';
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const query = useReferences(kind === 'style' ? 'styles' : 'contents');
  const active = (query.data ?? []).filter((reference) => reference.active);
  const full = selected.length >= MAX_SAMPLES;
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 text-sm font-semibold">
        {TITLES[kind].legend}{' '}
        <span className="font-normal text-muted-foreground">
          ({selected.length} of at most {MAX_SAMPLES} chosen)
        </span>
      </legend>
      <ul className="grid max-h-32 gap-1 overflow-y-auto rounded-md border p-2 text-sm">
        {query.isPending && <li className="text-muted-foreground">Loading…</li>}
        {query.isError && (
          <li className="text-muted-foreground">Your {kind} references could not be loaded.</li>
        )}
        {query.isSuccess && active.length === 0 && (
          <li className="text-muted-foreground">{TITLES[kind].none}</li>
        )}
        {active.map((reference) => {
          const checked = selected.includes(reference.id);
          return (
            <li key={reference.id}>
              <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-accent">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(reference.id, event.target.checked)}
                />
                <span className="truncate">{reference.name}</span>
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                  {reference.documentCount}{' '}
                  {reference.documentCount === 1 ? 'document' : 'documents'}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
