import { useState } from 'react';

/**
 * What a run is asked to do besides the texts: the techniques ticked, the library's style and
 * content samples chosen, and the target AI score when it is on. Kept for the page's life only.
 */
export function useHumanizerOptions() {
  const [techniques, setTechniques] = useState<string[]>([]);
  const [styleSamples, setStyleSamples] = useState<number[]>([]);
  const [contentSamples, setContentSamples] = useState<number[]>([]);
  const [targetOn, setTargetOn] = useState(false);
  const [target, setTarget] = useState(20);
  return {
    techniques,
    setTechniques,
    styleSamples,
    setStyleSamples,
    contentSamples,
    setContentSamples,
    targetOn,
    setTargetOn,
    target,
    setTarget,
  };
}

export type HumanizerOptions = ReturnType<typeof useHumanizerOptions>;
