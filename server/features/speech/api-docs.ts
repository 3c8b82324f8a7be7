import { errorDoc, type FeatureDocs, fileDoc } from '../../openapi/route-docs';

export const speechDocs: FeatureDocs = {
  tag: 'Narration',
  description:
    'Text read aloud as MP3 by ElevenLabs, OpenAI or the offline voice, and the voices each can use.',
  routes: {
    'GET /api/tts/voices': {
      summary: 'The voices that can narrate',
      description:
        'The offline voices always; ElevenLabs and OpenAI voices when their keys are set. An engine whose list could not be read is named in `problems`.',
      responses: {
        200: {
          description: 'The voices, by engine, and the engines that could not list theirs.',
          examples: {
            'Offline and OpenAI voices': {
              voices: [
                { voice_id: 'offline:en-us', name: 'English (America)', engine: 'offline' },
                { voice_id: 'openai:alloy', name: 'Alloy', engine: 'openai' },
              ],
              problems: [],
            },
            'ElevenLabs refused the key': {
              voices: [{ voice_id: 'offline:en-us', name: 'English (America)', engine: 'offline' }],
              problems: [{ engine: 'elevenlabs', message: 'ElevenLabs refused the API key.' }],
            },
          },
        },
      },
    },
    'POST /api/tts': {
      summary: 'Narrate a text as MP3',
      description:
        'The audio streams as it is made. `voiceId` is one of the voices listed (the offline voice when omitted); `speed` from 0.5 to 2.',
      bodyExamples: {
        'The offline voice': { text: 'Hello and welcome.', voiceId: 'offline:en-us' },
        'An OpenAI voice, faster': {
          text: 'Hello and welcome.',
          voiceId: 'openai:alloy',
          speed: 1.25,
        },
      },
      responses: {
        200: fileDoc('The narration, `narration.mp3`.', 'audio/mpeg', {
          'content-disposition': 'attachment; filename="narration.mp3"',
          'x-voice-engine': 'The engine that spoke: elevenlabs, openai or offline.',
        }),
        400: errorDoc(
          'Validation, an unknown voice, or a missing key for that voice’s service.',
          'Text is required',
          'Text is too long to narrate at once (limit 100,000 characters)',
          'Speed must be between 0.5 and 2',
          'Unknown voice: offline:xx',
          'OpenAI API key is required for text-to-speech. Please add it in Settings.',
        ),
        401: errorDoc(
          'With CREDITS_ENFORCED=true, an anonymous caller using a cloud voice without a key of their own.',
          'Please log in to use the AI tools: they are paid for with credits.',
        ),
        402: errorDoc(
          'With CREDITS_ENFORCED=true, a balance that cannot cover the text’s characters.',
          'Not enough credits: your balance cannot cover a OpenAI request. Buy credits to continue.',
        ),
        502: errorDoc(
          'The voice service failed.',
          'OpenAI could not generate the speech. Please try again.',
        ),
        503: errorDoc(
          'The offline voice is busy (one narration at a time, four waiting).',
          'The offline voice is busy with other narrations. Please try again in a moment.',
        ),
      },
    },
  },
};
