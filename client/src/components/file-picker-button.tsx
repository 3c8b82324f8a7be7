import { UploadIcon } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { HiddenFileInput } from './hidden-file-input';

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
      <HiddenFileInput ref={input} accept={accept} onFile={onFile} />
      <Button {...props} onClick={() => input.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {label}
        {srLabel && <span className="sr-only"> {srLabel}</span>}
      </Button>
    </>
  );
}
