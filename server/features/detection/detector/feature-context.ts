/**
 * Measurements shared by several features of one span of sentences,
 * computed on first use: a window only pays for what the model asks for.
 */
import { mean } from './stats';

/**
 * Pattern counts per sentence of a whole document, shared by the windows cut
 * from it, so scoring every sentence's window does not re-run every pattern
 * over the same sentences five times. `offset` is the window's first sentence.
 */
export interface SharedCounts {
  counts: Map<string, Array<number | undefined>>;
  offset: number;
}

// A pattern's key in SharedCounts: its source when short (so a regex literal
// re-created on every call still hits the cache), else an id of the object,
// since hashing a long alternation's source on every call costs more than the count.
const patternIds = new WeakMap<RegExp, string>();
let nextPatternId = 0;
function patternKey(pattern: RegExp): string {
  if (pattern.source.length <= 48) return `${pattern.source}/${pattern.flags}`;
  let id = patternIds.get(pattern);
  if (id === undefined) {
    id = `#${nextPatternId++}`;
    patternIds.set(pattern, id);
  }
  return id;
}

export class FeatureContext {
  readonly #cache = new Map<string, unknown>();
  readonly #shared: SharedCounts;

  constructor(
    readonly sentenceTexts: readonly string[],
    readonly sentenceWords: readonly string[][],
    /** Words per paragraph of the whole document (windows inherit it). */
    readonly paragraphWordCounts: readonly number[],
    shared?: SharedCounts,
  ) {
    this.#shared = shared ?? { counts: new Map(), offset: 0 };
  }

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
    // A plain loop: Array.prototype.flat is several times slower here, and this runs per window.
    return this.#memo('words', () => {
      const all: string[] = [];
      for (const ws of this.sentenceWords) for (const w of ws) all.push(w);
      return all;
    });
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

  /**
   * Matches of a pattern, counted sentence by sentence (a match never spans
   * two sentences) and remembered per document sentence.
   */
  count(pattern: RegExp): number {
    const key = patternKey(pattern);
    let perSentence = this.#shared.counts.get(key);
    if (!perSentence) {
      perSentence = [];
      this.#shared.counts.set(key, perSentence);
    }
    const { offset } = this.#shared;
    let n = 0;
    for (let i = 0; i < this.sentenceTexts.length; i++) {
      let c = perSentence[offset + i];
      if (c === undefined) {
        c = countMatches(this.sentenceTexts[i]!, pattern);
        perSentence[offset + i] = c;
      }
      n += c;
    }
    return n;
  }
}

export function countMatches(text: string, pattern: RegExp): number {
  if (!pattern.global) throw new Error('countMatches needs a global pattern');
  pattern.lastIndex = 0;
  let n = 0;
  while (pattern.exec(text)) n++;
  return n;
}
