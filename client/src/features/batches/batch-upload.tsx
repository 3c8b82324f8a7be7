import { BATCH_LIMITS } from '@common/batches';
import { UPLOAD_ACCEPT } from '@common/documents';
import { UploadIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useStartBatch } from './api';

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** Many files or one ZIP of them, sent as one batch; the limits are said before the upload. */
export function BatchUpload({ onStarted }: { onStarted: (id: string) => void }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const start = useStartBatch();
  const total = files.reduce((sum, file) => sum + file.size, 0);

  const submit = () =>
    start.mutate(files, {
      onSuccess: ({ id }) => {
        setFiles([]);
        if (input.current) input.current.value = '';
        onStarted(id);
      },
      onError: (error) =>
        toast.error('The batch could not be started', {
          description: describeError(error, 'Please try again.'),
        }),
    });

  return (
    <div className="grid gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        Files to check
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        multiple
        accept={`${UPLOAD_ACCEPT},.zip,application/zip`}
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        className="block w-full rounded-md border bg-background p-2 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
      />
      <p className="text-sm text-muted-foreground">
        Up to {BATCH_LIMITS.maxFiles} files (PDF, Word, RTF, text or images), or a ZIP of them;{' '}
        {megabytes(BATCH_LIMITS.maxFileBytes)} a file, {megabytes(BATCH_LIMITS.maxBatchBytes)} in
        all. Each file is checked by the local detector on the server: you can close this page and
        come back.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={submit} disabled={files.length === 0 || start.isPending}>
          <UploadIcon aria-hidden="true" />
          {start.isPending ? 'Uploading…' : 'Check files'}
        </Button>
        {files.length > 0 && (
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {files.length} {files.length === 1 ? 'file' : 'files'} selected (
            {(total / 1024).toFixed(0)} KB)
          </span>
        )}
      </div>
    </div>
  );
}
