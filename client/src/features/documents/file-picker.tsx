import { UPLOAD_ACCEPT } from '@common/documents';
import { UploadIcon } from 'lucide-react';
import { type ComponentProps, useRef } from 'react';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button } from '@/components/ui/button';
import { useDocumentUpload } from './use-document-upload';

/** A button that opens the file picker and uploads the chosen file into the input. */
export function UploadButton({
  label,
  srLabel,
  ...props
}: { label: string; srLabel?: string } & Omit<ComponentProps<typeof Button>, 'onClick'>) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy } = useDocumentUpload();
  return (
    <>
      <HiddenFileInput ref={input} accept={UPLOAD_ACCEPT} onFile={(file) => void upload(file)} />
      <Button
        {...props}
        disabled={Boolean(busy) || props.disabled}
        onClick={() => input.current?.click()}
      >
        <UploadIcon aria-hidden="true" />
        {label}
        {srLabel && <span className="sr-only"> {srLabel}</span>}
      </Button>
    </>
  );
}
