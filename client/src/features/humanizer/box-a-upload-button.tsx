import { formatNumber } from '@common/format-number';
import { HUMANIZER_UPLOAD_EXTENSIONS, type UploadResponse } from '@common/humanizer';
import { useState } from 'react';
import { FilePickerButton } from '@/components/file-picker-button';
import { toast } from '@/lib/toast';
import { humanizerApi } from './api';
import { uploadFailure } from './messages';

const ACCEPT = HUMANIZER_UPLOAD_EXTENSIONS.join(',');

/** Box A's upload: .txt, .pdf, .doc, .docx, read on the server; the text replaces Box A. */
export function BoxAUploadButton({ onText }: { onText: (result: UploadResponse) => void }) {
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(HUMANIZER_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
      toast.error('Upload failed', { description: 'Please try again with a different file.' });
      return;
    }
    setBusy(true);
    try {
      const result = await humanizerApi.upload(file);
      onText(result);
      toast.success('Text added', {
        description: `${formatNumber(result.document.wordCount)} words from ${result.document.filename}`,
        duration: 3000,
      });
    } catch (error) {
      toast.error('Upload failed', { description: uploadFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FilePickerButton
      accept={ACCEPT}
      onFile={(file) => void upload(file)}
      label={busy ? 'Reading…' : 'Upload'}
      srLabel="a file into Box A"
      variant="ghost"
      size="sm"
      disabled={busy}
    />
  );
}
