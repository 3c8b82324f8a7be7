/**
 * Measurements shared by several features of one span of sentences,
 * computed on first use: a window only pays for what the model asks for.
 */
import { mean } from './stats';

export class FeatureContext {
  readonly #cache = new Map<string, unknown>();

  constructor(
    readonly sentenceTexts: readonly string[],
    readonly sentenceWords: readonly string[][],
    /** Words per paragraph of the whole document (windows inherit it). */
    readonly paragraphWordCounts: readonly number[],
  ) {}

  #memo<T>(key: string, compute: () => T): T {
    if (!this.#cache.has(key)) this.#cache.set(key, compute());
    return this.#cache.get(key) as T;
  }

  get text(): string {
    return this.#memo('text', () => this.sentenceTexts.join('\n'));
  }

  /** Sentence lengths in words, empty sentences dropped. */
  get lengths(): number[] {
    return this.#memo('lengths', () =>
      this.sentenceWords.map((w) => w.length).filter((n) => n > 0),
    );
  }

  get meanLength(): number {
    return this.#memo('meanLength', () => mean(this.lengths));
  }

  /** Spread statistics need at least three sentences to mean anything. */
  get hasSpread(): boolean {
    return this.lengths.length >= 3;
  }

  get sentenceCount(): number {
    return Math.max(1, this.lengths.length);
  }

  get words(): string[] {
    return this.#memo('words', () => this.sentenceWords.flat());
  }

  get wordCount(): number {
    return Math.max(1, this.words.length);
  }

  /** Words that start with a letter (not numbers). */
  get letterWords(): string[] {
    return this.#memo('letterWords', () => this.words.filter((w) => /^\p{L}/u.test(w)));
  }

  get letterCount(): number {
    return this.#memo('letterCount', () => countMatches(this.text, /\p{L}/gu));
  }

  get commasPerSentence(): number[] {
    return this.#memo('commas', () => this.sentenceTexts.map((s) => countMatches(s, /,/g)));
  }

  count(pattern: RegExp): number {
    return countMatches(this.text, pattern);
  }
}

export function countMatches(text: string, pattern: RegExp): number {
  if (!pattern.global) throw new Error('countMatches needs a global pattern');
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}
