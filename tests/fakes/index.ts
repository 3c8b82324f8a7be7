// Public entry point of the provider fakes.

export { type AllFakes, type AllFakesPorts, startAllFakes } from './all-fakes';
export {
  DEFAULT_ANTHROPIC_KEY,
  type FakeAnthropic,
  type FakeAnthropicOptions,
  startFakeAnthropic,
} from './anthropic';
export {
  DEFAULT_DEEPSEEK_KEY,
  type FakeDeepSeek,
  type FakeDeepSeekOptions,
  startFakeDeepSeek,
} from './deepseek';
export { FakeServer, type RecordedRequest, type StartOptions } from './fake-server';
export type { Fault, FaultKind } from './faults';
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
