import { FileDownIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { exportErrorMessage } from '@/lib/export-messages';
import { exportLatex, type GeneratedFile, generateDocument, saveFile } from '@/lib/files';
import { toast } from '@/lib/toast';

export type ExportKind = 'txt' | 'pdf' | 'docx' | 'latex';

const ALL_KINDS: readonly ExportKind[] = ['txt', 'pdf', 'docx', 'latex'];

interface ExportButtonsProps {
  text: string;
  /** The downloaded file's name without its extension. */
  fileBase?: string;
  /** Which exports to offer, in this order. */
  kinds?: readonly ExportKind[];
}

/** TXT / PDF / Word / LaTeX exports of a text, through the server's document writers. */
export function ExportButtons({
  text,
  fileBase = 'processed-text',
  kinds = ALL_KINDS,
}: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const [separateGraphs, setSeparateGraphs] = useState(false);
  const graphsId = useId();
  const hasGraphs = /<svg[\s>]/i.test(text);

  async function run(kind: ExportKind) {
    // The PDF opens in a new tab: the tab must be opened by the click itself, or the browser
    // blocks it as a pop-up; it is filled in when the file is ready.
    const tab = kind === 'pdf' ? window.open('', '_blank') : null;
    setBusy(kind);
    try {
      let file: GeneratedFile;
      if (kind === 'latex') file = await exportLatex({ text });
      else {
        const fileName = `${fileBase}.${kind}`;
        file = await generateDocument({ text, format: kind, fileName, separateGraphs });
      }
      if (kind !== 'pdf') return saveFile(file);
      const url = URL.createObjectURL(file.blob);
      if (tab) {
        tab.location.href = url;
      } else {
        saveFile(file);
        toast.error('Print Failed', {
          description: 'The browser blocked the new tab, so the PDF was downloaded instead.',
        });
      }
      setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
    } catch (error) {
      tab?.close();
      const message = exportErrorMessage(kind, error);
      toast.error(message.title, { description: message.description });
    } finally {
      setBusy(null);
    }
  }

  const button = (kind: ExportKind, label: string, sr: string) => (
    <Button
      key={kind}
      variant="ghost"
      size="sm"
      disabled={!text.trim() || busy !== null}
      onClick={() => void run(kind)}
    >
      <FileDownIcon aria-hidden="true" />
      {busy === kind ? `${label}…` : label}
      <span className="sr-only"> {sr}</span>
    </Button>
  );

  return (
    <>
      {kinds.map((kind) => button(kind, LABELS[kind].label, LABELS[kind].sr))}
      {hasGraphs && (
        <label htmlFor={graphsId} className="flex items-center gap-1 text-xs text-muted-foreground">
          <input
            id={graphsId}
            type="checkbox"
            checked={separateGraphs}
            onChange={(event) => setSeparateGraphs(event.target.checked)}
          />
          Graphs on separate pages
        </label>
      )}
    </>
  );
}

const LABELS: Record<ExportKind, { label: string; sr: string }> = {
  txt: { label: 'TXT', sr: 'download the text as a text file' },
  pdf: { label: 'PDF', sr: 'open the text as a PDF' },
  docx: { label: 'Word', sr: 'download the text as a Word document' },
  latex: { label: 'LaTeX', sr: 'download the text as a LaTeX file' },
};
