import { useEffect, useRef, useState } from 'react';
import { humanizerApi } from './api';
import { scoreDelay } from './score-timing';

/**
 * The AI score of a box's text, kept current as the text changes (debounced as the spec says).
 * A score the server already gave for exactly this text (after an upload or a rewrite) is
 * used as it is. Scoring errors are only logged (spec §8).
 */
export function useAiScore(text: string) {
  const [score, setScore] = useState<{ text: string; value: number } | null>(null);
  const [pending, setPending] = useState(false);
  const known = useRef(new Map<string, number>());

  useEffect(() => {
    const knownValue = known.current.get(text);
    if (knownValue !== undefined) {
      setScore({ text, value: knownValue });
      return;
    }
    const delay = scoreDelay(text);
    if (delay === null) {
      setScore(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setPending(true);
      try {
        const { aiScore } = await humanizerApi.analyze(text, controller.signal);
        known.current.set(text, aiScore);
        setScore({ text, value: aiScore });
      } catch (error) {
        if (!controller.signal.aborted) console.error('AI scoring failed', error);
      } finally {
        setPending(false);
      }
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  return {
    /** The score of the text as it is now; null while it is being (re)scored or too short. */
    value: score && score.text === text ? score.value : null,
    pending,
    /** Records a score the server gave for a text, so it is not asked for again. */
    remember: (scoredText: string, value: number) => known.current.set(scoredText, value),
  };
}
