/** Whether a section can run: the status is still being read, some provider has a key, or none. */
export type Readiness = 'checking' | 'ready' | 'none';

/**
 * Which of a section's providers can be used now, as /api/status reports them, and the one a
 * run uses: the user's choice while it is available, else the first available one of `order`,
 * else '' (an unavailable provider is never shown or sent as the choice).
 */
export function providerChoice<Id extends string>(
  services: Partial<Record<string, boolean>> | undefined,
  chosen: Id,
  order: readonly Id[],
) {
  const available = (id: Id) => services?.[id] === true;
  const readiness: Readiness = !services ? 'checking' : order.some(available) ? 'ready' : 'none';
  const selected: Id | '' = available(chosen) ? chosen : (order.find(available) ?? '');
  return { available, readiness, selected };
}
