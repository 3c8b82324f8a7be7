import type { LibraryReference } from '@common/library';
import { ClipboardPasteIcon, FilePlusIcon, UploadIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { HiddenFileInput } from '@/components/hidden-file-input';
import { Button } from '@/components/ui/button';
import { useReadSharedText } from '@/lib/text-handoff';
import { toast } from '@/lib/toast';
import { useFileDrop } from '@/lib/use-file-drop';
import { cn } from '@/lib/utils';
import { DocumentList } from './document-list';
import { DocumentDialog } from './library-dialogs';
import { useLibraryActions } from './use-library-actions';

/** The content library's accepted uploads (spec); the server decides from the bytes. */
const CONTENT_ACCEPT = '.txt,.pdf,.docx,.doc,.rtf,text/plain,application/pdf';

/** The selected content reference's documents, and the ways to add more. */
export function ContentDocuments({ reference }: { reference: LibraryReference }) {
  const actions = useLibraryActions('contents');
  // Read when the button is pressed: following every keystroke would re-render the library.
  const readWorkspaceText = useReadSharedText('workspace-input');
  const picker = useRef<HTMLInputElement>(null);
  const [adding, setAdding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const { dragging, dropProps } = useFileDrop((file) => void upload(file));

  const upload = async (file: File) => {
    setUploading(true);
    try {
      await actions.upload(reference.id, file);
    } catch {
      // Said in a toast.
    } finally {
      setUploading(false);
    }
  };

  const addCurrentText = () => {
    const workspaceText = readWorkspaceText();
    if (!workspaceText.trim()) {
      toast.error('No current text', {
        description: 'Type or dictate in the workspace first: its input is what gets added.',
      });
      return;
    }
    const name = `Workspace text, ${new Date().toLocaleString()}`;
    actions.addDocument(reference.id, { name, content: workspaceText }).catch(() => {});
  };

  return (
    <section
      aria-label={`Documents of ${reference.name}`}
      className="grid gap-3 rounded-lg border bg-muted/30 p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{reference.name}: documents</h3>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
            <FilePlusIcon aria-hidden="true" />
            Add Document
          </Button>
          <Button variant="outline" size="sm" onClick={addCurrentText}>
            <ClipboardPasteIcon aria-hidden="true" />
            Add Current Text
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={uploading}
            onClick={() => picker.current?.click()}
          >
            <UploadIcon aria-hidden="true" />
            {uploading ? 'Uploading…' : 'Upload File'}
          </Button>
          <HiddenFileInput
            ref={picker}
            accept={CONTENT_ACCEPT}
            onFile={(file) => void upload(file)}
          />
        </div>
      </div>
      <section
        aria-label="Content drop zone"
        {...dropProps}
        className={cn(
          'rounded-md border-2 border-dashed p-4 text-center text-sm text-muted-foreground transition-colors',
          dragging && 'border-primary bg-primary/5 text-foreground',
        )}
      >
        {uploading ? 'Reading the file…' : 'Drop a file here: TXT, PDF, DOCX, DOC or RTF.'}
      </section>
      <DocumentList kind="contents" referenceId={reference.id} referenceName={reference.name} />
      <DocumentDialog
        open={adding}
        onOpenChange={setAdding}
        description={`A document for '${reference.name}'.`}
        onSubmit={(values) => actions.addDocument(reference.id, values)}
      />
    </section>
  );
}
