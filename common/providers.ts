/**
 * The AI text providers and their user-facing labels (spec: ZHI 1 is anthropic, ZHI 2 openai,
 * ZHI 3 deepseek, ZHI 4 perplexity).
 */
export const AI_PROVIDERS = [
  { id: 'anthropic', label: 'ZHI 1' },
  { id: 'openai', label: 'ZHI 2' },
  { id: 'deepseek', label: 'ZHI 3' },
  { id: 'perplexity', label: 'ZHI 4' },
] as const;

export type AiProviderId = (typeof AI_PROVIDERS)[number]['id'];

export const AI_PROVIDER_IDS = AI_PROVIDERS.map((provider) => provider.id) as [
  AiProviderId,
  ...AiProviderId[],
];

export function providerLabel(id: AiProviderId): string {
  return AI_PROVIDERS.find((provider) => provider.id === id)?.label ?? id;
}
