import type { TextProvider, Usage } from '../../../common/transform';
import type { AppContext } from '../../context';
import { chargeUsage, checkCredits } from '../workspace/charging';

/**
 * The analysis feature's one door to credits: checked once before the first provider call
 * (402 when enforced and spent) and charged after every call from the tokens the provider
 * reported, including answers that were refused for not fitting the schema (they were paid for).
 */
export interface AnalysisMeter {
  charge(usage: Partial<Usage> | undefined): Promise<void>;
}

export async function openMeter(
  ctx: AppContext,
  userId: string | null,
  provider: TextProvider,
): Promise<AnalysisMeter> {
  await checkCredits(ctx, userId, provider);
  return {
    async charge(usage) {
      const counted = {
        inputTokens: usage?.inputTokens ?? 0,
        outputTokens: usage?.outputTokens ?? 0,
      };
      if (counted.inputTokens + counted.outputTokens === 0) return;
      await chargeUsage(ctx, userId, provider, counted);
    },
  };
}
