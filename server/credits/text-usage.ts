import { estimateTokens } from '@common/credits';
import { providerLabel } from '@common/providers';
import type { Usage } from '@common/transform';
import type { ResolvedModel } from '../providers/ai';
import {
  ensureCanReserve,
  type Hold,
  type MeteringContext,
  type ReserveRequest,
  reserve,
} from './metering';

/**
 * The output limit every text-model call is given: a rewrite of one piece (at most 8,000
 * characters) fits several times over, and it bounds what a call can cost, so it can be
 * reserved before the call starts.
 */
export const MAX_OUTPUT_TOKENS = 8192;

/** Tokens a provider adds around each call's messages (roles, separators), estimated. */
const CALL_OVERHEAD_TOKENS = 16;

/** The prompt text of one call, to estimate its input before the provider counts it. */
export interface PromptText {
  system?: string;
  prompt: string;
  /** Tokens the call sends beside the text, e.g. a structured output's JSON schema. */
  extraTokens?: number;
}

export function estimatePromptTokens(prompt: PromptText): number {
  return (
    estimateTokens(prompt.system ?? '') +
    estimateTokens(prompt.prompt) +
    (prompt.extraTokens ?? 0) +
    CALL_OVERHEAD_TOKENS
  );
}

export type TextHold = Hold<{
  service: 'text';
  provider: 'anthropic' | 'openai' | 'deepseek' | 'perplexity';
  inputTokens: number;
  outputTokens: number;
}>;

type TextMetered = TextHold extends Hold<infer M> ? M : never;

function textRequest(
  userId: string | null,
  operatorPays: boolean,
  provider: TextMetered['provider'],
  prompts: PromptText[],
  holdId?: string,
): ReserveRequest<TextMetered> {
  return {
    holdId,
    userId,
    operatorPays,
    label: providerLabel(provider),
    most: {
      service: 'text',
      provider,
      inputTokens: prompts.reduce((sum, prompt) => sum + estimatePromptTokens(prompt), 0),
      outputTokens: prompts.length * MAX_OUTPUT_TOKENS,
    },
  };
}

/**
 * Reserves the most a set of text-model calls can cost: their prompts, estimated, plus the
 * output limit of each. A local model server is the operator's own and is never charged.
 */
export async function reserveTextCalls(
  ctx: MeteringContext,
  userId: string | null,
  model: ResolvedModel,
  prompts: PromptText[],
  /** A fixed id: held and charged once however often the calls run (see ReserveRequest). */
  holdId?: string,
): Promise<TextHold> {
  const { provider, operatorPays } = model;
  if (provider === 'local') return { held: 0, settle: async () => undefined };
  return reserve(ctx, textRequest(userId, operatorPays, provider, prompts, holdId));
}

/** Who pays for a feature's text-model calls, and with which model. */
export interface TextCaller {
  ctx: MeteringContext;
  userId: string | null;
  model: ResolvedModel;
}

/** Refuses (401, 402) before a run of calls starts when not even one call of this size could be held. */
export async function ensureCanCall(caller: TextCaller, prompt: PromptText): Promise<void> {
  const { provider, operatorPays } = caller.model;
  if (provider === 'local') return;
  await ensureCanReserve(caller.ctx, textRequest(caller.userId, operatorPays, provider, [prompt]));
}

/** What a provider reported a call used. */
export type ReportedUsage = { inputTokens?: number; outputTokens?: number } | undefined;

/**
 * One text-model call of a feature that makes several (the humanizer's passes, the analysis'
 * phases, each retry): its most is held before it starts (401/402 before the provider is
 * called) and settled with the usage the call reports, or, when it fails or is cut short
 * without a report, with its prompt, estimated.
 */
export async function meterTextCall<T>(
  caller: TextCaller,
  prompt: PromptText,
  call: (report: (usage: ReportedUsage) => void) => Promise<T>,
  /** A fixed id (a durable job's call), so a call run again is held and charged once. */
  holdId?: string,
): Promise<T> {
  const hold = await reserveTextCalls(caller.ctx, caller.userId, caller.model, [prompt], holdId);
  const meter = new TokenMeter();
  const id = meter.start(prompt);
  try {
    return await call((usage) => meter.finish(id, usage ?? {}));
  } finally {
    await hold.settle(meter.total);
  }
}

/**
 * The tokens a group of calls used so far: the provider's figures for each call that
 * finished, and for a call cut short (the browser left, the provider failed) its prompt and
 * the text it had sent, estimated. A stream closed part-way is charged for what was produced.
 */
export class TokenMeter {
  #finished: Usage = { inputTokens: 0, outputTokens: 0 };
  #open = new Map<number, { inputTokens: number; produced: string[] }>();
  #next = 0;

  /** A call is starting; returns its handle. */
  start(prompt: PromptText): number {
    const id = this.#next++;
    this.#open.set(id, { inputTokens: estimatePromptTokens(prompt), produced: [] });
    return id;
  }

  /** Text the call has sent so far. */
  produced(id: number, text: string): void {
    this.#open.get(id)?.produced.push(text);
  }

  /** The call ended with the provider's own count, which replaces the estimate. */
  finish(id: number, usage: { inputTokens?: number; outputTokens?: number }): void {
    this.#open.delete(id);
    this.#finished.inputTokens += usage.inputTokens ?? 0;
    this.#finished.outputTokens += usage.outputTokens ?? 0;
  }

  get total(): Usage {
    const total = { ...this.#finished };
    for (const call of this.#open.values()) {
      total.inputTokens += call.inputTokens;
      total.outputTokens += estimateTokens(call.produced.join(''));
    }
    return total;
  }
}
