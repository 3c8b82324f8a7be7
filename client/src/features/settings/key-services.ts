import type { ProviderKeyName } from '@common/keys';
import type { ServiceId } from '@common/status';

/** One service whose keys Settings takes, as a person knows it. */
export interface KeyService {
  name: string;
  /** What Redraft does with it, in a few words. */
  purpose: string;
  keys: ProviderKeyName[];
  /** The service's id in /api/status, when the status reports it. */
  status: ServiceId | null;
  /** Where to create a key: the provider's own site. */
  keyPage: string;
}

export interface KeyGroup {
  title: string;
  services: KeyService[];
}

/** Settings' keys, grouped by what they are for, each service once with its human name. */
export const KEY_GROUPS: KeyGroup[] = [
  {
    title: 'Text models',
    services: [
      {
        name: 'Anthropic',
        purpose: 'Claude: rewrites as ZHI 1',
        keys: ['ANTHROPIC_API_KEY'],
        status: 'anthropic',
        keyPage: 'https://console.anthropic.com/settings/keys',
      },
      {
        name: 'OpenAI',
        purpose: 'GPT-4o as ZHI 2, Whisper dictation and voices',
        keys: ['OPENAI_API_KEY'],
        status: 'openai',
        keyPage: 'https://platform.openai.com/api-keys',
      },
      {
        name: 'DeepSeek',
        purpose: 'Rewrites as ZHI 3',
        keys: ['DEEPSEEK_API_KEY'],
        status: 'deepseek',
        keyPage: 'https://platform.deepseek.com/api_keys',
      },
      {
        name: 'Perplexity',
        purpose: 'Rewrites as ZHI 4',
        keys: ['PERPLEXITY_API_KEY'],
        status: 'perplexity',
        keyPage: 'https://www.perplexity.ai/settings/api',
      },
    ],
  },
  {
    title: 'Speech to text',
    services: [
      {
        name: 'Gladia',
        purpose: 'Dictation and audio uploads',
        keys: ['GLADIA_API_KEY'],
        status: 'gladia',
        keyPage: 'https://app.gladia.io/',
      },
      {
        name: 'Deepgram',
        purpose: 'Dictation and audio uploads',
        keys: ['DEEPGRAM_API_KEY'],
        status: 'deepgram',
        keyPage: 'https://console.deepgram.com/',
      },
      {
        name: 'AssemblyAI',
        purpose: 'Dictation and audio uploads',
        keys: ['ASSEMBLYAI_API_KEY'],
        status: 'assemblyai',
        keyPage: 'https://www.assemblyai.com/app/api-keys',
      },
    ],
  },
  {
    title: 'Voices, detection and math',
    services: [
      {
        name: 'ElevenLabs',
        purpose: 'Natural narration voices',
        keys: ['ELEVENLABS_API_KEY'],
        status: 'elevenLabs',
        keyPage: 'https://elevenlabs.io/app/settings/api-keys',
      },
      {
        name: 'GPTZero',
        purpose: 'AI detection by GPTZero',
        keys: ['GPTZERO_API_KEY'],
        status: null,
        keyPage: 'https://app.gptzero.me/app/api',
      },
      {
        name: 'Mathpix',
        purpose: 'Math in photos and scans',
        keys: ['MATHPIX_APP_ID', 'MATHPIX_APP_KEY'],
        status: 'mathpix',
        keyPage: 'https://console.mathpix.com/',
      },
    ],
  },
];

/** The site's name as a person reads it in a link: its host without "www.". */
export const siteName = (url: string) => new URL(url).host.replace(/^www\./, '');

/**
 * Whether a service already works without a key of the user's: the status (which counts the
 * user's saved keys too) says it is available, and none of its keys is the user's.
 */
export function providedByServer(
  service: KeyService,
  available: Partial<Record<ServiceId, boolean>> | undefined,
  userKeys: readonly ProviderKeyName[] | undefined,
): boolean {
  if (service.status === null || !available || !userKeys) return false;
  return available[service.status] === true && !service.keys.some((key) => userKeys.includes(key));
}
