import type { SpeechEngine } from './dictation';
import { formatNumber } from './format-number';
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
  return credits === UNLIMITED_CREDITS ? '∞' : formatNumber(credits);
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

/** Credits a call costs: its tokens at the provider's rate, rounded up. */
export function usageCost(provider: AiProviderId, inputTokens: number, outputTokens: number) {
  const tokens = Math.max(0, inputTokens) + Math.max(0, outputTokens);
  return Math.ceil(tokens * CREDITS_PER_TOKEN[provider]);
}

/** The credits of a package, or undefined when the price list has no such package. */
export function packageCredits(provider: AiProviderId, amount: number): number | undefined {
  return (CREDIT_PACKAGES[provider] as Record<number, number>)[amount];
}

/**
 * What one paid provider call uses, in the unit its provider bills: tokens for the text
 * models, characters for a cloud voice, seconds of audio for transcription, words for GPTZero.
 */
export type Metered =
  | { service: 'text'; provider: AiProviderId; inputTokens: number; outputTokens: number }
  | { service: 'voice'; provider: 'openai' | 'elevenlabs'; characters: number }
  | { service: 'transcription'; provider: SpeechEngine; seconds: number }
  | { service: 'gptzero'; provider: 'gptzero'; words: number };

/**
 * Credits per unit for the services that are not billed in tokens. A credit is one text
 * token, so each rate is what the unit costs at the provider divided by what a text token
 * costs (about $5 per million, gpt-4o's blend of input and output), rounded up: OpenAI's
 * voice about $15 per million characters, ElevenLabs' about $150, a minute of Whisper
 * $0.006 (the other engines cost about the same), a GPTZero word about $0.0001.
 */
export const CREDITS_PER_VOICE_CHARACTER = { openai: 3, elevenlabs: 30 } as const;
export const CREDITS_PER_TRANSCRIBED_SECOND = 20;
export const CREDITS_PER_GPTZERO_WORD = 20;

/** Credits a metered call costs, rounded up; never negative. */
export function meteredCost(used: Metered): number {
  switch (used.service) {
    case 'text':
      return usageCost(used.provider, used.inputTokens, used.outputTokens);
    case 'voice':
      return Math.ceil(Math.max(0, used.characters) * CREDITS_PER_VOICE_CHARACTER[used.provider]);
    case 'transcription':
      return Math.ceil(Math.max(0, used.seconds) * CREDITS_PER_TRANSCRIBED_SECOND);
    case 'gptzero':
      return Math.ceil(Math.max(0, used.words) * CREDITS_PER_GPTZERO_WORD);
  }
}

/**
 * Tokens a text will be, estimated before the provider counts it: a token is about four
 * letters of English and one character of Chinese, so a third of the UTF-8 bytes is a little
 * above the real count for most text. Used to reserve credits, and to charge a call cut short
 * before its provider reported its usage.
 */
export function estimateTokens(text: string): number {
  return Math.ceil(new TextEncoder().encode(text).length / 3);
}

/**
 * Tokens in an English word, on average, for the providers' tokenizers (about three words to
 * four tokens). Used only to say what a package buys in words, never to charge.
 */
export const TOKENS_PER_ENGLISH_WORD = 4 / 3;

/**
 * About how many words of text a number of credits rewrites with a provider: a rewrite reads
 * the text and writes about as much again, so each word costs its tokens twice, at the
 * provider's rate (CREDITS_PER_TOKEN). Instructions and library samples sent with a rewrite
 * make the real figure somewhat lower: it is an order of magnitude for a buyer, hence "about".
 */
export function wordsRewritten(provider: AiProviderId, credits: number): number {
  return Math.floor(credits / (2 * TOKENS_PER_ENGLISH_WORD * CREDITS_PER_TOKEN[provider]));
}

/** A number of words as a person says it: "about 40,000 words", "about 1.6 million words". */
export function aboutWords(words: number): string {
  if (words >= 1_000_000) {
    const millions = Math.round(words / 100_000) / 10;
    return `about ${formatNumber(millions)} million words`;
  }
  const rounded = words >= 10_000 ? Math.round(words / 1000) * 1000 : Math.round(words / 100) * 100;
  return `about ${formatNumber(rounded)} words`;
}
