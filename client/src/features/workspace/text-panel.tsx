import { countWords } from '@common/chunking';
import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** One column of the workspace: a titled, 256 px text area with its counts and actions. */
export function TextPanel(props: {
  id: string;
  title: string;
  value: string;
  onChange?: (value: string) => void;
  placeholder: string;
  actions?: ReactNode;
  readOnly?: boolean;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Label htmlFor={props.id} className="text-base font-semibold">
          {props.title}
        </Label>
        <div className="flex flex-wrap items-center gap-1">{props.actions}</div>
      </div>
      <Textarea
        id={props.id}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(event) => props.onChange?.(event.target.value)}
        placeholder={props.placeholder}
        className="h-64 resize-none leading-relaxed"
      />
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {countWords(props.value).toLocaleString('en-US')} words ·{' '}
        {props.value.length.toLocaleString('en-US')} characters
      </p>
    </div>
  );
}
