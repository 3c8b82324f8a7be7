import { styleMatch, styleProfile } from './stylometry';

/** A style match as the scoring worker receives it: excerpts already (excerpt.ts). */
export interface StyleMatchJob {
  samples: string;
  texts: string[];
}

/**
 * Each text's match (0-100) against the samples read as one body of writing; null when the
 * samples hold no words. Runs in the scoring worker (detection/score-worker.ts): a profile is
 * about 3 ms per 1,000 characters, too long for the server's event loop.
 */
export function scoreStyleMatch({ samples, texts }: StyleMatchJob): number[] | null {
  const profile = styleProfile(samples);
  if (!profile) return null;
  return texts.map((text) => {
    const textProfile = styleProfile(text, profile.language);
    return textProfile ? styleMatch(profile, textProfile) : 0;
  });
}
