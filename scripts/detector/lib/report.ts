/** Markdown evaluation report for docs/detector.md. */
import type { DetectorModel } from '../../../server/features/detection/detector/model';
import { FULL_EVIDENCE_WORDS } from '../../../server/features/detection/detector/score';
import type { SplitResult } from './evaluate';
import type { TrainingConfig } from './fit';
import type { Rates } from './metrics';

export interface GeneratorResult {
  generator: string;
  auroc: number;
  tpr: number;
}
export interface FixtureResult {
  id: string;
  probability: number;
}
export interface AblationResult {
  name: string;
  meanHeldOutAuroc: number;
  minHeldOutAuroc: number;
  maxHeldOutFpr: number;
  simpleHumanFlagged: number;
  simpleHumanCount: number;
  perturbedFlagged: number;
}

export interface ReportInput {
  command: string;
  dataPath: string;
  rowCount: number;
  config: TrainingConfig;
  model: DetectorModel;
  splits: SplitResult[];
  outOfFold: Rates & { auroc: number };
  byGenerator: GeneratorResult[];
  simpleHuman: FixtureResult[];
  aiStyled: FixtureResult[];
  ablations: AblationResult[];
  perturbation: { sentence: string; maxProbability: number; flagged: number };
  seconds: number;
}

const AUROC_TARGET = 0.9;
const FPR_TARGET = 0.05;
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
const f3 = (x: number): string => x.toFixed(3);

// What each feature measures, for the weights table.
const FEATURE_NOTES: Record<string, string> = {
  burstinessLongProse:
    'CV of sentence length in words; only measured when sentences average >= 12 words; evidence scaled by n / (n + 8) for n sentences',
  burstiness: 'CV of sentence length in words',
  shortSentFrac: 'share of sentences with <= 8 words',
  longSentFrac: 'share of sentences with >= 35 words',
  longSentLetterFrac: 'share of sentences with >= 180 letters and digits (about 35 English words)',
  paragraphLenCv: 'CV of paragraph length in words (>= 3 paragraphs)',
  discourseMarkerRate: 'stock connectives/hedges per sentence (en/de/fr/es list)',
  modelVocabularyRate: "promotional/abstract 'model vocabulary' per 100 words (en/de/fr/es list)",
  introCommaFrac: 'share of sentences with a comma within the first four words',
  richPunctuationRate: '; : ( ) dashes and quotation marks per sentence',
  digitRate: 'digits per letter',
  richPunctNoQuoteRate: '; : ( ) and dashes per sentence (quotation marks not counted)',
  modelVocabularyShrunk:
    "'model vocabulary' hits per 100 words, counting 150 extra hit-free words (en/de/fr/es list)",
  semicolonRate: 'semicolons per sentence',
};

function splitTable(splits: readonly SplitResult[]): string {
  const lines = [
    '| held-out split | train texts | test texts (human) | AUROC | threshold (from train folds) | TPR | FPR | targets (AUROC >= 0.90, FPR <= 5%) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const s of splits) {
    const ok = s.auroc >= AUROC_TARGET && s.fpr <= FPR_TARGET;
    const misses = [s.auroc < AUROC_TARGET ? 'AUROC' : '', s.fpr > FPR_TARGET ? 'FPR' : '']
      .filter(Boolean)
      .join(', ');
    lines.push(
      `| ${s.name} | ${s.trainSize} | ${s.testSize} (${s.testHumans}) | ${f3(s.auroc)} | ${f3(s.threshold)} | ${pct(s.tpr)} | ${pct(s.fpr)} | ${ok ? 'met' : `missed: ${misses}`} |`,
    );
  }
  return lines.join('\n');
}

function shrinkageNote(config: TrainingConfig): string {
  const entries = Object.entries(config.shrinkage ?? {});
  if (entries.length === 0) return '';
  const list = entries.map(([f, [count, k]]) => `\`${f}\` by n / (n + ${k}), n = \`${count}\``);
  const k = entries[0]![1][1];
  const kept = (n: number): string => `${Math.round((100 * n) / (n + k))}%`;
  return ` A spread measured over few units is mostly noise, so its standardized value is scaled down:
${list.join('; ')} (with k = ${k}, a 4-sentence text keeps ${kept(4)} of that evidence, a 24-sentence text ${kept(24)}).`;
}

function thresholdNote(config: TrainingConfig): string {
  const folds =
    config.thresholdFolds === 'group'
      ? `out-of-fold scores from a ${config.innerFolds}-fold cross-validation inside the training fold in which
whole topic groups (domain/language/category, e.g. all German Wikipedia music articles with their
rewrites) are left out together, so every score comes from a model that never saw that group`
      : `out-of-fold scores from a ${config.innerFolds}-fold stratified cross-validation inside the training fold`;
  const where =
    config.thresholdBy === 'worst-group'
      ? `flags at most ${pct(config.targetFpr)} of the human texts in each domain/language group of the training
fold (the strictest group decides)`
      : `flags at most ${pct(config.targetFpr)} of the training fold's human texts`;
  return `For every split the threshold is the lowest probability that
${where}, using ${folds}.`;
}

export function renderReport(r: ReportInput): string {
  const heldOut = r.splits.filter((s) => !s.name.startsWith('random'));
  const met = heldOut.filter((s) => s.auroc >= AUROC_TARGET && s.fpr <= FPR_TARGET).length;
  const shippedMean = heldOut.reduce((a, s) => a + s.auroc, 0) / heldOut.length;
  const ablation = (prefix: string): AblationResult | undefined =>
    r.ablations.find((a) => a.name.startsWith(prefix));
  const delta = (prefix: string): string => {
    const a = ablation(prefix);
    if (!a) return 'n/a';
    const d = a.meanHeldOutAuroc - shippedMean;
    return `${d >= 0 ? '+' : ''}${d.toFixed(3)}`;
  };
  const flagged = (prefix: string): string => {
    const a = ablation(prefix);
    return a
      ? `${a.simpleHumanFlagged}/${a.simpleHumanCount} plain texts flagged, ${a.perturbedFlagged}/${a.simpleHumanCount} after one added sentence`
      : 'n/a';
  };
  const worstAuroc = (prefix: string): string => {
    const a = ablation(prefix);
    return a ? f3(a.minHeldOutAuroc) : 'n/a';
  };
  const worstFpr = (prefix: string): string => {
    const a = ablation(prefix);
    return a ? pct(a.maxHeldOutFpr) : 'n/a';
  };
  const simpleMax = Math.max(...r.simpleHuman.map((f) => f.probability));
  const aiMin = Math.min(...r.aiStyled.map((f) => f.probability));
  const weights = r.model.features.map(
    (f, i) =>
      `| \`${f}\` | ${r.model.weights[i]!.toFixed(3)} | ${r.config.signs[f] === 1 ? 'AI-ward' : r.config.signs[f] === -1 ? 'human-ward' : 'free'} | ${f3(r.model.mean[i]!)} | ${f3(r.model.std[i]!)} | ${FEATURE_NOTES[f] ?? ''} |`,
  );
  return `# Local AI-text detector: evaluation

Generated by \`${r.command}\` (${r.seconds.toFixed(1)} s) on ${r.rowCount} texts from \`${r.dataPath}\`.
Deterministic: fixed seed ${r.config.seed}, Newton-fitted logistic regression, no other randomness.

## How it works

Stylometric features that are rates or scale-free spreads (nothing that grows with length or names a
topic) are standardized and fed to an L2-regularised (λ = ${r.config.l2}) logistic regression with
balanced class weights. Each weight may only point in the direction known from machine text in general
(sign constraints); where this corpus pushes a weight the other way, it is pinned to 0. Standardized
values are clipped to ±${r.config.zClip}. Each feature is centred ${r.config.centering === 'balanced' ? 'halfway between the human and the AI mean of the training texts (not on\nthe all-text mean, which this 4 AI : 1 human corpus drags toward AI)' : 'on the mean of all training texts'}. A feature that cannot be
measured on a text (paragraph spread of a one-paragraph text, sentence-length spread of prose whose
sentences average under 12 words) counts as that centre, i.e. no evidence either way.${shrinkageNote(r.config)}

Thresholds are never chosen on test data. ${thresholdNote(r.config)} The shipped threshold is chosen
the same way on all ${r.rowCount} texts.

## Held-out results

${splitTable(r.splits)}

Held-out genre splits meeting both targets: **${met} of ${heldOut.length}**.
"language" splits train on the other three languages (both domains where present) and test on all texts
of the held-out language; "domain" splits train on one domain and test on the other (news is English
only, so "test wikipedia" trains on 500 English news texts and tests on four languages).

## Shipped model

- threshold: **${f3(r.model.threshold)}** (out-of-fold on all data: AUROC ${f3(r.outOfFold.auroc)}, TPR ${pct(r.outOfFold.tpr)}, FPR ${pct(r.outOfFold.fpr)})
- bias: ${f3(r.model.bias)}

| feature | weight (per std) | allowed sign | mean | std | measures |
| --- | ---: | --- | ---: | ---: | --- |
${weights.join('\n')}

Out-of-fold detection by generator at the shipped threshold (each vs. all human texts):

| generator | AUROC | TPR |
| --- | ---: | ---: |
${r.byGenerator.map((g) => `| ${g.generator} | ${f3(g.auroc)} | ${pct(g.tpr)} |`).join('\n')}

## Fixtures (hand-written, never trained on)

Plain human prose in the style of non-native writers (\`tests/fixtures/detection/simple-human.json\`), must be below
${f3(r.model.threshold)}: highest score ${f3(simpleMax)} (scored with \`scoreText\`, as the app does).

${r.simpleHuman.map((f) => `- ${f.id}: ${f3(f.probability)}`).join('\n')}

Robustness: with the plain sentence "${r.perturbation.sentence}" (which uses "rich", a word from the model-vocabulary
list) appended to each plain text, the highest score is ${f3(r.perturbation.maxProbability)} and
${r.perturbation.flagged}/${r.simpleHuman.length} are flagged.

ChatGPT-style English essays (\`tests/fixtures/detection/ai-styled.json\`), must be at or above: lowest score ${f3(aiMin)}.

${r.aiStyled.map((f) => `- ${f.id}: ${f3(f.probability)}`).join('\n')}

## Alternatives evaluated in this run

Same splits, and the shipped threshold procedure unless the row says otherwise; "held-out" means the four language and two domain splits.

| feature set | mean held-out AUROC | worst held-out AUROC | worst held-out FPR | simple-human flagged | ... after appending the sentence above |
| --- | ---: | ---: | ---: | ---: | ---: |
| **shipped** | ${f3(heldOut.reduce((a, s) => a + s.auroc, 0) / heldOut.length)} | ${f3(Math.min(...heldOut.map((s) => s.auroc)))} | ${pct(Math.max(...heldOut.map((s) => s.fpr)))} | ${r.simpleHuman.filter((f) => f.probability >= r.model.threshold).length}/${r.simpleHuman.length} | ${r.perturbation.flagged}/${r.simpleHuman.length} |
${r.ablations.map((a) => `| ${a.name} | ${f3(a.meanHeldOutAuroc)} | ${f3(a.minHeldOutAuroc)} | ${pct(a.maxHeldOutFpr)} | ${a.simpleHumanFlagged}/${a.simpleHumanCount} | ${a.perturbedFlagged}/${a.simpleHumanCount} |`).join('\n')}

## What did and did not generalise

Figures in brackets are changes in mean held-out AUROC relative to the shipped model, from the table above.

- **A threshold that transfers.** With the same features, a threshold set at 5% FPR on all training
  humans pooled (stratified folds) flags up to ${worstFpr('threshold: pooled over training humans (stratified')} of the humans of an unseen language or domain.
  Two training-only changes bring every held-out split to 5% or below (worst ${pct(Math.max(...heldOut.map((s) => s.fpr)))}): the out-of-fold scores the
  threshold is read from come from models that never saw the text's topic group, and 5% must hold in
  the strictest domain/language group of the training fold, not on average. Each alone is not enough
  (worst FPR ${worstFpr('threshold: pooled over training humans (topic-group')} with group folds only, ${worstFpr('threshold: worst domain/language group (stratified')} with the worst-group rule only: the
  news-trained split has a single group). A flat 2.5% pooled target also lands under 5% (worst
  ${worstFpr('threshold: pooled at 2.5%')}) but is a margin picked by eye rather than a rule. The price is recall: out-of-fold TPR
  at the shipped threshold is ${pct(r.outOfFold.tpr)} (the previous revision's pooled 5% threshold gave about 63%).
- **Count long sentences in letters, not words.** German writes in one compound what English writes in
  three words, so almost no German sentence reached the old 35-word mark and the feature said "AI" for
  German human prose. At 180 letters (about 35 English words) it reads the same in all four languages
  (words instead: ${delta('shipped, long sentences counted in words')}, worst AUROC ${worstAuroc('shipped, long sentences counted in words')}; 160 letters: ${delta('shipped, long sentences at >= 160')}; 200 letters:
  ${delta('shipped, long sentences at >= 200')}, so the cut-off is not a knife edge).
- **Less evidence from fewer sentences.** Burstiness of a 5-sentence text is mostly chance; several German
  human false positives were short Wikipedia leads with a few evenly long sentences. Scaling its
  standardized value by n / (n + 8) raises the worst held-out AUROC (without: ${delta('shipped, burstiness not shrunk')}, worst AUROC
  ${worstAuroc('shipped, burstiness not shrunk')}, worst FPR ${worstFpr('shipped, burstiness not shrunk')}).
- **Word lists with their inflections; German ordinals.** The German, French and Spanish lists had
  mostly one form of each word ("wichtig" but not "wichtige", "wichtigen"; no Spanish "único"); they now
  carry the inflected forms and translations of the English entries. "im 19. Jahrhundert" no longer ends a
  sentence. Measured on the previous revision's model while developing (not re-run here, since the old
  lists and segmenter are gone): the lists moved held-out German AUROC from 0.875 to 0.883 (Spanish
  0.954 to 0.948), the ordinal rule to 0.886. The "previous shipped configuration" row above runs on the
  new lists and segmenter; as shipped, that model had mean 0.915, worst AUROC 0.875, worst FPR 8.0%.
- **Tried this revision and not shipped:** a monotone additive model (each feature through hinge
  functions with the same sign constraints, so its effect may bend but not reverse: ${delta('shipped as a monotone additive model (hinge at the median')} with one hinge,
  worst FPR ${worstFpr('shipped as a monotone additive model (hinge at the median')}; ${delta('shipped as a monotone additive model (hinges at the quartiles')} with three, worst FPR ${worstFpr('shipped as a monotone additive model (hinges at the quartiles')}: slightly better ranking, worse
  threshold transfer, and plain texts move closer to the threshold); re-weighting training groups toward
  the worst one (${delta('shipped, group-robust')}); clause-length spread (${delta('shipped + clause-length')}), repeated two-word sentence openers
  (${delta('shipped + repeated sentence openers')}) and the share of sentences repeating the text's most frequent long word (${delta('shipped + topic-word')},
  worst FPR ${worstFpr('shipped + topic-word')}). German stays the hardest language: even a model trained and tested on German
  alone (5-fold, same features) reached only about 0.89 AUROC while developing, so the held-out German
  figure is close to what these features can give.
- **Neutral "no evidence".** Centring on the all-text mean made an unmeasurable feature count as
  slightly AI-like (the corpus is 80% AI). With the class midpoint instead, gated burstiness can be used:
  plain prose with short sentences is simply not measured on it. Centred on the all-text mean, the same
  features give ${delta('shipped, centred on the all-data mean')} but ${flagged('shipped, centred on the all-data mean')}.
- **Sentence-length evenness** is the strongest signal in every language and domain. Measured only when
  sentences average 12+ words, removing it changes mean held-out AUROC by ${delta('shipped without gated burstiness')}
  (without it: ${flagged('shipped without gated burstiness')}). Ungated burstiness
  (${delta('shipped, burstiness ungated')}; ${flagged('shipped, burstiness ungated')}) and max/mean sentence length
  (${delta('shipped + max/mean')}; ${flagged('shipped + max/mean')}) reach plain prose and are not shipped.
- **Quotation marks are a news habit, not a human one.** Counting them as "rich punctuation" taught
  a news-trained model that wikipedia prose (few quotes) looks machine-made: worst held-out FPR
  ${worstFpr('shipped, quotation marks')} with quotes vs ${pct(Math.max(...heldOut.map((s) => s.fpr)))} without (${delta('shipped, quotation marks')}).
  Semicolons, colons, brackets and dashes carry over between domains and languages.
- **One stray word must not decide.** The model-vocabulary rate is shrunk toward 0 (150 hit-free
  pseudo-words), so one "rich" in a 100-word plain text moves the score a little, not a lot; as a plain rate:
  ${flagged('shipped, model vocabulary as a plain rate')} (${delta('shipped, model vocabulary as a plain rate')}). The shrunk rate is kept because it bounds
  what a single word can do by design, whatever this corpus shows.
- **Tried and not shipped:** per-sentence uniformity in other dimensions (CV of word length, spread of the
  short-word share, sentence-opener entropy: ${delta('shipped + per-sentence uniformity')}), a language-free
  self-predictability measure (spread of each sentence's character-4-gram overlap with its neighbours:
  ${delta('shipped + self-predictability')}, worst FPR ${worstFpr('shipped + self-predictability')}), spread of commas per sentence
  (${delta('shipped + spread of commas')}; ${flagged('shipped + spread of commas')}) and density of specifics (years,
  multi-word names, numbers: ${delta('shipped + specifics')}). None of them adds signal beyond sentence rhythm and
  punctuation on these splits. A character n-gram model fitted on human text was not tried: in this corpus
  the human side is dense encyclopaedic/news prose, so "predictable" would largely mean "plain", which is
  exactly the bias against non-native writers this detector must avoid.
- **Register features** (mean sentence length, word length, commas per sentence, MATTR) point the wrong
  way for plain writing: the unconstrained model learns "short, plain, few commas = AI" and flags
  ${ablation('all register features')?.simpleHumanFlagged ?? 'n/a'} of ${r.simpleHuman.length} plain texts (last row of the table). Sign constraints pin these to 0.
- Human news texts in this corpus have lost their paragraph breaks, so paragraph features are measured
  only for Wikipedia humans and AI texts; one-paragraph texts are treated as "no evidence". A human
  essay with very even paragraphs will score higher.
- Human texts are about twice as long as AI rephrasings; every feature is a rate or a length-free spread.

## Known weaknesses

- Targets missed: ${
    heldOut
      .filter((s) => !(s.auroc >= AUROC_TARGET && s.fpr <= FPR_TARGET))
      .map(
        (s) =>
          `${s.name.replace('train on others, ', '')} (AUROC ${f3(s.auroc)}, FPR ${pct(s.fpr)})`,
      )
      .join('; ') || 'none'
  }.
  Margins are thin: the lowest held-out AUROC is ${f3(Math.min(...heldOut.map((s) => s.auroc)))} and the highest held-out FPR ${pct(Math.max(...heldOut.map((s) => s.fpr)))}; a held-out
  language has 100 human texts, so one text is one percentage point of FPR.
- Rewrites of human text remain the weak spot (table by generator): they keep the human's facts and
  much of its rhythm.
- One generator family (GPT-3.5) and two formal genres: other models, prompts asking for a casual
  voice, or light human editing will lower recall. Recall at this conservative operating point is
  modest (held-out TPR ${pct(Math.min(...heldOut.map((s) => s.tpr)))} to ${pct(Math.max(...heldOut.map((s) => s.tpr)))}).
- Texts under ${FULL_EVIDENCE_WORDS} words have their evidence shrunk toward 0.5, so they are rarely flagged.
- Selection bias, stated plainly: thresholds never see test folds, but the choice between the feature
  sets and threshold procedures above was made while looking at these held-out figures and at the
  fixtures, which I wrote myself (this revision's letter cut-off, shrinkage and threshold rule too).
  Neither is a fully independent test; real learner essays and text from newer models are needed.
- The word lists cover en/de/fr/es only; other languages score on structure alone.
- Per-sentence scores are window scores (the sentence and two neighbours each side): they show where
  the text reads most machine-like, not which sentence a model wrote.

## Reproduce

\`\`\`
npm install
${r.command}
npx vitest run --project unit server/features/detection scripts/detector
npm run bench -- detector
\`\`\`
`;
}
