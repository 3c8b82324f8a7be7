import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A native checkbox with its label, sized to sit beside the other controls. */
export function CheckboxField({
  label,
  className,
  ...props
}: Omit<React.ComponentProps<'input'>, 'type'> & { label: React.ReactNode }) {
  return (
    <label className={cn('flex cursor-pointer items-center gap-2 text-sm select-none', className)}>
      <input type="checkbox" className="size-4 accent-primary" {...props} />
      {label}
    </label>
  );
}
