import { setMaxListeners } from 'node:events';
import { chunkText, needsChunkedProcessing } from '@common/chunking';
import { compareFacts } from '@common/facts';
import type { FactIssue, Pass } from '@common/humanizer';
import { generateText } from 'ai';
import type { AiSettings } from '../../config';
import { MAX_OUTPUT_TOKENS, meterTextCall, type TextCaller } from '../../credits/text-usage';
import { AppError } from '../../lib/errors';
import { mapWithLimit } from '../../lib/map-with-limit';
import type { ResolvedModel } from '../../providers/ai';
import { toProviderError } from '../../providers/ai-errors';
import { buildHumanizePrompt, type HumanizeInstructions } from './prompt';

/** The AI score (0–100) of a text, from the local detector. */
export type Scorer = (text: string) => Promise<number>;

export interface HumanizeRun {
  model: ResolvedModel;
  settings: AiSettings;
  signal: AbortSignal;
  instructions: HumanizeInstructions;
  score: Scorer;
  /** Who pays: every call of the run (retries included) is held before it starts. */
  payer: TextCaller;
}

export interface HumanizeResult {
  text: string;
  outputAiScore: number;
  passes: Pass[];
  factIssues: FactIssue[];
}

const PARAGRAPH_BREAK = '\n\n';

async function generate(
  run: HumanizeRun,
  prompt: { system: string; prompt: string },
  holdId?: string,
) {
  const result = await meterTextCall(
    run.payer,
    prompt,
    async (report) => {
      const answer = await generateText({
        model: run.model.model,
        ...prompt,
        abortSignal: run.signal,
        maxRetries: run.settings.maxRetries,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        timeout: { totalMs: run.settings.requestTimeoutMs },
      });
      report(answer.usage);
      return answer;
    },
    holdId,
  );
  const text = result.text.trim();
  if (!text)
    throw new AppError(502, `${run.model.providerName} answered with no text. Please try again.`);
  return {
    text,
    inputTokens: result.usage.inputTokens ?? 0,
    outputTokens: result.usage.outputTokens ?? 0,
  };
}

/** The pieces one pass rewrites: a long text in the spec's chunks, a short one whole. */
export function passPieces(source: string): string[] {
  return needsChunkedProcessing(source)
    ? chunkText(source).map((chunk) => chunk.content)
    : [source];
}

/** One pass's outputs are joined as its pieces were split. */
export const joinPieces = (outputs: string[]) => outputs.join(PARAGRAPH_BREAK);

/**
 * One piece of a pass: rewritten, fact-checked against its source, and rewritten once more
 * with the differences named when it changed facts. With `holdKey` (a durable job's chunk),
 * the two calls are held and charged under fixed keys, so a chunk run again charges once.
 */
export async function rewritePiece(
  run: HumanizeRun,
  piece: string,
  part: { index: number; total: number },
  holdKey?: string,
) {
  const first = await generate(run, buildHumanizePrompt(piece, run.instructions, part), holdKey);
  const issues = compareFacts(piece, first.text);
  if (issues.length === 0) return { ...first, retried: false };
  const again = await generate(
    run,
    buildHumanizePrompt(piece, run.instructions, part, issues),
    holdKey && `${holdKey}:again`,
  );
  return {
    text: again.text,
    retried: true,
    inputTokens: first.inputTokens + again.inputTokens,
    outputTokens: first.outputTokens + again.outputTokens,
  };
}

/** One pass over a text, its pieces a few at a time, kept in order. */
async function rewritePass(run: HumanizeRun, source: string) {
  const pieces = passPieces(source);
  const outputs = await mapWithLimit(pieces, run.settings.chunkConcurrency, (piece, index) =>
    rewritePiece(run, piece, { index, total: pieces.length }),
  );
  return {
    text: joinPieces(outputs.map((output) => output.text)),
    retried: outputs.some((output) => output.retried),
  };
}

/**
 * Humanizes `source` (the input, or a job's last output), checking every pass's facts against
 * `original`. With a target score, passes repeat on their own output (at most `maxPasses`)
 * until the output scores at or below it.
 */
export async function humanize(
  run: HumanizeRun,
  original: string,
  source: string,
  targetScore: number | null | undefined,
  maxPasses: number,
): Promise<HumanizeResult> {
  const passes: Pass[] = [];
  let current = source;
  // Every chunk's call listens to the one request signal; a long text has many chunks.
  setMaxListeners(64, run.signal);
  const limit = targetScore === null || targetScore === undefined ? 1 : maxPasses;
  try {
    for (let pass = 1; pass <= limit; pass++) {
      const { text, retried } = await rewritePass(run, current);
      const outputAiScore = await run.score(text);
      passes.push({ pass, outputAiScore, factIssues: compareFacts(original, text), retried });
      current = text;
      if (targetScore === null || targetScore === undefined || outputAiScore <= targetScore) break;
    }
  } catch (error) {
    throw toProviderError(error, run.model.providerName);
  }
  const last = passes.at(-1)!;
  return {
    text: current,
    outputAiScore: last.outputAiScore,
    passes,
    factIssues: last.factIssues,
  };
}
