import { createAnthropic } from '@ai-sdk/anthropic';
import { createDeepSeek } from '@ai-sdk/deepseek';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createPerplexity } from '@ai-sdk/perplexity';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { modelProvider, type TextProvider, type TransformModelId } from '@common/transform';
import type { AppConfig } from '../config';
import { AppError } from '../lib/errors';
import { missingKeyMessage, PROVIDER_MODEL_IDS, TEXT_PROVIDERS } from './ai-models';
import type { SessionKeys } from './credentials';
import { operatorKeyUsed, resolveKey } from './credentials';
import { providerFetch } from './provider-fetch';

export interface ResolvedModel {
  provider: TextProvider;
  /** The provider as users know it, for messages. */
  providerName: string;
  model: LanguageModelV3;
  /**
   * True when the operator's key is used (and the call is charged in credits); false for the
   * caller's own key from Settings and for the operator's local model server.
   */
  operatorPays: boolean;
}

/**
 * The language model to call for a user's choice, with that user's key (or the server's).
 * A provider without a key is refused here, before anything is sent.
 */
export function resolveTextModel(
  modelId: TransformModelId,
  config: AppConfig,
  sessionKeys: SessionKeys,
): ResolvedModel {
  const provider = modelProvider(modelId);
  const info = TEXT_PROVIDERS[provider];
  const resolved = (model: LanguageModelV3, operatorPays: boolean): ResolvedModel => ({
    provider,
    providerName: info.name,
    model,
    operatorPays,
  });

  if (provider === 'local') {
    const { baseUrl, model } = config.localLlm;
    if (!baseUrl || !model) throw new AppError(503, missingKeyMessage('local'));
    return resolved(
      createOpenAICompatible({
        name: 'local',
        baseURL: baseUrl,
        includeUsage: true,
        fetch: providerFetch,
      })(model),
      false,
    );
  }

  const apiKey = info.keyName ? resolveKey(info.keyName, config, sessionKeys) : undefined;
  if (!apiKey) throw new AppError(503, missingKeyMessage(provider));
  const modelName = PROVIDER_MODEL_IDS[modelId as keyof typeof PROVIDER_MODEL_IDS];
  const settings = {
    apiKey,
    baseURL: config.providers[providerEnvName(provider)].baseUrl,
    fetch: providerFetch,
  };
  const operatorPays = operatorKeyUsed(info.keyName!, sessionKeys);
  switch (provider) {
    case 'anthropic':
      return resolved(createAnthropic(settings)(modelName), operatorPays);
    case 'openai':
      return resolved(createOpenAI(settings)(modelName), operatorPays);
    case 'deepseek':
      return resolved(createDeepSeek(settings)(modelName), operatorPays);
    case 'perplexity':
      return resolved(createPerplexity(settings)(modelName), operatorPays);
  }
}

function providerEnvName(provider: Exclude<TextProvider, 'local'>) {
  return provider.toUpperCase() as 'ANTHROPIC' | 'OPENAI' | 'DEEPSEEK' | 'PERPLEXITY';
}
