import type { LibraryReference } from '@common/library';
import type { UseQueryResult } from '@tanstack/react-query';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';
import { cn } from '@/lib/utils';

export const documentCount = (n: number) => `${n} document${n === 1 ? '' : 's'}`;

/** The list's loading, failure and empty states, or the list itself. */
export function LibraryState({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<LibraryReference[]>;
  empty: string;
  children(list: LibraryReference[]): ReactNode;
}) {
  if (query.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        The library could not be loaded: {describeError(query.error, 'please reload the page')}
      </p>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {empty}
      </p>
    );
  }
  return children(query.data);
}

/** The style card's active toggle: a switch a screen reader announces as on or off. */
export function ActiveSwitch({
  name,
  active,
  onChange,
}: {
  name: string;
  active: boolean;
  onChange(active: boolean): void;
}) {
  return (
    <label className="flex shrink-0 cursor-pointer items-center gap-2 text-sm">
      <span className={active ? 'font-medium' : 'text-muted-foreground'}>
        {active ? 'Active' : 'Inactive'}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={active}
        aria-label={`Active: ${name}`}
        onClick={() => onChange(!active)}
        className={cn(
          'relative h-5 w-9 rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2',
          active ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute top-0.5 left-0.5 size-4 rounded-full bg-background shadow transition-transform',
            active && 'translate-x-4',
          )}
        />
      </button>
    </label>
  );
}

/** A reference card's Edit and Delete buttons, named for screen readers by the reference. */
export function EditDeleteButtons({
  name,
  onOpen,
}: {
  name: string;
  onOpen(dialog: 'edit' | 'delete'): void;
}) {
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => onOpen('edit')}>
        <PencilIcon aria-hidden="true" />
        <span className="sr-only">Edit {name}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => onOpen('delete')}>
        <Trash2Icon aria-hidden="true" />
        <span className="sr-only">Delete {name}</span>
      </Button>
    </>
  );
}
