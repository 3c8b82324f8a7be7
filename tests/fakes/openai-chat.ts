// OpenAI Chat Completions wire format (POST .../chat/completions), stream and non-stream.
// DeepSeek, Perplexity and local OpenAI-compatible servers speak dialects of it; a
// ChatFlavor describes the differences instead of copying the code.
import { isObject, type Route, type RouteContext } from './fake-server';
import { estimateTokens, type PromptView, promptTokens, toPromptView } from './reply';
import type { SseEvent } from './respond';

export interface ChatUsageCounts {
  promptTokens: number;
  completionTokens: number;
  reasoningTokens: number;
}

export interface ChatFlavor {
  /** Prefix of response ids, e.g. `chatcmpl-`. */
  idPrefix: string;
  /**
   * Where streamed usage goes. OpenAI (and Ollama/llama.cpp/vLLM) send it only when the
   * request has `stream_options.include_usage`, as an extra chunk with `choices: []`.
   * DeepSeek and Perplexity always attach it to the final chunk.
   */
  streamUsage: 'include-usage-chunk' | 'on-final-chunk';
  /** api.openai.com adds `refusal: null` / `annotations: []` to messages and `usage: null` to chunks. */
  openAIExtras: boolean;
  /** Provider-specific usage fields (DeepSeek cache counters, Perplexity search counters). */
  usageExtras?(counts: ChatUsageCounts): Record<string, unknown>;
  /** Top-level fields added to the completion and to every chunk (Perplexity citations). */
  responseExtras?(prompt: PromptView): Record<string, unknown>;
  /** Reasoning text sent as `reasoning_content` before the answer (DeepSeek reasoner). */
  reasoning?(prompt: PromptView): string | undefined;
}

let idCounter = 0;
export function nextId(prefix: string): string {
  idCounter += 1;
  return `${prefix}fake${String(idCounter).padStart(6, '0')}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** True when the request asks for JSON via `response_format` (json_schema or json_object). */
function wantsJson(body: Record<string, unknown>): boolean {
  const format = body.response_format;
  return isObject(format) && (format.type === 'json_schema' || format.type === 'json_object');
}

function chatPromptView(body: Record<string, unknown>): PromptView {
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  return toPromptView(
    String(body.model),
    messages.map((m) => ({ role: String(m.role), content: m.content })),
  );
}

function usageBody(flavor: ChatFlavor, counts: ChatUsageCounts): Record<string, unknown> {
  return {
    prompt_tokens: counts.promptTokens,
    completion_tokens: counts.completionTokens,
    total_tokens: counts.promptTokens + counts.completionTokens,
    prompt_tokens_details: { cached_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: counts.reasoningTokens },
    ...flavor.usageExtras?.(counts),
  };
}

/** Validation errors worded like api.openai.com, so the app's error display can be tested. */
function validate(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || body.model === '')
    return 'you must provide a model parameter';
  if (!Array.isArray(body.messages)) return "Missing required parameter: 'messages'.";
  if (body.messages.length === 0) return "[] is too short - 'messages'";
  return null;
}

export function chatCompletionsRoute(path: string, flavor: ChatFlavor): Route {
  return {
    method: 'POST',
    path,
    async handle(ctx: RouteContext) {
      const problem = validate(ctx.body);
      if (problem !== null) return ctx.sendError(400, problem);

      const prompt = chatPromptView(ctx.body);
      const text = wantsJson(ctx.body) ? ctx.reply.jsonFor(prompt) : ctx.reply.textFor(prompt);
      const reasoning = flavor.reasoning?.(prompt);
      const reasoningTokens = estimateTokens(reasoning ?? '');
      const counts: ChatUsageCounts = {
        promptTokens: promptTokens(prompt),
        completionTokens: estimateTokens(text) + reasoningTokens,
        reasoningTokens,
      };
      const common = {
        id: nextId(flavor.idPrefix),
        created: nowSeconds(),
        model: prompt.model,
        system_fingerprint: 'fp_fake',
      };

      if (ctx.body.stream === true) {
        return ctx.sendSse(streamEvents({ ctx, flavor, prompt, text, reasoning, counts, common }));
      }
      await ctx.sendJson({
        ...common,
        object: 'chat.completion',
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: text,
              ...(reasoning !== undefined && { reasoning_content: reasoning }),
              ...(flavor.openAIExtras && { refusal: null, annotations: [] }),
            },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        usage: usageBody(flavor, counts),
        ...flavor.responseExtras?.(prompt),
      });
    },
  };
}

function streamEvents(args: {
  ctx: RouteContext;
  flavor: ChatFlavor;
  prompt: PromptView;
  text: string;
  reasoning: string | undefined;
  counts: ChatUsageCounts;
  common: Record<string, unknown>;
}): SseEvent[] {
  const { ctx, flavor, prompt, text, reasoning, counts, common } = args;
  const streamOptions = ctx.body.stream_options;
  const includeUsageChunk =
    flavor.streamUsage === 'include-usage-chunk' &&
    isObject(streamOptions) &&
    streamOptions.include_usage === true;
  const extras = flavor.responseExtras?.(prompt) ?? {};
  // With include_usage, api.openai.com puts `usage: null` on every chunk but the last.
  const nullUsage = flavor.openAIExtras && includeUsageChunk ? { usage: null } : {};
  const chunk = (
    delta: Record<string, unknown>,
    finishReason: string | null,
    more: Record<string, unknown> = {},
  ): SseEvent => ({
    data: {
      ...common,
      object: 'chat.completion.chunk',
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finishReason }],
      ...extras,
      ...nullUsage,
      ...more,
    },
  });

  const events: SseEvent[] = [
    chunk({ role: 'assistant', content: '', ...(flavor.openAIExtras && { refusal: null }) }, null),
  ];
  for (const piece of reasoning === undefined ? [] : ctx.reply.chunk(reasoning)) {
    events.push(chunk({ content: null, reasoning_content: piece }, null));
  }
  for (const piece of ctx.reply.chunk(text)) events.push(chunk({ content: piece }, null));

  const usage = usageBody(flavor, counts);
  events.push(chunk({}, 'stop', flavor.streamUsage === 'on-final-chunk' ? { usage } : {}));
  if (includeUsageChunk) {
    events.push({
      data: { ...common, object: 'chat.completion.chunk', choices: [], ...extras, usage },
    });
  }
  events.push({ data: '[DONE]' });
  return events;
}
