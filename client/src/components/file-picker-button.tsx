import { UploadIcon } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { Button } from '@/components/ui/button';

/** A button that opens the browser's file picker and hands over the chosen file. */
export function FilePickerButton({
  accept,
  onFile,
  label,
  srLabel,
  ...props
}: {
  accept: string;
  onFile: (file: File) => void;
  label: string;
  srLabel?: string;
} & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so that choosing the same file again is a change too.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...props} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {label}
        {srLabel && <span className="sr-only"> {srLabel}</span>}
      </Button>
    </>
  );
}
