import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import type { Readiness } from '@/lib/provider-choice';

export interface ProviderOption<Id extends string> {
  id: Id;
  label: string;
  available: boolean;
}

/**
 * A labelled choice of provider or model. Unavailable ones are listed but disabled; while none
 * is chosen, the empty choice says why: the status is still being read, or no key is set.
 */
export function ProviderSelect<Id extends string>(props: {
  id: string;
  label: string;
  /** '' while nothing available can be chosen. */
  value: Id | '';
  onChange: (id: Id) => void;
  readiness: Readiness;
  options: readonly ProviderOption<Id>[];
  className: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={props.id} className="text-xs text-muted-foreground">
        {props.label}
      </Label>
      <NativeSelect
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as Id)}
        className={props.className}
      >
        {props.value === '' && (
          <option value="" disabled>
            {props.readiness === 'checking' ? 'Checking…' : 'No model yet'}
          </option>
        )}
        {props.options.map((option) => (
          <option key={option.id} value={option.id} disabled={!option.available}>
            {option.label}
            {option.available ? '' : ' (unavailable)'}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
