import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createLiveText } from '../stream/live-text';
import { prepareStreamReader } from '../stream/stream-reader-spare';

export type Busy = 'transforming' | 'chunked' | 'homework' | 'chunks' | null;

export const CANCELLED_TEXT = 'Transformation cancelled by user';
export const chunkedProgressText = (percent: number) =>
  `Processing document in chunks... (${percent}% complete)`;

/** What every run mode shares: what is running, its progress, and the streaming output. */
export function useRunState() {
  const [busy, setBusy] = useState<Busy>(null);
  const [runsStarted, setRunsStarted] = useState(0);
  const countStart = useCallback(() => setRunsStarted((count) => count + 1), []);
  const [progress, setProgress] = useState(0);
  // The streamed rewrite running now, which Cancel stops.
  const controller = useRef<AbortController | null>(null);
  const [liveOutput] = useState(createLiveText);
  // Counts the rewrites whose end was rendered. A fast rewrite can start and end in one render,
  // leaving `busy` as it was: the count still changes.
  const [runsEnded, setRunsEnded] = useState(0);
  const countEnd = useCallback(() => setRunsEnded((count) => count + 1), []);
  // A rewrite that ended empties the streaming store once the end is on the page, in the same
  // commit: the output view then leaves the stream's view, or keeps a long answer in it.
  useLayoutEffect(() => {
    if (busy === null && runsEnded > 0) liveOutput.set(null);
  }, [busy, runsEnded, liveOutput]);
  useEffect(prepareStreamReader, []);
  return {
    busy,
    setBusy,
    runsStarted,
    countStart,
    countEnd,
    progress,
    setProgress,
    controller,
    liveOutput,
  };
}

export type RunState = ReturnType<typeof useRunState>;
