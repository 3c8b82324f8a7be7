import { countWords } from '@common/chunking';
import {
  bandTone,
  type DetectionProvider,
  type DetectResponse,
  detectorName,
  humanLikelihood,
  LOW_CONFIDENCE_WORDS,
  MAX_DETECTION_CHARS,
  type NarrativeProvider,
  textTooLongMessage,
} from '@common/detection';
import type { TransformModelId } from '@common/transform';
import type { AppContext } from '../../context';
import { type Payer, reserveFor } from '../../credits/metering';
import { reserveTextCalls, type TextHold, TokenMeter } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import { resolveTextModel } from '../../providers/ai';
import { resolveKey } from '../../providers/credentials';
import { DetectionProviderError, predictWithGptZero } from '../../providers/gptzero';
import {
  checkNarrative,
  EMPTY_NARRATIVE,
  type Narrative,
  narrativePrompt,
  writeNarrative,
} from './narrative';
import { type DetectorScores, locateSentences } from './scores';

/** The model that writes the narrative for each choice of `provider`. */
const NARRATIVE_MODELS: Record<NarrativeProvider, TransformModelId> = {
  openai: 'gpt-4o',
  anthropic: 'claude-sonnet',
  deepseek: 'deepseek-chat',
  perplexity: 'perplexity',
  local: 'local',
};

export const DETECTION_FAILED = 'Failed to detect AI content';
export const GPTZERO_KEY_MISSING =
  'GPTZero API key is required for GPTZero detection. Please add it in Settings.';

/** Runs the embedded detector (in a worker thread, in the server). */
export type LocalScorer = (text: string) => Promise<DetectorScores>;

export interface DetectCall {
  ctx: AppContext;
  scoreLocally: LocalScorer;
  text: string;
  provider: DetectionProvider;
  /** Who pays for GPTZero and the narrative's model, with the keys entered in Settings. */
  payer: Payer;
  signal?: AbortSignal;
}

/** A text past the documented maximum is refused before any detector or model sees it. */
function checkLength(text: string) {
  if (text.length > MAX_DETECTION_CHARS) throw new AppError(413, textTooLongMessage(text.length));
}

/** The embedded detector in its worker; a busy pool says so (503), other faults are generic. */
async function scoreWithLocalDetector(text: string, scoreLocally: LocalScorer) {
  try {
    return await scoreLocally(text);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 503) throw error;
    // A worker that failed or timed out: the spec's generic line.
    throw new AppError(500, DETECTION_FAILED, undefined, error);
  }
}

/** Scores from GPTZero when asked for, otherwise from the embedded detector. */
async function score(call: DetectCall): Promise<DetectorScores> {
  checkLength(call.text);
  if (call.provider !== 'gptzero') return scoreWithLocalDetector(call.text, call.scoreLocally);
  const apiKey = resolveKey('GPTZERO_API_KEY', call.ctx.config, call.payer.ownKeys);
  if (!apiKey) throw new AppError(503, GPTZERO_KEY_MISSING);
  const words = countWords(call.text);
  const hold = await reserveFor(call.payer, 'GPTZERO_API_KEY', 'GPTZero', {
    service: 'gptzero',
    provider: 'gptzero',
    words,
  });
  // Charged when GPTZero scored the text, or had it in hand when the caller left.
  let charged = 0;
  try {
    const prediction = await predictWithGptZero(call.text, apiKey, call.ctx.config, call.signal);
    charged = words;
    return {
      detector: 'gptzero',
      probability: prediction.probability,
      burstiness: prediction.burstiness,
      isAIGenerated: prediction.isAIGenerated,
      sentences: locateSentences(call.text, prediction.sentences),
      threshold: null,
      version: 'GPTZero',
      lowConfidence: words < LOW_CONFIDENCE_WORDS,
      reasons: [],
    };
  } catch (error) {
    if (call.signal?.aborted) charged = words;
    if (error instanceof DetectionProviderError) {
      throw new AppError(502, error.message, undefined, error);
    }
    throw new AppError(502, DETECTION_FAILED, undefined, error);
  } finally {
    await hold.settle({ words: charged });
  }
}

/**
 * The narrative from the chosen model, or none with the reason. A missing key, missing credit
 * or a model fault never hides the detector's figures: they are real whatever the model does.
 */
async function narrate(call: DetectCall, scores: DetectorScores) {
  const provider: NarrativeProvider = call.provider === 'gptzero' ? 'openai' : call.provider;
  const none = (message: string) => ({
    narrative: EMPTY_NARRATIVE,
    status: { provider, available: false, message, droppedQuotes: 0 },
  });
  let model: ReturnType<typeof resolveTextModel>;
  let hold: TextHold;
  try {
    model = resolveTextModel(NARRATIVE_MODELS[provider], call.ctx.config, call.payer.ownKeys);
    hold = await reserveTextCalls(call.payer.ctx, call.payer.userId, model, [
      narrativePrompt(call.text, scores),
    ]);
  } catch (error) {
    if (error instanceof AppError) return none(narrativeNeedsProvider(error.message));
    throw error;
  }
  // Cut short or failed, the call is charged its prompt: what the model wrote is not known.
  const meter = new TokenMeter();
  const id = meter.start(narrativePrompt(call.text, scores));
  try {
    const result = await writeNarrative({
      model,
      text: call.text,
      scores,
      settings: call.ctx.config.ai,
      signal: call.signal,
    });
    meter.finish(id, result.usage);
    return {
      narrative: result.narrative,
      status: { provider, available: true, droppedQuotes: result.dropped },
    };
  } catch (error) {
    if (error instanceof AppError) return none(`The language model failed: ${error.message}`);
    throw error;
  } finally {
    await hold.settle(meter.total);
  }
}

/**
 * Why no language model could write the assessment: the provider's own message, unchanged (it
 * names the service and the step to fix it; the UI and the report put it after 'The written
 * assessment could not be made:').
 */
function narrativeNeedsProvider(reason: string): string {
  return reason;
}

/** The one line a user reads: who scored, how much, and the band in words (no model ids, no thresholds). */
function details(scores: DetectorScores): string {
  const percent = `${Math.round(scores.probability * 100)}%`;
  const verdict = scores.isAIGenerated
    ? 'likely AI'
    : bandTone(scores.probability) === 'yellow'
      ? 'mixed or uncertain'
      : 'likely human';
  const sentences = `${scores.sentences.length} sentence${scores.sentences.length === 1 ? '' : 's'}`;
  return `${detectorName(scores.detector)}: ${percent} probability of AI authorship over ${sentences}; ${verdict}.`;
}

/** The whole detection result: the detector's figures, and the narrative when a model can write it. */
export function assembleResult(
  scores: DetectorScores,
  narrative: Narrative,
  status: DetectResponse['narrative'],
): DetectResponse {
  return {
    isAI: scores.isAIGenerated,
    confidence: scores.probability,
    details: details(scores),
    probability: scores.probability,
    burstiness: scores.burstiness,
    humanLikelihood: humanLikelihood(scores.probability),
    isAIGenerated: scores.isAIGenerated,
    sentences: scores.sentences,
    detector: scores.detector,
    threshold: scores.threshold,
    lowConfidence: scores.lowConfidence,
    reasons: scores.reasons,
    modelVersion: scores.detector === 'local' ? scores.version : null,
    ...narrative,
    narrative: status,
  };
}

export async function detectAi(call: DetectCall): Promise<DetectResponse> {
  const scores = await score(call);
  const { narrative, status } = await narrate(call, scores);
  return assembleResult(scores, narrative, status);
}

/**
 * A result the browser already has, made into a report: the local detector's figures are
 * measured again (cheap, and the report must not carry numbers no detector gave), and the
 * narrative's quotations are checked against the text again.
 */
export async function revalidateResult(
  result: DetectResponse,
  text: string,
  scoreLocally: LocalScorer,
): Promise<DetectResponse> {
  checkLength(text);
  const scores: DetectorScores =
    result.detector === 'local'
      ? await scoreWithLocalDetector(text, scoreLocally)
      : {
          detector: 'gptzero',
          probability: result.probability,
          burstiness: result.burstiness,
          isAIGenerated: result.isAIGenerated,
          sentences: result.sentences,
          threshold: null,
          version: 'GPTZero',
          lowConfidence: countWords(text) < LOW_CONFIDENCE_WORDS,
          reasons: [],
        };
  if (!result.narrative.available) {
    return assembleResult(scores, EMPTY_NARRATIVE, { ...result.narrative, droppedQuotes: 0 });
  }
  const { narrative, dropped } = checkNarrative(
    {
      assessment: result.assessment ?? '',
      intelligenceScore: result.intelligenceScore ?? 0,
      surfaceAnalysis: result.surfaceAnalysis ?? {
        grammar: '',
        lexicalPrecision: '',
        stylistic: '',
      },
      deepAnalysis: Object.entries(result.deepAnalysis).map(([section, value]) => ({
        section,
        ...value,
      })),
      psychologicalProfile: result.psychologicalProfile ?? '',
      errata: result.errata,
      recommendations: result.recommendations,
    },
    text,
  );
  return assembleResult(
    scores,
    {
      ...narrative,
      intelligenceScore: result.intelligenceScore,
      surfaceAnalysis: result.surfaceAnalysis,
    },
    { ...result.narrative, droppedQuotes: result.narrative.droppedQuotes + dropped },
  );
}
