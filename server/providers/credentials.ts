import type { ProviderKeyName } from '@common/keys';
import type { AppConfig } from '../config';

/** The provider keys a caller entered in Settings for their browser session, decrypted. */
export type SessionKeys = Partial<Record<ProviderKeyName, string>>;

/**
 * The key to use for a provider: the one the user entered in Settings for this session wins
 * over the server's environment, so a user can bring their own account.
 */
export function resolveKey(
  name: ProviderKeyName,
  config: AppConfig,
  sessionKeys: SessionKeys,
): string | undefined {
  const fromSession = sessionKeys[name];
  if (fromSession) return fromSession;
  if (name === 'MATHPIX_APP_ID') return config.mathpix.appId;
  if (name === 'MATHPIX_APP_KEY') return config.mathpix.appKey;
  const provider = name.replace(/_API_KEY$/, '') as keyof AppConfig['providers'];
  return config.providers[provider]?.apiKey;
}

/**
 * True when the call will use the operator's key rather than the caller's own from Settings:
 * only then is it paid for in credits (docs/decisions/060-credits-own-key-not-charged.md).
 */
export function operatorKeyUsed(name: ProviderKeyName, sessionKeys: SessionKeys): boolean {
  return !sessionKeys[name];
}
