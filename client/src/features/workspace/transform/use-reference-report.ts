import type { ReferenceUse } from '@common/library';
import { useCallback, useState } from 'react';
import { styleMatch } from './transform-client';

/** What the last rewrite took from the libraries, and how close input and output are to the voice. */
export interface ReferenceReport {
  use: ReferenceUse;
  /** 0-100 each; 'pending' while it is measured, null when there is none. */
  match: { input: number; output: number } | 'pending' | null;
}

/** The library references of the last rewrite, with the style match measured after it. */
export function useReferenceReport() {
  const [references, setReferences] = useState<ReferenceReport | null>(null);

  /** Shows what the rewrite used; with style references, the style match of input and output. */
  const reportReferences = useCallback(
    async (use: ReferenceUse | undefined, source: string, result: string) => {
      if (!use) return;
      const measure = use.style > 0 && result.trim() !== '';
      setReferences({ use, match: measure ? 'pending' : null });
      if (!measure) return;
      try {
        const scores = await styleMatch([source, result]);
        setReferences({ use, match: scores && { input: scores[0]!, output: scores[1]! } });
      } catch {
        // The figure is extra: the rewrite stands without it.
        setReferences({ use, match: null });
      }
    },
    [],
  );

  return { references, setReferences, reportReferences };
}

export type ReferenceReporter = ReturnType<typeof useReferenceReport>;
