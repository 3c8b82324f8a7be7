/**
 * The training run's inputs and left-out scores, shared by train.ts and explore-recall.ts so an
 * experiment reads exactly the rows, phrase corpus and cached split scores the shipped fit reads.
 */
import { splitWords } from '../../../server/features/detection/detector/features';
import { lexicalTokens, readsAsEnglish } from '../../../server/features/detection/detector/lexical';
import type { LabelledText } from './dataset';
import type { TrainingRow } from './ensemble';
import { cachedFeatures, cachedSplits } from './feature-cache';
import { type EncodedCorpus, encodeCorpus, type LexicalConfig } from './lexical-fit';
import { TRAINING_CONFIG } from './training-config';
import { runSplits, type SplitScores, transferSplits } from './transfer';

export interface PreparedRows {
  tokens: string[][];
  corpus: EncodedCorpus;
  training: TrainingRow[];
}

export function prepareRows(rows: readonly LabelledText[]): PreparedRows {
  const features = cachedFeatures(rows.map((r) => r.text));
  const tokens = rows.map((r) => lexicalTokens(r.text));
  const corpus = encodeCorpus(
    rows.map((r, i) => ({ tokens: tokens[i]!, label: r.label, genre: r.domain, group: r.group })),
  );
  const training: TrainingRow[] = rows.map((r, i) => ({
    features: features[i]!,
    label: r.label,
    stratum: `${r.domain}/${r.language}/${r.model}`,
    doc: corpus.docs[i]!,
    words: splitWords(r.text).length,
    english: readsAsEnglish(tokens[i]!),
  }));
  return { tokens, corpus, training };
}

/**
 * Both parts' raw scores on every left-out genre and generator split, cached by rows,
 * configurations and fitting code: re-reading the calibration or stacking does not refit.
 */
export function leftOutScores(
  rows: readonly LabelledText[],
  prepared: PreparedRows,
  lexicalConfig: LexicalConfig,
  log: (line: string) => void = () => {},
): SplitScores[] {
  const splits = transferSplits(rows, TRAINING_CONFIG.seed);
  return cachedSplits(
    [
      rows.map((r) => r.id),
      TRAINING_CONFIG,
      lexicalConfig,
      splits.map((s) => [s.name, s.train.length]),
    ],
    () =>
      runSplits(
        splits,
        prepared.training,
        prepared.corpus.phrases,
        TRAINING_CONFIG,
        lexicalConfig,
        log,
      ),
  );
}
