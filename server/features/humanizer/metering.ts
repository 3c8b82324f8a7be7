import type { TextProvider, Usage } from '../../../common/transform';
import type { AppContext } from '../../context';
import { chargeUsage, checkCredits } from '../workspace/charging';

/**
 * The humanizer's one way to meter model calls, so a change to metering (reservations) is made
 * here alone: checked before the first provider call, charged once per run with every pass's
 * and retry's tokens, whether the run succeeded or not.
 */
export const humanizerMetering = {
  check: (ctx: AppContext, userId: string | null, provider: TextProvider) =>
    checkCredits(ctx, userId, provider),
  charge: async (ctx: AppContext, userId: string | null, provider: TextProvider, usage: Usage) => {
    if (usage.inputTokens + usage.outputTokens === 0) return;
    await chargeUsage(ctx, userId, provider, usage);
  },
};
