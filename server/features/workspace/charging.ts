import { randomUUID } from 'node:crypto';
import type { TextProvider, Usage } from '../../../common/transform';
import type { AppContext } from '../../context';
import { debitUsage, ensureCanAfford } from '../credits/metering';

/**
 * Credits are metered for the paid providers; a local model server is the operator's own and
 * costs nothing. Checked before the call (402 when enforced and the balance is spent) and
 * charged after it, from the tokens the provider reported.
 */
export async function checkCredits(ctx: AppContext, userId: string | null, provider: TextProvider) {
  if (provider !== 'local') await ensureCanAfford(ctx, userId, provider);
}

export async function chargeUsage(
  ctx: AppContext,
  userId: string | null,
  provider: TextProvider,
  usage: Usage,
) {
  if (provider === 'local') return;
  await debitUsage(ctx, { userId, provider, ...usage, idempotencyKey: randomUUID() });
}
