/**
 * A number as American English writes it ("1,234,567", "2.5"): what `toLocaleString('en-US')`
 * gives for the counts, limits and credits the app shows, without Intl. A page's first Intl call
 * loads the locale's data, about 16 ms of the main thread, and the app made it while it started
 * (a message built at import, the word count under the input): docs/decisions/263-numbers-without-intl.md.
 */
export function formatNumber(value: number): string {
  // toFixed writes exponents from 1e21; Intl's way is kept for those and for NaN and ∞.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return value.toLocaleString('en-US');
  // At most three decimals, as toLocaleString's default, with trailing zeros dropped.
  const [whole = '0', decimals = ''] = Math.abs(value).toFixed(3).split('.');
  const fraction = decimals.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}
