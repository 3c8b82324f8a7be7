import { type IndicatorBand, LIKELY_AI_FROM, MIXED_FROM } from '@common/detection';

/**
 * The sentence colour scale: the same three bands as the text's verdict (spec: below 30% green,
 * 30–69% yellow, from 70% red), since sentence scores are calibrated like the text's (issue 35).
 */
export const SENTENCE_SCALE = [
  {
    upTo: MIXED_FROM,
    tone: 'green',
    label: 'Likely human (0–29%)',
    className: 'bg-emerald-100 dark:bg-emerald-900/60',
    fill: '#10b981',
  },
  {
    upTo: LIKELY_AI_FROM,
    tone: 'yellow',
    label: 'Mixed or uncertain (30–69%)',
    className: 'bg-yellow-100 dark:bg-yellow-900/60',
    fill: '#eab308',
  },
  {
    upTo: Number.POSITIVE_INFINITY,
    tone: 'red',
    label: 'Likely AI (70–100%)',
    className: 'bg-red-200 dark:bg-red-900/60',
    fill: '#dc2626',
  },
] as const;

export function scaleStep(probability: number) {
  return SENTENCE_SCALE.find((step) => probability < step.upTo) ?? SENTENCE_SCALE[2];
}

export const BAND_CLASSES: Record<IndicatorBand['tone'], string> = {
  green:
    'border-emerald-600 bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  yellow: 'border-yellow-500 bg-yellow-50 text-yellow-900 dark:bg-yellow-950 dark:text-yellow-100',
  red: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
};

export const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Pieces of a text: the scored sentences and the gaps between them, in order. */
export function textSegments(
  text: string,
  sentences: { start: number; end: number; probability: number }[],
): { text: string; sentence?: number; probability?: number }[] {
  const pieces: { text: string; sentence?: number; probability?: number }[] = [];
  let cursor = 0;
  sentences.forEach((s, index) => {
    if (s.start < cursor || s.end <= s.start || s.end > text.length) return;
    if (s.start > cursor) pieces.push({ text: text.slice(cursor, s.start) });
    pieces.push({ text: text.slice(s.start, s.end), sentence: index, probability: s.probability });
    cursor = s.end;
  });
  if (cursor < text.length) pieces.push({ text: text.slice(cursor) });
  return pieces;
}
