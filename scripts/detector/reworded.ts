/**
 * Does "human writing reworded by a model" carry over to generators the check never saw?
 *
 *   npx tsx scripts/detector/reworded.ts
 *
 * Among AI texts only: rewrites of a human text (L2R's pairs, the wiki-news file's "rephrase"
 * prompts) against free generations and continuations (every other AI text). The style and
 * phrase models are fitted to tell them apart without one generator family and tested on that
 * family's texts. Prints AUROC per left-out family that has both kinds. The answer decides
 * whether the product says "reworded by AI" (docs/decisions/142-reworded-by-ai-not-shipped.md).
 */
import { lexicalTokens } from '../../server/features/detection/detector/lexical';
import { deduplicate, familyOf, loadDatasets } from './lib/dataset';
import { fitParts, partScores, type TrainingRow } from './lib/ensemble';
import { cachedFeatures } from './lib/feature-cache';
import { encodeCorpus, LEXICAL_CONFIG } from './lib/lexical-fit';
import { auroc } from './lib/metrics';
import { TRAINING_CONFIG } from './lib/training-config';

const all = deduplicate(loadDatasets()).rows;
const features = cachedFeatures(all.map((r) => r.text));
const ai = all.map((r, i) => ({ r, f: features[i]! })).filter(({ r }) => r.label === 1);
const labelOf = (task: string): 0 | 1 => (task === 'rewrite-of-human-text' ? 1 : 0);
const corpus = encodeCorpus(
  ai.map(({ r }) => ({
    tokens: lexicalTokens(r.text),
    label: labelOf(r.task),
    genre: r.domain,
    group: r.group,
  })),
);
const rows: TrainingRow[] = ai.map(({ r, f }, i) => ({
  features: f,
  label: labelOf(r.task),
  stratum: `${r.domain}/${r.language}/${r.model}`,
  doc: corpus.docs[i]!,
  words: corpus.docs[i]!.ids.length,
  english: true,
}));
// Only the wiki-news family has both kinds in the same genres (its "rephrase" and "generated"
// prompts); for the others, rewrites (L2R's genres) and generations (news, stories, abstracts)
// also differ by genre, which flatters them. The signs of the AI-vs-human fit mean nothing here.
const config = { ...TRAINING_CONFIG, signs: {} };
const families = [...new Set(ai.map(({ r }) => familyOf(r.model)))].sort();
for (const family of families) {
  const test = rows.map((_, i) => i).filter((i) => familyOf(ai[i]!.r.model) === family);
  const labels = test.map((i) => rows[i]!.label);
  if (new Set(labels).size < 2) continue;
  const train = rows.filter((_, i) => familyOf(ai[i]!.r.model) !== family);
  const parts = fitParts(train, corpus.phrases, config, LEXICAL_CONFIG);
  const scores = test.map((i) => partScores(parts, rows[i]!));
  console.log(
    `${family}: ${labels.filter((y) => y === 1).length} rewrites, ${labels.filter((y) => y === 0).length} generations; AUROC style ${auroc(
      scores.map((s) => s.style),
      labels,
    ).toFixed(3)}, phrases ${auroc(
      scores.map((s) => s.lexical),
      labels,
    ).toFixed(3)}`,
  );
}
