// Public entry point of the provider fakes.

export { type AllFakes, type AllFakesPorts, startAllFakes, textProviderEnv } from './all-fakes';
export {
  DEFAULT_ANTHROPIC_KEY,
  type FakeAnthropic,
  type FakeAnthropicOptions,
  startFakeAnthropic,
} from './anthropic';
export {
  DEFAULT_ASSEMBLYAI_KEY,
  type FakeAssemblyAI,
  startFakeAssemblyAI,
} from './assemblyai';
export { AudioScript, DEFAULT_TRANSCRIPT } from './audio';
export { DEFAULT_DEEPGRAM_KEY, type FakeDeepgram, startFakeDeepgram } from './deepgram';
export {
  DEFAULT_DEEPSEEK_KEY,
  type FakeDeepSeek,
  type FakeDeepSeekOptions,
  startFakeDeepSeek,
} from './deepseek';
export {
  DEFAULT_ELEVENLABS_KEY,
  ELEVENLABS_VOICES,
  type FakeElevenLabs,
  startFakeElevenLabs,
} from './elevenlabs';
export { FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
export type { Fault, FaultKind } from './faults';
export { openGate } from './gates';
export { DEFAULT_GLADIA_KEY, type FakeGladia, startFakeGladia } from './gladia';
export { DEFAULT_GPTZERO_KEY, type FakeGptZero, startFakeGptZero } from './gptzero';
export { type FakeLocalLLM, type FakeLocalLLMOptions, startFakeLocalLLM } from './local-llm';
export {
  DEFAULT_MATHPIX_APP_ID,
  DEFAULT_MATHPIX_APP_KEY,
  DEFAULT_MATHPIX_TEXT,
  type FakeMathpix,
  startFakeMathpix,
} from './mathpix';
export {
  DEFAULT_OPENAI_KEY,
  type FakeOpenAI,
  type FakeOpenAIOptions,
  startFakeOpenAI,
} from './openai';
export {
  DEFAULT_CITATIONS,
  DEFAULT_PERPLEXITY_KEY,
  type FakePerplexity,
  type FakePerplexityOptions,
  startFakePerplexity,
} from './perplexity';
export {
  defaultReply,
  estimateTokens,
  type JsonReplySource,
  type PromptView,
  type ReplySource,
  splitIntoChunks,
} from './reply';
export {
  DEFAULT_STRIPE_PUBLISHABLE_KEY,
  DEFAULT_STRIPE_SECRET_KEY,
  DEFAULT_STRIPE_WEBHOOK_SECRET,
  type FakeStripe,
  type FakeStripeOptions,
  signedPaymentIntentEvent,
  startFakeStripe,
} from './stripe';
