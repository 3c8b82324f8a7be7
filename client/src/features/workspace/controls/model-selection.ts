import type { ServiceId, StatusResponse } from '@common/status';
import {
  DEFAULT_MODEL,
  modelProvider,
  TRANSFORM_MODELS,
  type TransformModelId,
} from '@common/transform';

type Services = StatusResponse['services'];

const MODEL_BY_PROVIDER: Partial<Record<ServiceId, TransformModelId>> = {
  deepseek: 'deepseek-chat',
  openai: 'gpt-4o',
  anthropic: 'claude-sonnet',
  perplexity: 'perplexity',
};

/** The spec's default provider for new work: the first available of these. */
const DEFAULT_ORDER: ServiceId[] = ['deepseek', 'openai', 'anthropic', 'perplexity'];

/** The spec's fallback order when the selected model is unavailable. */
const FALLBACKS: Partial<Record<TransformModelId, TransformModelId[]>> = {
  'claude-sonnet': ['gpt-4o', 'perplexity'],
  'gpt-4o': ['claude-sonnet', 'perplexity'],
  perplexity: ['gpt-4o', 'claude-sonnet'],
};

export function isModelAvailable(model: TransformModelId, services: Services): boolean {
  return services[modelProvider(model)] === true;
}

/** The model new work starts with; the spec's claude sonnet when nothing is available yet. */
export function defaultModel(services: Services): TransformModelId {
  const provider = DEFAULT_ORDER.find((id) => services[id]);
  if (provider) return MODEL_BY_PROVIDER[provider]!;
  return services.local ? 'local' : DEFAULT_MODEL;
}

/** The selected model when it can be used, else its fallbacks in order, else the default. */
export function resolveModel(selected: TransformModelId, services: Services): TransformModelId {
  if (isModelAvailable(selected, services)) return selected;
  const fallback = FALLBACKS[selected]?.find((model) => isModelAvailable(model, services));
  return fallback ?? defaultModel(services);
}

/** Whether any text model (a provider's or a local server's) can be used now. */
export function anyModelAvailable(services: Services): boolean {
  return TRANSFORM_MODELS.some((model) => isModelAvailable(model.id, services));
}

/**
 * The model the workspace should have selected: the user's choice or its fallback once they
 * picked one, else the default for new work; null when no model at all can be used, so that
 * an unavailable model is never left selected.
 */
export function modelToSelect(
  selected: TransformModelId,
  chosen: boolean,
  services: Services,
): TransformModelId | null {
  if (!anyModelAvailable(services)) return null;
  return chosen ? resolveModel(selected, services) : defaultModel(services);
}
