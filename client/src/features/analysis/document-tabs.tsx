import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useReadSharedText, useSendText } from '@/lib/text-handoff';
import { toast } from '@/lib/toast';
import { type DictationSlot, DocumentBox } from './document-box';
import { documentHandoffs } from './handoffs';
import type { AnalysisForm } from './use-analysis-form';

/** One document, or two side by side to compare. */
export function DocumentTabs({
  form,
  renderDictation,
}: {
  form: Pick<
    AnalysisForm,
    | 'compare'
    | 'setCompare'
    | 'documentA'
    | 'setDocumentA'
    | 'documentB'
    | 'setDocumentB'
    | 'sourcesOf'
  >;
  renderDictation?: DictationSlot;
}) {
  const send = useSendText();
  const readWorkspaceInput = useReadSharedText('workspace-input');
  const handoffs = documentHandoffs(
    send,
    (target) =>
      toast.error(`${target} is not available`, {
        description: 'That section is not on this page.',
      }),
    readWorkspaceInput,
  );
  const box = (which: 'A' | 'B') => (
    <DocumentBox
      id={`analysis-document-${which.toLowerCase()}`}
      title={`Document ${which}`}
      value={which === 'A' ? form.documentA : form.documentB}
      onChange={which === 'A' ? form.setDocumentA : form.setDocumentB}
      renderDictation={renderDictation}
      onSendToMain={(text) => handoffs.toMain(text, form.sourcesOf(which, text))}
      onSendToBypass={handoffs.toBypass}
    />
  );

  return (
    <Tabs
      value={form.compare ? 'compare' : 'single'}
      onValueChange={(v) => form.setCompare(v === 'compare')}
      className="grid gap-5"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <TabsList aria-label="Documents">
          <TabsTrigger value="single">Single Document</TabsTrigger>
          <TabsTrigger value="compare">Compare Two Documents</TabsTrigger>
        </TabsList>
      </div>

      <TabsContent value="single">{box('A')}</TabsContent>
      <TabsContent value="compare" className="grid gap-5 lg:grid-cols-2">
        {box('A')}
        {box('B')}
      </TabsContent>
    </Tabs>
  );
}
