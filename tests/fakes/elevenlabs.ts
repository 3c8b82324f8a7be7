// Fake api.elevenlabs.io: GET /v1/voices (the account's voices) and POST
// /v1/text-to-speech/{voice_id}?output_format=mp3_44100_128 { text, model_id, voice_settings }
// → audio/mpeg. Auth: `xi-api-key`. Errors: `{ detail: { status, message } }`.
// SDK usage: createElevenLabs({ apiKey, fetch: fetchWithBaseUrl('https://api.elevenlabs.io', fake.url) }).
import { speechMp3 } from './audio';
import { type FakeServer, headerValue, type StartOptions, startFakeServer } from './fake-server';

export const DEFAULT_ELEVENLABS_KEY = 'elevenlabs-fake-key-0000';
/**
 * Two of ElevenLabs' premade voices, with their real ids, and an account's own voices: one whose
 * id has an underscore and a hyphen, one whose id has a dot (which no URL path may carry safely).
 */
export const ELEVENLABS_VOICES = [
  { voice_id: '21m00Tcm4TLvDq8UxGE9', name: 'Rachel' },
  { voice_id: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah' },
  { voice_id: 'my_voice-2024', name: 'My cloned voice' },
  { voice_id: 'odd.voice', name: 'Odd voice' },
];
/** eleven_multilingual_v2 accepts up to 10,000 characters per request. */
const MAX_TEXT = 10_000;

export type FakeElevenLabs = FakeServer & { readonly apiKey: string };

function elevenError(status: number, message?: string, code?: string) {
  return {
    detail: {
      status: code ?? (status === 401 ? 'invalid_api_key' : 'error'),
      message: message ?? (status === 401 ? 'Invalid API key' : 'Request failed'),
    },
  };
}

export async function startFakeElevenLabs(
  options: StartOptions & { apiKey?: string } = {},
): Promise<FakeElevenLabs> {
  const apiKey = options.apiKey ?? DEFAULT_ELEVENLABS_KEY;
  const server = await startFakeServer(
    {
      name: 'elevenlabs',
      errorBody: elevenError,
      authenticate: (headers) => {
        const key = headerValue(headers, 'xi-api-key');
        if (!key)
          return { status: 401, body: elevenError(401, 'Missing xi-api-key', 'missing_api_key') };
        return key === apiKey ? null : { status: 401, body: elevenError(401) };
      },
      routes: [
        {
          method: 'GET',
          path: '/v1/voices',
          async handle({ sendJson }) {
            await sendJson({
              voices: ELEVENLABS_VOICES.map((voice) => ({
                ...voice,
                category: 'premade',
                labels: { accent: 'american', gender: 'female' },
                preview_url: `https://storage.googleapis.com/eleven-public-prod/premade/voices/${voice.voice_id}/preview.mp3`,
                available_for_tiers: [],
                settings: null,
              })),
            });
          },
        },
        {
          method: 'POST',
          path: '/v1/text-to-speech/{voice_id}',
          pattern: /^\/v1\/text-to-speech\/[^/]+$/,
          async handle({ request, body, sendJson, sendBytes }) {
            const voiceId = new URL(request.path, 'http://fake').pathname.split('/').pop();
            if (!ELEVENLABS_VOICES.some((voice) => voice.voice_id === voiceId)) {
              await sendJson(
                elevenError(
                  404,
                  `A voice with the voice_id ${voiceId} was not found.`,
                  'voice_not_found',
                ),
                404,
              );
              return;
            }
            const text = typeof body.text === 'string' ? body.text : '';
            if (!text || text.length > MAX_TEXT) {
              await sendJson(
                elevenError(
                  400,
                  `Text must be between 1 and ${MAX_TEXT} characters.`,
                  'invalid_text',
                ),
                400,
              );
              return;
            }
            const speed = (body.voice_settings as { speed?: number } | undefined)?.speed;
            if (speed !== undefined && (speed < 0.7 || speed > 1.2)) {
              await sendJson(
                elevenError(400, 'speed must be between 0.7 and 1.2', 'invalid_voice_settings'),
                400,
              );
              return;
            }
            await sendBytes('audio/mpeg', await speechMp3(text, 44100, 128));
          },
        },
      ],
    },
    options,
  );
  return Object.assign(server, { apiKey });
}
