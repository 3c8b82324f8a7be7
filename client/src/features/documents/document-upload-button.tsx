import { UPLOAD_ACCEPT } from '@common/documents';
import type { ComponentProps } from 'react';
import { FilePickerButton } from '@/components/file-picker-button';
import type { Button } from '@/components/ui/button';
import { useDocumentUpload } from './use-document-upload';

/**
 * A button that opens the file picker and uploads the chosen file into the input; `onAdded`
 * as in `useDocumentUpload`.
 */
export function DocumentUploadButton({
  label,
  srLabel,
  onAdded,
  ...props
}: { label: string; srLabel?: string; onAdded?: (text: string) => void } & Omit<
  ComponentProps<typeof Button>,
  'onClick'
>) {
  const { upload, busy } = useDocumentUpload(onAdded);
  return (
    <FilePickerButton
      {...props}
      accept={UPLOAD_ACCEPT}
      onFile={(file) => void upload(file)}
      label={label}
      srLabel={srLabel}
      disabled={Boolean(busy) || props.disabled}
    />
  );
}
