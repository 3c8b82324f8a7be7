import {
  SERVICE_IDS,
  type ServiceId,
  type StatusResponse,
  TEXT_MODEL_SERVICES,
} from '../../../common/status';
import type { AppConfig } from '../../config';
import { resolveKey } from '../../providers/credentials';
import type { LocalEngines } from '../../providers/local-engines';
import type { SessionKeys } from '../settings/service';

/**
 * Which services can really be used by this caller: a key is present (the user's or the
 * server's), or the engine runs locally and is installed. Nothing is reported available
 * that would fail for want of configuration.
 */
export function getStatus(
  config: AppConfig,
  sessionKeys: SessionKeys,
  engines: LocalEngines,
): StatusResponse {
  const has = (name: Parameters<typeof resolveKey>[0]) =>
    Boolean(resolveKey(name, config, sessionKeys));
  const available: Record<ServiceId, boolean> = {
    gladia: has('GLADIA_API_KEY'),
    openai: has('OPENAI_API_KEY'),
    deepgram: has('DEEPGRAM_API_KEY'),
    elevenLabs: has('ELEVENLABS_API_KEY'),
    anthropic: has('ANTHROPIC_API_KEY'),
    perplexity: has('PERPLEXITY_API_KEY'),
    deepseek: has('DEEPSEEK_API_KEY'),
    mathpix: has('MATHPIX_APP_ID') && has('MATHPIX_APP_KEY'),
    tesseract: engines.tesseract,
    // Texify (a self-hosted math OCR model) has no integration in Redraft: never available.
    texify: false,
    assemblyai: has('ASSEMBLYAI_API_KEY'),
    local: Boolean(config.localLlm.baseUrl && config.localLlm.model),
    gptzero: has('GPTZERO_API_KEY'),
  };
  const services = Object.fromEntries(SERVICE_IDS.map((id) => [id, available[id]])) as Record<
    ServiceId,
    boolean
  >;
  return { connected: TEXT_MODEL_SERVICES.some((id) => services[id]), services };
}
