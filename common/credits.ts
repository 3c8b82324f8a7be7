import type { AiProviderId } from './providers';

/** Package prices in dollars, in the order of the spec's table. */
export const PACKAGE_AMOUNTS = [5, 10, 25, 50, 100] as const;
export type PackageAmount = (typeof PACKAGE_AMOUNTS)[number];

/** The spec marks the third package, the $25 one, as Popular. */
export const POPULAR_AMOUNT: PackageAmount = 25;

/** Credits bought per provider and price: the spec's credit package table, exactly. */
export const CREDIT_PACKAGES: Record<AiProviderId, Record<PackageAmount, number>> = {
  anthropic: { 5: 4_275_000, 10: 8_977_500, 25: 23_512_500, 50: 51_300_000, 100: 115_425_000 },
  openai: { 5: 106_840, 10: 224_360, 25: 587_625, 50: 1_282_100, 100: 2_883_400 },
  deepseek: { 5: 702_000, 10: 1_474_200, 25: 3_861_000, 50: 8_424_000, 100: 18_954_000 },
  perplexity: { 5: 6_410_255, 10: 13_461_530, 25: 35_256_400, 50: 76_923_050, 100: 173_176_900 },
};

/** A balance of -1 means unlimited credits. */
export const UNLIMITED_CREDITS = -1;

export function formatCredits(credits: number): string {
  return credits === UNLIMITED_CREDITS ? '∞' : credits.toLocaleString('en-US');
}

/**
 * Credits a provider call costs per token it reported (input and output alike). The one place
 * that defines the rates: a credit is one token of the provider the package was bought for,
 * so the package table reads as tokens per dollar for each provider.
 */
export const CREDITS_PER_TOKEN: Record<AiProviderId, number> = {
  anthropic: 1,
  openai: 1,
  deepseek: 1,
  perplexity: 1,
};

/** The fewest credits a balance must hold for a call to start when credits are enforced. */
export const MIN_CREDITS_PER_CALL = 1;

/** Credits a call costs: its tokens at the provider's rate, rounded up. */
export function usageCost(provider: AiProviderId, inputTokens: number, outputTokens: number) {
  const tokens = Math.max(0, inputTokens) + Math.max(0, outputTokens);
  return Math.ceil(tokens * CREDITS_PER_TOKEN[provider]);
}

/** The credits of a package, or undefined when the price list has no such package. */
export function packageCredits(provider: AiProviderId, amount: number): number | undefined {
  return (CREDIT_PACKAGES[provider] as Record<number, number>)[amount];
}
