// Fake api.anthropic.com: Messages API (POST /v1/messages) and model list.
// SDK usage: createAnthropic({ baseURL: `${fake.url}/v1`, apiKey: fake.apiKey }).
//
// Structured output: @ai-sdk/anthropic picks one of two wire forms per model id.
// Models it knows support native structured output (claude-sonnet-4-5, claude-haiku-4-5,
// claude-opus-4-1+, unknown "claude-*" ids) get `output_config.format: {type: 'json_schema'}`
// and expect the JSON as plain text. Older ones (claude-3-*, claude-sonnet-4-0, ...) get a
// forced tool named "json" and expect a `tool_use` block whose `input` is the object.
import type { IncomingHttpHeaders } from 'node:http';
import {
  type FakeServer,
  type HttpError,
  headerValue,
  isObject,
  type Route,
  type RouteContext,
  type StartOptions,
  startFakeServer,
} from './fake-server';
import { nextId } from './openai-chat';
import { estimateTokens, type PromptView, promptTokens, toPromptView } from './reply';
import type { SseEvent } from './respond';

export const DEFAULT_ANTHROPIC_KEY = 'sk-ant-fake-0000';
export const ANTHROPIC_MODELS = [
  'claude-sonnet-4-5',
  'claude-haiku-4-5',
  'claude-opus-4-1',
  'claude-3-5-haiku-latest',
];

const ERROR_TYPES: Record<number, { type: string; message: string }> = {
  400: { type: 'invalid_request_error', message: 'Invalid request.' },
  401: { type: 'authentication_error', message: 'invalid x-api-key' },
  403: {
    type: 'permission_error',
    message: 'Your API key does not have permission to use the specified resource.',
  },
  404: { type: 'not_found_error', message: 'Not found.' },
  413: {
    type: 'request_too_large',
    message: 'Request exceeds the maximum allowed number of bytes.',
  },
  429: {
    type: 'rate_limit_error',
    message: 'Number of request tokens has exceeded your per-minute rate limit.',
  },
  500: { type: 'api_error', message: 'Internal server error' },
  529: { type: 'overloaded_error', message: 'Overloaded' },
};

/** `{ type: 'error', error: { type, message } }`, plus the request_id the real API adds. */
export function anthropicErrorBody(status: number, message?: string): unknown {
  const base = ERROR_TYPES[status] ?? {
    type: status >= 500 ? 'api_error' : 'invalid_request_error',
    message: `Request failed with status ${status}.`,
  };
  return {
    type: 'error',
    error: { type: base.type, message: message ?? base.message },
    request_id: nextId('req_'),
  };
}

function authenticate(headers: IncomingHttpHeaders, apiKey: string | undefined): HttpError | null {
  const error = (status: number, message: string): HttpError => ({
    status,
    body: anthropicErrorBody(status, message),
  });
  if (apiKey !== undefined) {
    const presented = headerValue(headers, 'x-api-key');
    if (presented === undefined || presented === '')
      return error(401, 'x-api-key header is required');
    if (presented !== apiKey) return error(401, 'invalid x-api-key');
  }
  if (headerValue(headers, 'anthropic-version') === undefined)
    return error(400, 'anthropic-version: header is required');
  return null;
}

function validate(body: Record<string, unknown>): string | null {
  if (typeof body.model !== 'string' || body.model === '') return 'model: Field required';
  if (typeof body.max_tokens !== 'number') return 'max_tokens: Field required';
  if (!Array.isArray(body.messages) || body.messages.length === 0)
    return 'messages: Field required';
  return null;
}

function anthropicPromptView(body: Record<string, unknown>): PromptView {
  const system =
    body.system === undefined
      ? []
      : [
          typeof body.system === 'string'
            ? body.system
            : toPromptView('', [{ role: 'system', content: body.system }]).system,
        ];
  const messages = Array.isArray(body.messages) ? body.messages.filter(isObject) : [];
  return toPromptView(
    String(body.model),
    messages.map((m) => ({ role: String(m.role), content: m.content })),
    system,
  );
}

/** What the request asks for: plain text, JSON as text (output_config), or a forced tool call. */
type AnswerShape = { kind: 'text' } | { kind: 'json-text' } | { kind: 'tool'; name: string };

function answerShape(body: Record<string, unknown>): AnswerShape {
  const config = body.output_config;
  if (isObject(config) && isObject(config.format) && config.format.type === 'json_schema')
    return { kind: 'json-text' };
  const choice = body.tool_choice;
  const tools = Array.isArray(body.tools) ? body.tools.filter(isObject) : [];
  if (isObject(choice) && choice.type === 'tool' && typeof choice.name === 'string')
    return { kind: 'tool', name: choice.name };
  if (isObject(choice) && choice.type === 'any' && tools.length > 0) {
    const tool = tools.find((t) => t.name === 'json') ?? tools[0];
    return { kind: 'tool', name: String(tool?.name) };
  }
  return { kind: 'text' };
}

function messagesRoute(): Route {
  return {
    method: 'POST',
    path: '/v1/messages',
    async handle(ctx: RouteContext) {
      const problem = validate(ctx.body);
      if (problem !== null) return ctx.sendError(400, problem);

      const prompt = anthropicPromptView(ctx.body);
      const shape = answerShape(ctx.body);
      const text = shape.kind === 'text' ? ctx.reply.textFor(prompt) : ctx.reply.jsonFor(prompt);
      const block =
        shape.kind === 'tool'
          ? {
              type: 'tool_use',
              id: nextId('toolu_'),
              name: shape.name,
              input: JSON.parse(text) as unknown,
            }
          : { type: 'text', text };
      const stopReason = shape.kind === 'tool' ? 'tool_use' : 'end_turn';
      const inputTokens = promptTokens(prompt);
      const outputTokens = estimateTokens(text);
      const message = {
        id: nextId('msg_'),
        type: 'message',
        role: 'assistant',
        model: prompt.model,
      };

      if (ctx.body.stream !== true) {
        return ctx.sendJson({
          ...message,
          content: [block],
          stop_reason: stopReason,
          stop_sequence: null,
          usage: {
            input_tokens: inputTokens,
            cache_creation_input_tokens: 0,
            cache_read_input_tokens: 0,
            output_tokens: outputTokens,
            service_tier: 'standard',
          },
        });
      }

      const event = (type: string, fields: Record<string, unknown> = {}): SseEvent => ({
        event: type,
        data: { type, ...fields },
      });
      const pieces = ctx.reply.chunk(text);
      await ctx.sendSse([
        event('message_start', {
          message: {
            ...message,
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: {
              input_tokens: inputTokens,
              cache_creation_input_tokens: 0,
              cache_read_input_tokens: 0,
              output_tokens: 1,
              service_tier: 'standard',
            },
          },
        }),
        event('content_block_start', {
          index: 0,
          content_block:
            block.type === 'tool_use' ? { ...block, input: {} } : { type: 'text', text: '' },
        }),
        event('ping'),
        ...pieces.map((piece) =>
          event('content_block_delta', {
            index: 0,
            delta:
              block.type === 'tool_use'
                ? { type: 'input_json_delta', partial_json: piece }
                : { type: 'text_delta', text: piece },
          }),
        ),
        event('content_block_stop', { index: 0 }),
        event('message_delta', {
          delta: { stop_reason: stopReason, stop_sequence: null },
          usage: { output_tokens: outputTokens },
        }),
        event('message_stop'),
      ]);
    },
  };
}

function modelsRoute(ids: string[]): Route {
  const data = ids.map((id) => ({
    type: 'model',
    id,
    display_name: id,
    created_at: '2025-01-01T00:00:00Z',
  }));
  return {
    method: 'GET',
    path: '/v1/models',
    handle: (ctx) =>
      ctx.sendJson({
        data,
        has_more: false,
        first_id: data[0]?.id ?? null,
        last_id: data.at(-1)?.id ?? null,
      }),
  };
}

export interface FakeAnthropicOptions extends StartOptions {
  /** Expected `x-api-key`; `null` accepts any request. */
  apiKey?: string | null;
  models?: string[];
}

export type FakeAnthropic = FakeServer & { readonly apiKey: string | undefined };

export async function startFakeAnthropic(
  options: FakeAnthropicOptions = {},
): Promise<FakeAnthropic> {
  const apiKey = options.apiKey === null ? undefined : (options.apiKey ?? DEFAULT_ANTHROPIC_KEY);
  const server = await startFakeServer(
    {
      name: 'anthropic',
      routes: [messagesRoute(), modelsRoute(options.models ?? ANTHROPIC_MODELS)],
      errorBody: anthropicErrorBody,
      authenticate: (headers) => authenticate(headers, apiKey),
    },
    options,
  );
  return Object.assign(server, { apiKey });
}
