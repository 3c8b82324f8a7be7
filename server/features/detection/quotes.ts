import { collapseWhitespace } from '@common/text-rules';

/**
 * A language model's quotations are checked against the text before anyone sees them: a quote
 * that does not occur in the text (invented, or paraphrased) is dropped. Comparison ignores
 * differences that are not the model's invention: runs of whitespace, curly versus straight
 * quotes and apostrophes, dash variants, letter case, and quotation marks or an ellipsis the
 * model put around the quote.
 */
export function normalizeForQuote(text: string): string {
  // NFKC first: it makes spaces of some characters (a no-break space, an acute accent's ´).
  const marks = text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-');
  return collapseWhitespace(marks).toLowerCase().trim();
}

const WRAPPING = /^(?:["'\s]|\.\.\.|…)+|(?:["'\s]|\.\.\.|…)+$/g;

/** The quote as it should be compared: normalized, without wrapping quotation marks or ellipses. */
function quoteCore(quote: string): string {
  return normalizeForQuote(quote).replace(WRAPPING, '').trim();
}

/** Shortest quote worth checking: anything shorter occurs in most texts by chance. */
const MIN_QUOTE_CHARS = 3;

export function createQuoteChecker(text: string) {
  const haystack = normalizeForQuote(text);
  return (quote: string): boolean => {
    const core = quoteCore(quote);
    return core.length >= MIN_QUOTE_CHARS && haystack.includes(core);
  };
}
