import { z } from 'zod';

/** Every service of the spec's availability map, plus assemblyai and a local model server. */
export const SERVICE_IDS = [
  'gladia',
  'openai',
  'deepgram',
  'elevenLabs',
  'anthropic',
  'perplexity',
  'deepseek',
  'mathpix',
  'tesseract',
  'texify',
  'assemblyai',
  'local',
  'gptzero',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

/** Services that can rewrite text; at least one of them makes the app "connected". */
export const TEXT_MODEL_SERVICES = [
  'anthropic',
  'openai',
  'deepseek',
  'perplexity',
  'local',
] as const satisfies readonly ServiceId[];

export const statusResponseSchema = z.object({
  connected: z.boolean(),
  services: z.record(z.enum(SERVICE_IDS), z.boolean()),
});

export type StatusResponse = z.infer<typeof statusResponseSchema>;

/** The spec polls the status every 30 s. */
export const STATUS_POLL_INTERVAL_MS = 30_000;
