import { HUMANIZER_UPLOAD_EXTENSIONS, type UploadResponse } from '@common/humanizer';
import { UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { humanizerApi } from './api';
import { uploadFailure } from './messages';

const ACCEPT = HUMANIZER_UPLOAD_EXTENSIONS.join(',');

/** Box A's upload: .txt, .pdf, .doc, .docx, read on the server; the text replaces Box A. */
export function UploadButton({ onText }: { onText: (result: UploadResponse) => void }) {
  const picker = useRef<HTMLInputElement>(null);
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
        description: `${result.document.wordCount.toLocaleString('en-US')} words from ${result.document.filename}`,
        duration: 3000,
      });
    } catch (error) {
      toast.error('Upload failed', { description: uploadFailure(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button variant="ghost" size="sm" disabled={busy} onClick={() => picker.current?.click()}>
        <UploadIcon aria-hidden="true" />
        {busy ? 'Reading…' : 'Upload'}
        <span className="sr-only"> a file into Box A</span>
      </Button>
    </>
  );
}
