import type { AnalysisProgress } from '@common/analysis';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';

export type RunKind = 'analyze' | 'fiction' | 'originality' | 'rewrite';

/**
 * One analysis request at a time: what runs, its progress, and Cancel. A new run stops the one
 * before it; only the latest run's end clears the state.
 */
export function useCancellableRun() {
  const [running, setRunning] = useState<RunKind | null>(null);
  const [progress, setProgress] = useState<AnalysisProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  async function run<T>(kind: RunKind, work: (signal: AbortSignal) => Promise<T>) {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setRunning(kind);
    setProgress(null);
    try {
      return await work(current.signal);
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setRunning(null);
        setProgress(null);
      }
    }
  }

  function cancel() {
    if (!controller.current) return;
    controller.current.abort();
    toast('Cancelled', { description: 'The request was stopped; your documents are unchanged.' });
  }

  return { running, progress, setProgress, run, cancel, abort: () => controller.current?.abort() };
}

export type CancellableRun = ReturnType<typeof useCancellableRun>;
