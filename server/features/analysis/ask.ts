import { generateText, NoObjectGeneratedError, Output } from 'ai';
import type { z } from 'zod';
import type { AiSettings } from '../../config';
import { AppError } from '../../lib/errors';
import type { ResolvedModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import type { AnalysisMeter } from './metering';
import type { PromptParts } from './prompts';

export interface ModelCall {
  model: ResolvedModel;
  settings: AiSettings;
  meter: AnalysisMeter;
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
      const result = await generateText({
        model: call.model.model,
        ...parts,
        output: Output.object({ schema }),
        abortSignal: call.signal,
        maxRetries: call.settings.maxRetries,
        timeout: { totalMs: call.settings.requestTimeoutMs },
      });
      const output = result.output as z.infer<T>;
      await call.meter.charge(result.usage);
      return output;
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error)) {
        await call.meter.charge(error.usage);
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
    const result = await generateText({
      model: call.model.model,
      ...parts,
      abortSignal: call.signal,
      maxRetries: call.settings.maxRetries,
      timeout: { totalMs: call.settings.requestTimeoutMs },
    });
    await call.meter.charge(result.usage);
    return result.text;
  } catch (error) {
    throw toProviderError(error, call.model.providerName);
  }
}
