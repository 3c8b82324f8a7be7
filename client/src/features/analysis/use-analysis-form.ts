import {
  ANALYSIS_PROVIDERS,
  type AnalysisProvider,
  DEFAULT_ANALYSIS_PROVIDER,
  type RewriteMode,
} from '@common/analysis';
import type { Source } from '@common/authorship';
import { useCallback, useState } from 'react';
import { providerChoice } from '@/lib/provider-choice';
import { TextProvenance, TYPED } from '@/lib/text-provenance';
import { useLocalDraft } from '@/lib/use-local-draft';
import type { RunInputs } from './use-analysis-runs';

const DRAFT = {
  a: 'redraft.analysis.documentA',
  b: 'redraft.analysis.documentB',
  instructions: 'redraft.analysis.instructions',
};

/** Provider availability from /api/status (the home route reads it). */
export type AnalysisServices = Partial<Record<AnalysisProvider, boolean>>;

/**
 * What the Intelligence Analysis section asks of the user: the documents and the instructions
 * (kept in the browser), the mode, the rewrite mode and the provider.
 */
export function useAnalysisForm(services: AnalysisServices | undefined) {
  const [documentA, setDraftA] = useLocalDraft(DRAFT.a);
  const [documentB, setDraftB] = useLocalDraft(DRAFT.b);
  // Where each character of the documents came from, for the workspace's authorship record
  // when a document is sent there (a draft from before the page opened is "Not recorded").
  const [provenance] = useState(() => ({
    A: new TextProvenance(documentA),
    B: new TextProvenance(documentB),
  }));
  const setDocumentA = useCallback(
    (text: string, source: Source = TYPED, whole = false) => {
      provenance.A.change(text, source, whole);
      setDraftA(text);
    },
    [provenance, setDraftA],
  );
  const setDocumentB = useCallback(
    (text: string, source: Source = TYPED, whole = false) => {
      provenance.B.change(text, source, whole);
      setDraftB(text);
    },
    [provenance, setDraftB],
  );
  const [instructions, setInstructions] = useLocalDraft(DRAFT.instructions);
  const [compare, setCompare] = useState(false);
  const [provider, setProvider] = useState<AnalysisProvider>(DEFAULT_ANALYSIS_PROVIDER);
  const [comprehensive, setComprehensive] = useState(false);
  const [rewriteMode, setRewriteMode] = useState<RewriteMode>('intelligence');

  // The default first, then the list's order, stand in for an unavailable choice.
  const { available, readiness, selected } = providerChoice(services, provider, [
    DEFAULT_ANALYSIS_PROVIDER,
    ...ANALYSIS_PROVIDERS,
  ]);
  const inputs: RunInputs = {
    documentA,
    documentB,
    compare,
    provider: selected || provider,
    comprehensive,
    instructions,
    rewriteMode,
  };

  return {
    documentA,
    setDocumentA,
    documentB,
    setDocumentB,
    /** Where each piece of a document's text came from. */
    sourcesOf: (which: 'A' | 'B', text: string) => provenance[which].piecesOf(text),
    instructions,
    setInstructions,
    compare,
    setCompare,
    comprehensive,
    setComprehensive,
    rewriteMode,
    setRewriteMode,
    /** The provider a run uses: the user's choice while available, '' when none is. */
    selected,
    setProvider,
    available,
    readiness,
    /** What a run sends. */
    inputs,
    /** Reset Everything empties the documents and the instructions. */
    clear() {
      setDocumentA('');
      setDocumentB('');
      setInstructions('');
    },
  };
}

export type AnalysisForm = ReturnType<typeof useAnalysisForm>;
