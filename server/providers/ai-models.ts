import type { ProviderKeyName } from '@common/keys';
import type { TextProvider, TransformModelId } from '@common/transform';

/**
 * The one place that maps the models users pick to the providers' current models. The spec
 * names "claude sonnet", gpt-4o, deepseek-chat and a Perplexity Llama model; Perplexity has
 * since replaced its Llama models with Sonar.
 */
export const PROVIDER_MODEL_IDS: Record<Exclude<TransformModelId, 'local'>, string> = {
  'claude-sonnet': 'claude-sonnet-4-5',
  'gpt-4o': 'gpt-4o',
  'deepseek-chat': 'deepseek-chat',
  perplexity: 'sonar',
};

export interface TextProviderInfo {
  /** How the provider is named to users in messages. */
  name: string;
  /** The model family named by the spec's missing-key message. */
  family: string;
  keyName?: ProviderKeyName;
}

export const TEXT_PROVIDERS: Record<TextProvider, TextProviderInfo> = {
  anthropic: { name: 'Anthropic', family: 'Claude', keyName: 'ANTHROPIC_API_KEY' },
  openai: { name: 'OpenAI', family: 'GPT', keyName: 'OPENAI_API_KEY' },
  deepseek: { name: 'DeepSeek', family: 'DeepSeek', keyName: 'DEEPSEEK_API_KEY' },
  perplexity: { name: 'Perplexity', family: 'Llama', keyName: 'PERPLEXITY_API_KEY' },
  local: { name: 'The local model server', family: 'local' },
};

/** The spec's message: '{provider} API key is required for {Claude, Llama or GPT} models. Please add it in Settings.' */
export function missingKeyMessage(provider: TextProvider): string {
  if (provider === 'local') {
    return 'A local model server is not configured: set LOCAL_LLM_BASE_URL and LOCAL_LLM_MODEL.';
  }
  const info = TEXT_PROVIDERS[provider];
  return `${info.name} API key is required for ${info.family} models. Please add it in Settings.`;
}
