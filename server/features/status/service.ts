import { PROVIDER_KEY_NAMES, type ProviderKeyName } from '@common/keys';
import { type StatusResponse, TEXT_MODEL_SERVICES } from '@common/status';
import type { AppConfig } from '../../config';
import type { SessionKeys } from '../../providers/credentials';
import { resolveKey } from '../../providers/credentials';
import type { LocalEngines } from '../../providers/local-engines';

/** A caller's status, from the keys of their session and the engines installed now. */
export type StatusReader = (sessionKeys: SessionKeys, engines: LocalEngines) => StatusResponse;

/**
 * Which services can really be used by a caller: a key is present (the user's or the
 * server's), or the engine runs locally and is installed. Nothing is reported available
 * that would fail for want of configuration. The server's own keys and local model are read
 * once here, since the configuration does not change while the server runs: every page polls
 * the status, and each answer then only looks at the caller's session keys
 * (docs/decisions/110-status-reads-server-keys-once.md).
 */
export function statusReader(config: AppConfig): StatusReader {
  const serverKeys = new Set(PROVIDER_KEY_NAMES.filter((name) => resolveKey(name, config, {})));
  const local = Boolean(config.localLlm.baseUrl && config.localLlm.model);
  return (sessionKeys, engines) => {
    const services = {
      gladia: has('GLADIA_API_KEY', serverKeys, sessionKeys),
      openai: has('OPENAI_API_KEY', serverKeys, sessionKeys),
      deepgram: has('DEEPGRAM_API_KEY', serverKeys, sessionKeys),
      elevenLabs: has('ELEVENLABS_API_KEY', serverKeys, sessionKeys),
      anthropic: has('ANTHROPIC_API_KEY', serverKeys, sessionKeys),
      perplexity: has('PERPLEXITY_API_KEY', serverKeys, sessionKeys),
      deepseek: has('DEEPSEEK_API_KEY', serverKeys, sessionKeys),
      mathpix:
        has('MATHPIX_APP_ID', serverKeys, sessionKeys) &&
        has('MATHPIX_APP_KEY', serverKeys, sessionKeys),
      tesseract: engines.tesseract,
      // Texify (a self-hosted math OCR model) has no integration in Redraft: never available.
      texify: false,
      assemblyai: has('ASSEMBLYAI_API_KEY', serverKeys, sessionKeys),
      local,
      gptzero: has('GPTZERO_API_KEY', serverKeys, sessionKeys),
    } satisfies StatusResponse['services'];
    return { connected: TEXT_MODEL_SERVICES.some((id) => services[id]), services };
  };
}

/** The same answer as resolveKey: the session's key, else the server's. */
function has(name: ProviderKeyName, serverKeys: Set<ProviderKeyName>, sessionKeys: SessionKeys) {
  return Boolean(sessionKeys[name]) || serverKeys.has(name);
}

/** One caller's status (tests, and callers that ask once). */
export function getStatus(
  config: AppConfig,
  sessionKeys: SessionKeys,
  engines: LocalEngines,
): StatusResponse {
  return statusReader(config)(sessionKeys, engines);
}
