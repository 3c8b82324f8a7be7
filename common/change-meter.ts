import type { FactIssue } from './humanizer';
import { type ChangeDecision, isWord, type ReviewPart, tokenize } from './review-diff';

/** Words of a result against its source: kept, changed (replaced), added and removed. */
export interface ChangeMeasure {
  kept: number;
  changed: number;
  added: number;
  removed: number;
}

const countWords = (text: string) => tokenize(text).filter(isWord).length;

/**
 * How much an AI result (as reviewed, with its decisions) changed its source, in words. A change that replaces b source words
 * with a new ones counts min(a, b) words changed and the rest as added or removed, so "the big
 * dog" → "a dog" is one changed and one removed (docs/decisions/167-change-meter-and-facts.md).
 */
export function measureChange(
  parts: ReviewPart[],
  decisions: Readonly<Record<number, ChangeDecision>> = {},
): ChangeMeasure {
  const measure: ChangeMeasure = { kept: 0, changed: 0, added: 0, removed: 0 };
  for (const part of parts) {
    if (part.kind === 'same') {
      measure.kept += countWords(part.text);
      continue;
    }
    // A rejected change put the source's words back: they count as kept.
    if (decisions[part.id] === 'rejected') {
      measure.kept += countWords(part.before);
      continue;
    }
    const before = countWords(part.before);
    const after = countWords(part.after);
    const paired = Math.min(before, after);
    measure.changed += paired;
    measure.removed += before - paired;
    measure.added += after - paired;
  }
  return measure;
}

/**
 * Whole percentages of the four that add up to 100 (largest remainders), or all 0 for no words.
 */
export function changeShares(measure: ChangeMeasure): ChangeMeasure {
  const keys = ['kept', 'changed', 'added', 'removed'] as const;
  const total = keys.reduce((sum, key) => sum + measure[key], 0);
  const shares: ChangeMeasure = { kept: 0, changed: 0, added: 0, removed: 0 };
  if (total === 0) return shares;
  const exact = keys.map((key) => (measure[key] * 100) / total);
  keys.forEach((key, index) => {
    shares[key] = Math.floor(exact[index]!);
  });
  let left = 100 - keys.reduce((sum, key) => sum + shares[key], 0);
  const byRemainder = keys
    .map((key, index) => ({ key, rest: exact[index]! - Math.floor(exact[index]!) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { key } of byRemainder) {
    if (left-- <= 0) break;
    shares[key] += 1;
  }
  return shares;
}

/**
 * The change each fact issue is in: the first change whose source words hold the fact as the
 * source wrote it, or whose result words hold it as the result did. A fact the diff kept in a
 * same part (a number moved with its sentence) has no change, and is null.
 */
export function changeOfFact(parts: ReviewPart[], issue: FactIssue): number | null {
  for (const part of parts) {
    if (part.kind !== 'change') continue;
    if (issue.before && part.before.includes(lastWord(issue.before))) return part.id;
    if (issue.after && part.after.includes(lastWord(issue.after))) return part.id;
  }
  return null;
}

/** A fact's last word: a multi-word fact ("1.5 million") may change only in one of its words. */
function lastWord(fact: string): string {
  const words = tokenize(fact).filter(isWord);
  return words.at(-1) ?? fact;
}
