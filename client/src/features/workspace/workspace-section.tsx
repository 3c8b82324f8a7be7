import { CopyIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ExportButtons } from '@/features/documents/export-buttons';
import { UploadButton } from '@/features/documents/file-picker';
import { copyText } from '@/lib/clipboard';
import { TextPanel } from './text-panel';
import { useWorkspace } from './workspace-context';

/** The main dictation workspace: input on the left, processed output on the right. */
export function WorkspaceSection() {
  const { input, setInput, output, setOutput } = useWorkspace();

  return (
    <Card>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <TextPanel
          id="original-dictation"
          title="Original Dictation"
          value={input}
          onChange={setInput}
          placeholder="Type, paste or dictate your text here…"
          actions={
            <>
              <UploadButton
                label="Upload"
                srLabel="a file into the original text"
                variant="ghost"
                size="sm"
              />
              <Button variant="ghost" size="sm" onClick={() => copyText(input)} disabled={!input}>
                <CopyIcon aria-hidden="true" />
                Copy<span className="sr-only"> original text</span>
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setInput('')} disabled={!input}>
                <Trash2Icon aria-hidden="true" />
                Clear<span className="sr-only"> original text</span>
              </Button>
            </>
          }
        />
        <TextPanel
          id="processed-output"
          title="Processed Output"
          value={output}
          onChange={setOutput}
          placeholder="The rewritten text appears here."
          actions={
            <>
              <Button variant="ghost" size="sm" onClick={() => copyText(output)} disabled={!output}>
                <CopyIcon aria-hidden="true" />
                Copy<span className="sr-only"> processed text</span>
              </Button>
              <ExportButtons text={output} />
            </>
          }
        />
      </CardContent>
    </Card>
  );
}
