import { countWords } from '@common/chunking';
import { formatNumber } from '@common/format-number';
import { CopyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { copyText } from '@/lib/clipboard';
import { useTextAreaChecks } from '@/lib/writing-slot';

/** A titled text box with its badge, actions and footer. */
export function Box(props: {
  id: string;
  title: string;
  badge?: ReactNode;
  actions?: ReactNode;
  /** Shown between the title row and the text (Box B's writing sample dropdown). */
  above?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Height and type of the text area. */
  textClass: string;
  footer?: ReactNode;
  /** Spelling, grammar and readability under the box (not for a style sample, meant as it is). */
  checked?: boolean;
}) {
  const { ref, checks } = useTextAreaChecks(
    props.value,
    props.onChange,
    props.title.split(': ').at(-1)?.toLowerCase() ?? props.title,
  );
  return (
    // Relative: the writing checks lay their underlines over the text area.
    <div className="relative grid min-w-0 content-start gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Label htmlFor={props.id} className="text-base font-semibold">
            {props.title}
          </Label>
          {props.badge}
        </div>
        <div className="flex flex-wrap items-center gap-1">{props.actions}</div>
      </div>
      {props.above}
      <Textarea
        ref={props.checked ? ref : undefined}
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={`resize-none leading-relaxed ${props.textClass}`}
      />
      {props.footer}
      {props.checked ? checks : null}
    </div>
  );
}

/** "12 words · 80 characters" under a box. */
export const counts = (text: string) =>
  `${formatNumber(countWords(text))} words · ${formatNumber(text.length)} characters`;

export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <Button variant="ghost" size="sm" disabled={!text} onClick={() => void copyText(text)}>
      <CopyIcon aria-hidden="true" />
      Copy<span className="sr-only"> {what}</span>
    </Button>
  );
}

/** A labelled plain text field (the content reference, the custom instructions). */
export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  className: string;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={props.id} className="font-semibold">
        {props.label}
      </Label>
      <Textarea
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        placeholder={props.placeholder}
        className={`resize-none text-sm ${props.className}`}
      />
    </div>
  );
}
