import {
  ANALYSIS_PROVIDERS,
  type AnalysisProvider,
  DEFAULT_ANALYSIS_PROVIDER,
  type RewriteMode,
} from '@common/analysis';
import { useState } from 'react';
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
  const [documentA, setDocumentA] = useLocalDraft(DRAFT.a);
  const [documentB, setDocumentB] = useLocalDraft(DRAFT.b);
  const [instructions, setInstructions] = useLocalDraft(DRAFT.instructions);
  const [compare, setCompare] = useState(false);
  const [provider, setProvider] = useState<AnalysisProvider>(DEFAULT_ANALYSIS_PROVIDER);
  const [comprehensive, setComprehensive] = useState(false);
  const [rewriteMode, setRewriteMode] = useState<RewriteMode>('intelligence');

  const available = (id: AnalysisProvider) => services?.[id] === true;
  /** No model yet ('none'): the section says so and its actions are off, rather than failing. */
  const readiness = !services ? 'checking' : ANALYSIS_PROVIDERS.some(available) ? 'ready' : 'none';
  // An unavailable provider is never shown or sent as the choice: the default, then the list's
  // order, stand in.
  const selected: AnalysisProvider | '' = available(provider)
    ? provider
    : ([DEFAULT_ANALYSIS_PROVIDER, ...ANALYSIS_PROVIDERS].find(available) ?? '');
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
