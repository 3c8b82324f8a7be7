import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import type { AiSettings } from '../../config';
import { MAX_OUTPUT_TOKENS, meterTextCall, type TextCaller } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import type { ResolvedModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import type { PromptParts } from './prompts';

export interface ModelCall {
  model: ResolvedModel;
  settings: AiSettings;
  /** Who pays: each call (each retry too) is held before it starts and settled after. */
  payer: TextCaller;
  signal?: AbortSignal;
}

/** Tries for an answer that fits: the first, and one more. */
const SCHEMA_ATTEMPTS = 2;

export function unfitAnswerMessage(providerName: string): string {
  return `${providerName} answered twice in a form that does not fit the analysis. Please try again or choose another provider.`;
}

/**
 * Asks the model for an answer in the schema's shape (AI SDK structured output). An answer
 * that does not fit is asked for once more; a second misfit is a 502, never a filled-in answer.
 */
export async function askStructured<T extends z.ZodType>(
  call: ModelCall,
  parts: PromptParts,
  schema: T,
): Promise<z.infer<T>> {
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await meterTextCall(call.payer, parts, (report) =>
        generateText({
          model: call.model.model,
          ...parts,
          output: Output.object({ schema }),
          abortSignal: call.signal,
          maxRetries: call.settings.maxRetries,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          timeout: { totalMs: call.settings.requestTimeoutMs },
        }).then(
          (answer) => {
            report(answer.usage);
            return answer;
          },
          (error: unknown) => {
            // A misfit was still paid for: the provider reports what it used.
            if (NoObjectGeneratedError.isInstance(error)) report(error.usage);
            throw error;
          },
        ),
      );
      return result.output as z.infer<T>;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        if (attempt < SCHEMA_ATTEMPTS && !call.signal?.aborted) continue;
        throw new AppError(502, unfitAnswerMessage(call.model.providerName));
      }
      throw toProviderError(error, call.model.providerName);
    }
  }
}

/** Asks for plain text (the rewrite). */
export async function askText(call: ModelCall, parts: PromptParts): Promise<string> {
  try {
    const result = await meterTextCall(call.payer, parts, async (report) => {
      const answer = await generateText({
        model: call.model.model,
        ...parts,
        abortSignal: call.signal,
        maxRetries: call.settings.maxRetries,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        timeout: { totalMs: call.settings.requestTimeoutMs },
      });
      report(answer.usage);
      return answer;
    });
    return result.text;
  } catch (error) {
    throw toProviderError(error, call.model.providerName);
  }
}
