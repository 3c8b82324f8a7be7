// OpenAI Responses API (POST /v1/responses). `openai('model')` in @ai-sdk/openai v2+
// calls this, not chat completions. Streams use named SSE events
// (`event: response.output_text.delta`) with a `sequence_number`, and no [DONE] sentinel.
import { isObject, type Route, type RouteContext } from './fake-server';
import { nextId, nowSeconds } from './openai-chat';
import { estimateTokens, type PromptView, promptTokens, toPromptView } from './reply';
import type { SseEvent } from './respond';

/** `input` is a string or a list of items: messages `{role, content}` (content string or input_text parts). */
function responsesPromptView(body: Record<string, unknown>): PromptView {
  const instructions = typeof body.instructions === 'string' ? [body.instructions] : [];
  const input = body.input;
  const items =
    typeof input === 'string'
      ? [{ role: 'user', content: input }]
      : Array.isArray(input)
        ? input
            .filter(isObject)
            .filter((item) => item.type === undefined || item.type === 'message')
            .map((item) => ({ role: String(item.role), content: item.content }))
        : [];
  return toPromptView(String(body.model), items, instructions);
}

/** JSON is requested through `text.format` (json_schema or json_object). */
function wantsJson(body: Record<string, unknown>): boolean {
  const text = body.text;
  return (
    isObject(text) &&
    isObject(text.format) &&
    (text.format.type === 'json_schema' || text.format.type === 'json_object')
  );
}

function validate(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || body.model === '')
    return "Missing required parameter: 'model'.";
  if (body.input === undefined && body.previous_response_id === undefined)
    return "Missing required parameter: 'input'.";
  return null;
}

export function responsesRoute(path = '/v1/responses'): Route {
  return {
    method: 'POST',
    path,
    async handle(ctx: RouteContext) {
      const problem = validate(ctx.body);
      if (problem !== null) return ctx.sendError(400, problem);

      const prompt = responsesPromptView(ctx.body);
      const text = wantsJson(ctx.body) ? ctx.reply.jsonFor(prompt) : ctx.reply.textFor(prompt);
      const inputTokens = promptTokens(prompt);
      const outputTokens = estimateTokens(text);
      const usage = {
        input_tokens: inputTokens,
        input_tokens_details: { cached_tokens: 0 },
        output_tokens: outputTokens,
        output_tokens_details: { reasoning_tokens: 0 },
        total_tokens: inputTokens + outputTokens,
      };
      const responseId = nextId('resp_');
      const messageId = nextId('msg_');
      const textPart = { type: 'output_text', text, annotations: [], logprobs: [] };
      const message = {
        id: messageId,
        type: 'message',
        status: 'completed',
        role: 'assistant',
        content: [textPart],
      };
      // The envelope api.openai.com returns; the SDK reads id/created_at/model/output/usage.
      const envelope = {
        id: responseId,
        object: 'response',
        created_at: nowSeconds(),
        model: prompt.model,
        error: null,
        incomplete_details: null,
        instructions: ctx.body.instructions ?? null,
        max_output_tokens: ctx.body.max_output_tokens ?? null,
        parallel_tool_calls: true,
        previous_response_id: null,
        reasoning: { effort: null, summary: null },
        store: ctx.body.store ?? true,
        temperature: ctx.body.temperature ?? 1,
        text: isObject(ctx.body.text) ? ctx.body.text : { format: { type: 'text' } },
        tool_choice: 'auto',
        tools: [],
        top_p: ctx.body.top_p ?? 1,
        truncation: 'disabled',
        user: null,
        metadata: {},
      };

      if (ctx.body.stream !== true) {
        return ctx.sendJson({ ...envelope, status: 'completed', output: [message], usage });
      }
      await ctx.sendSse(
        streamEvents(ctx, {
          inProgress: { ...envelope, status: 'in_progress', output: [], usage: null },
          completed: { ...envelope, status: 'completed', output: [message], usage },
          message,
          text,
        }),
      );
    },
  };
}

function streamEvents(
  ctx: RouteContext,
  parts: { inProgress: object; completed: object; message: { id: string }; text: string },
): SseEvent[] {
  const { inProgress, completed, message, text } = parts;
  let sequence = 0;
  const event = (type: string, fields: Record<string, unknown>): SseEvent => ({
    event: type,
    data: { type, sequence_number: sequence++, ...fields },
  });
  const at = { item_id: message.id, output_index: 0, content_index: 0 };
  const emptyPart = { type: 'output_text', text: '', annotations: [], logprobs: [] };
  return [
    event('response.created', { response: inProgress }),
    event('response.in_progress', { response: inProgress }),
    event('response.output_item.added', {
      output_index: 0,
      item: {
        id: message.id,
        type: 'message',
        status: 'in_progress',
        role: 'assistant',
        content: [],
      },
    }),
    event('response.content_part.added', { ...at, part: emptyPart }),
    ...ctx.reply
      .chunk(text)
      .map((delta) => event('response.output_text.delta', { ...at, delta, logprobs: [] })),
    event('response.output_text.done', { ...at, text, logprobs: [] }),
    event('response.content_part.done', { ...at, part: { ...emptyPart, text } }),
    event('response.output_item.done', { output_index: 0, item: message }),
    event('response.completed', { response: completed }),
  ];
}
