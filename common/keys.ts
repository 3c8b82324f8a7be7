import { z } from 'zod';
import type { ServiceId } from './status';

/**
 * Provider keys a user may enter in Settings. They apply to that browser session only,
 * are stored server-side and are never sent back: the browser only learns which are set.
 * Names follow the environment variables so the README, .env and Settings speak alike.
 */
export const PROVIDER_KEYS = [
  { name: 'ANTHROPIC_API_KEY', label: 'Anthropic (ZHI 1)', service: 'anthropic' },
  { name: 'OPENAI_API_KEY', label: 'OpenAI (ZHI 2)', service: 'openai' },
  { name: 'DEEPSEEK_API_KEY', label: 'DeepSeek (ZHI 3)', service: 'deepseek' },
  { name: 'PERPLEXITY_API_KEY', label: 'Perplexity (ZHI 4)', service: 'perplexity' },
  { name: 'GLADIA_API_KEY', label: 'Gladia (speech to text)', service: 'gladia' },
  { name: 'DEEPGRAM_API_KEY', label: 'Deepgram (speech to text)', service: 'deepgram' },
  { name: 'ASSEMBLYAI_API_KEY', label: 'AssemblyAI (speech to text)', service: 'assemblyai' },
  { name: 'ELEVENLABS_API_KEY', label: 'ElevenLabs (narration)', service: 'elevenLabs' },
  { name: 'GPTZERO_API_KEY', label: 'GPTZero (AI detection)', service: null },
  { name: 'MATHPIX_APP_ID', label: 'Mathpix app ID (math OCR)', service: 'mathpix' },
  { name: 'MATHPIX_APP_KEY', label: 'Mathpix app key (math OCR)', service: 'mathpix' },
] as const satisfies readonly { name: string; label: string; service: ServiceId | null }[];

export type ProviderKeyName = (typeof PROVIDER_KEYS)[number]['name'];

export const PROVIDER_KEY_NAMES = PROVIDER_KEYS.map((key) => key.name) as [
  ProviderKeyName,
  ...ProviderKeyName[],
];

/** A key value longer than this is certainly not an API key: refuse it rather than store it. */
export const MAX_KEY_LENGTH = 512;

/**
 * The spec's keys request: a record of string to string. An empty string removes that key.
 * Names outside the catalogue are refused so that a typo does not fail silently.
 */
export const saveKeysRequestSchema = z
  .record(z.string(), z.string().max(MAX_KEY_LENGTH, 'A key is at most 512 characters'))
  .superRefine((record, ctx) => {
    for (const [name, value] of Object.entries(record)) {
      if (!(PROVIDER_KEY_NAMES as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: `Unknown key: ${name}`, path: [name] });
      } else if (!isSendableKey(value.trim())) {
        ctx.addIssue({ code: 'custom', message: unsendableKeyMessage(name), path: [name] });
      }
    }
  });

/**
 * A key travels in an HTTP header: only visible ASCII can. Anything else (a space inside,
 * a line break, a NUL, a letter like é or a curly quote from a word processor) would make
 * every call with it fail, so it is refused when saved.
 */
export function isSendableKey(value: string): boolean {
  return /^[\x21-\x7e]*$/.test(value);
}

export const unsendableKeyMessage = (name: string) =>
  `${name} is not a valid key: keys contain only letters, digits and punctuation, without spaces or other characters. Please paste it again.`;

export type SaveKeysRequest = Record<string, string>;

export const keysResponseSchema = z.object({
  configured: z.array(z.enum(PROVIDER_KEY_NAMES)),
});

export type KeysResponse = z.infer<typeof keysResponseSchema>;
