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
