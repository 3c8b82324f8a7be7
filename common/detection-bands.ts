/**
 * The one threshold story of detection (spec: 0.7 and above red, 0.3 up to 0.7 yellow, below
 * 0.3 green). The local detector's probability is calibrated so these bands mean what they say,
 * and its verdict (`isAIGenerated`) is exactly "red". Kept free of zod so the detector's worker
 * can import it.
 */
export const LIKELY_AI_FROM = 0.7;
export const MIXED_FROM = 0.3;

export type BandTone = 'green' | 'yellow' | 'red';

export function bandTone(probability: number): BandTone {
  if (probability >= LIKELY_AI_FROM) return 'red';
  if (probability >= MIXED_FROM) return 'yellow';
  return 'green';
}

/** The verdict: the text reads as likely AI, i.e. its probability is in the red band. */
export function isLikelyAi(probability: number): boolean {
  return probability >= LIKELY_AI_FROM;
}
