import { Switch } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * An on/off switch with its visible label (shadcn's Switch on Radix): a button with
 * role="switch" whose knob stays inside its 36×20 px track in both states.
 */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  description,
  className,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** A short line under the label, read with it by screen readers. */
  description?: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        className="peer inline-flex h-5 w-9 shrink-0 cursor-pointer items-center rounded-full disabled:cursor-not-allowed disabled:opacity-50 border-2 border-transparent bg-input shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-4 rounded-full bg-background shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0" />
      </Switch.Root>
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer text-sm leading-none font-medium select-none">
          {label}
        </label>
        {description && (
          <span id={`${id}-description`} className="text-xs text-muted-foreground">
            {description}
          </span>
        )}
      </div>
    </div>
  );
}
