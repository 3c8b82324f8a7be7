/**
 * Fits how a sentence's score is formed (DetectorModel.sentence) on mixed
 * texts whose human and AI sentences are known: a block of sentences from a
 * human text and a block from an AI text of the same genre and language,
 * joined in either order, as a user pastes a partly generated draft.
 *
 * The score is a·(window log-odds) + (1 − a)·(the sentence's own log-odds).
 * a is chosen by log-loss on these mixed texts, but may not exceed
 * MAX_WINDOW_SHARE: a score that should describe the sentence must let the
 * sentence outweigh its neighbours (issue 14). The report states what that
 * cap costs in per-sentence AUROC.
 */
import type { SegmentedText } from '../../../server/features/detection/detector/features';
import { segmentText } from '../../../server/features/detection/detector/features';
import {
  type DetectorModel,
  type SentenceModel,
  sentenceLogOdds,
} from '../../../server/features/detection/detector/model';
import {
  type WindowEvidence,
  windowEvidence,
} from '../../../server/features/detection/detector/score';
import { mean, sigmoid } from '../../../server/features/detection/detector/stats';
import { auroc } from './metrics';
import { seededRandom, shuffle } from './random';

const BLOCK_SENTENCES = 5;
export const MAX_WINDOW_SHARE = 0.3;
const GRID_STEP = 0.05;

export interface SourceText {
  text: string;
  label: 0 | 1;
  /** Texts are only mixed with texts of the same stratum (genre/language). */
  stratum: string;
}

export interface MixedSentence {
  evidence: WindowEvidence;
  label: 0 | 1;
  /** Which mixed text it belongs to, for splitting. */
  mix: number;
}

function firstSentences(seg: SegmentedText, n: number): { texts: string[]; words: string[][] } {
  const keep = seg.sentences
    .map((s, i) => ({ text: s.text, words: seg.sentenceWords[i]! }))
    .filter((s) => s.words.length > 0)
    .slice(0, n);
  return { texts: keep.map((s) => s.text), words: keep.map((s) => s.words) };
}

/** One mixed text per human text: its first block with an AI text's first block, in a seeded order. */
export function mixedSentences(
  sources: readonly SourceText[],
  model: DetectorModel,
  seed: number,
): MixedSentence[] {
  const random = seededRandom(seed);
  const byStratum = new Map<string, { human: SourceText[]; ai: SourceText[] }>();
  for (const s of sources) {
    const entry = byStratum.get(s.stratum) ?? { human: [], ai: [] };
    (s.label === 0 ? entry.human : entry.ai).push(s);
    byStratum.set(s.stratum, entry);
  }
  const out: MixedSentence[] = [];
  let mix = 0;
  for (const key of [...byStratum.keys()].sort()) {
    const { human, ai } = byStratum.get(key)!;
    if (human.length === 0 || ai.length === 0) continue;
    const partners = shuffle(ai, random);
    human.forEach((h, i) => {
      const parts = [
        { ...firstSentences(segmentText(h.text), BLOCK_SENTENCES), label: 0 as const },
        {
          ...firstSentences(segmentText(partners[i % partners.length]!.text), BLOCK_SENTENCES),
          label: 1 as const,
        },
      ];
      if (random() < 0.5) parts.reverse();
      const texts = parts.flatMap((p) => p.texts);
      const words = parts.flatMap((p) => p.words);
      const labels = parts.flatMap((p) => p.texts.map(() => p.label));
      // One pasted paragraph: no paragraph statistics.
      const windows = windowEvidence(texts, words, [], model);
      texts.forEach((_, k) => {
        out.push({
          evidence: windows[k]!,
          label: labels[k]!,
          mix,
        });
      });
      mix++;
    });
  }
  return out;
}

const share = (windowWeight: number): SentenceModel => ({
  windowWeight,
  aloneWeight: 1 - windowWeight,
});

function logLoss(rows: readonly MixedSentence[], sentence: SentenceModel): number {
  let sum = 0;
  for (const r of rows) {
    const p = sigmoid(sentenceLogOdds(r.evidence, sentence));
    sum -= Math.log(Math.max(1e-9, r.label === 1 ? p : 1 - p));
  }
  return sum / rows.length;
}

/** The window share with the lowest log-loss on a grid, at most `cap`. */
export function fitSentenceModel(
  rows: readonly MixedSentence[],
  cap = MAX_WINDOW_SHARE,
): SentenceModel {
  let best = share(0);
  let bestLoss = logLoss(rows, best);
  for (let a = GRID_STEP; a <= cap + 1e-9; a += GRID_STEP) {
    const candidate = share(Math.round(a * 100) / 100);
    const loss = logLoss(rows, candidate);
    if (loss < bestLoss) [best, bestLoss] = [candidate, loss];
  }
  return best;
}

export interface SentenceEvaluation {
  mixes: number;
  sentences: number;
  /** Per-sentence AUROC and mean scores of human / AI sentences, for one way of scoring. */
  rows: Array<{ name: string; auroc: number; humanMean: number; aiMean: number }>;
  /** The window share the log-loss picks without the cap. */
  uncappedShare: number;
}

/**
 * Chooses the window share on the mixed texts of half the human texts and
 * evaluates on the other half (split by mixed text), then fits the shipped
 * sentence model on all.
 */
export function trainSentenceModel(
  sources: readonly SourceText[],
  model: DetectorModel,
  seed: number,
): { sentence: SentenceModel; evaluation: SentenceEvaluation } {
  const rows = mixedSentences(sources, model, seed);
  const train = rows.filter((r) => r.mix % 2 === 0);
  const test = rows.filter((r) => r.mix % 2 === 1);
  const labels = test.map((r) => r.label);
  const uncapped = fitSentenceModel(train, 1);
  const capped = fitSentenceModel(train);
  const evaluate = (name: string, sentence: SentenceModel) => {
    const ps = test.map((r) => sigmoid(sentenceLogOdds(r.evidence, sentence)));
    const meanWhere = (y: 0 | 1): number => mean(ps.filter((_, i) => labels[i] === y));
    return { name, auroc: auroc(ps, labels), humanMean: meanWhere(0), aiMean: meanWhere(1) };
  };
  return {
    sentence: fitSentenceModel(rows),
    evaluation: {
      mixes: new Set(test.map((r) => r.mix)).size,
      sentences: test.length,
      rows: [
        evaluate('window alone (previous behaviour)', share(1)),
        evaluate(`window share chosen without a cap (${uncapped.windowWeight})`, uncapped),
        evaluate(
          `shipped: window share at most ${MAX_WINDOW_SHARE} (${capped.windowWeight})`,
          capped,
        ),
        evaluate('the sentence alone', share(0)),
      ],
      uncappedShare: uncapped.windowWeight,
    },
  };
}
