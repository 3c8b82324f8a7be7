import type { ChallengeAnswer, ReadingAnswer } from '@common/analysis-answers';
import { createQuoteChecker, normalizeForQuote } from '../detection/quotes';

/**
 * Quotations offered as evidence are checked against the document before anyone sees them or
 * a later phase builds on them: a quote that is not in the text (invented or paraphrased) is
 * dropped and counted. The checker is the detection report's, so both judge quotes alike.
 */
export class QuoteFilter {
  readonly #occurs: (quote: string) => boolean;
  dropped = 0;

  constructor(text: string) {
    this.#occurs = createQuoteChecker(text);
  }

  keep(quotes: readonly string[]): string[] {
    const kept: string[] = [];
    for (const quote of quotes) {
      if (this.#occurs(quote)) kept.push(quote.trim());
      else this.dropped++;
    }
    return kept;
  }

  /** One quote, or null when it is not in the text (an empty quote is no claim, not a drop). */
  one(quote: string): string | null {
    if (!quote.trim()) return null;
    return this.keep([quote])[0] ?? null;
  }
}

type WithQuotes = { quotes: string[] };

function cleanDimensions<T extends WithQuotes>(
  dimensions: Record<string, T>,
  filter: QuoteFilter,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(dimensions).map(([key, item]) => [
      key,
      { ...item, quotes: filter.keep(item.quotes) },
    ]),
  );
}

export function cleanReading(answer: ReadingAnswer, filter: QuoteFilter): ReadingAnswer {
  return { ...answer, dimensions: cleanDimensions(answer.dimensions, filter) };
}

export function cleanChallenge(answer: ChallengeAnswer, filter: QuoteFilter): ChallengeAnswer {
  return { ...answer, dimensions: cleanDimensions(answer.dimensions, filter) };
}

/** Every kept quote once per dimension, in the order offered. */
export function collectEvidence(
  answers: readonly { dimensions: Record<string, WithQuotes> }[],
  names: Record<string, string>,
): { dimension: string; quote: string }[] {
  const seen = new Set<string>();
  const evidence: { dimension: string; quote: string }[] = [];
  for (const answer of answers) {
    for (const [key, item] of Object.entries(answer.dimensions)) {
      for (const quote of item.quotes) {
        const id = `${key}\u0000${normalizeForQuote(quote)}`;
        if (seen.has(id)) continue;
        seen.add(id);
        evidence.push({ dimension: names[key] ?? key, quote });
      }
    }
  }
  return evidence;
}
