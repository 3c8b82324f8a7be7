// What the fake "model" answers. Shared by every provider fake so that a test can
// assert on the same deterministic text whichever wire format carried it.

/** A provider-neutral view of the prompt, built by each fake from its own request body. */
export interface PromptView {
  model: string;
  /** All system / developer / instructions text, joined with newlines. */
  system: string;
  messages: { role: string; text: string }[];
  /** Text of the last user message ('' when there is none). */
  lastUserText: string;
}

export type ReplySource = string | ((prompt: PromptView) => string);
export type JsonReplySource = unknown | ((prompt: PromptView) => unknown);

export const DEFAULT_CHUNK_COUNT = 4;

/** Default reply: proves the prompt reached the model without being a real rewrite. */
export function defaultReply(prompt: PromptView): string {
  return `Rewritten: ${prompt.lastUserText.slice(0, 200)}`;
}

/**
 * Rough token estimate (about 4 characters per token, like English text with
 * OpenAI tokenizers). Only needs to be deterministic and plausible.
 */
export function estimateTokens(text: string): number {
  return text.length === 0 ? 0 : Math.ceil(text.length / 4);
}

export function promptTokens(prompt: PromptView): number {
  const all = [prompt.system, ...prompt.messages.map((m) => m.text)].join('\n');
  // Real APIs add a few tokens of per-message framing; keep that visible so
  // input tokens are never 0 for a non-empty conversation.
  return estimateTokens(all) + 3 * prompt.messages.length;
}

/**
 * Splits text into exactly `count` pieces (fewer only for very short text) at word
 * boundaries (whitespace stays attached to the preceding word), so joining the
 * pieces gives the text back.
 * Text without enough words (e.g. compact JSON) is cut by characters instead.
 */
export function splitIntoChunks(text: string, count: number): string[] {
  const n = Math.max(1, Math.floor(count));
  if (text.length === 0) return [''];
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  const pieces = words.length >= n ? words : [...text];
  const parts = Math.min(n, pieces.length);
  const chunks: string[] = [];
  // Even spread: chunk i takes pieces [i*len/parts, (i+1)*len/parts).
  for (let i = 0; i < parts; i += 1) {
    const from = Math.floor((i * pieces.length) / parts);
    const to = Math.floor(((i + 1) * pieces.length) / parts);
    chunks.push(pieces.slice(from, to).join(''));
  }
  return chunks;
}

/** Mutable per-server reply settings; `reset()` restores the defaults. */
export class ReplyScript {
  #reply: ReplySource | undefined;
  #json: { value: JsonReplySource } | undefined;
  #chunkCount = DEFAULT_CHUNK_COUNT;

  setReply(reply: ReplySource | undefined): void {
    this.#reply = reply;
  }

  /** The object returned when the request asks for JSON / structured output. */
  setJsonReply(value: (prompt: PromptView) => unknown): void;
  setJsonReply(value: unknown): void;
  setJsonReply(value: JsonReplySource): void {
    this.#json = { value };
  }

  setChunkCount(count: number): void {
    if (!Number.isInteger(count) || count < 1)
      throw new RangeError(`chunk count must be a positive integer, got ${count}`);
    this.#chunkCount = count;
  }

  get chunkCount(): number {
    return this.#chunkCount;
  }

  textFor(prompt: PromptView): string {
    const reply = this.#reply;
    if (reply === undefined) return defaultReply(prompt);
    return typeof reply === 'function' ? reply(prompt) : reply;
  }

  /** JSON reply serialized as the model would emit it. Defaults to `{ text: defaultReply }`. */
  jsonFor(prompt: PromptView): string {
    const source = this.#json?.value;
    const value =
      typeof source === 'function' ? (source as (p: PromptView) => unknown)(prompt) : source;
    return JSON.stringify(value === undefined ? { text: defaultReply(prompt) } : value);
  }

  /** Parsed form of `jsonFor`, for APIs that carry JSON as an object (Anthropic tool input). */
  jsonObjectFor(prompt: PromptView): unknown {
    return JSON.parse(this.jsonFor(prompt));
  }

  chunk(text: string): string[] {
    return splitIntoChunks(text, this.#chunkCount);
  }

  reset(): void {
    this.#reply = undefined;
    this.#json = undefined;
    this.#chunkCount = DEFAULT_CHUNK_COUNT;
  }
}

/** Text of an OpenAI/Anthropic-style message content: a string or an array of typed parts. */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) => {
      if (typeof part === 'string') return part;
      if (
        part !== null &&
        typeof part === 'object' &&
        'text' in part &&
        typeof part.text === 'string'
      )
        return part.text;
      return '';
    })
    .join('');
}

/** Builds a PromptView from role/content pairs; system-like roles go to `system`. */
export function toPromptView(
  model: string,
  items: { role: string; content: unknown }[],
  extraSystem: string[] = [],
): PromptView {
  const systemRoles = new Set(['system', 'developer']);
  const system = [...extraSystem];
  const messages: PromptView['messages'] = [];
  for (const item of items) {
    const text = contentText(item.content);
    if (systemRoles.has(item.role)) system.push(text);
    else messages.push({ role: item.role, text });
  }
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  return { model, system: system.join('\n'), messages, lastUserText: lastUser?.text ?? '' };
}
