/**
 * Recall at red, measured (issue 35; docs/decisions/176-recall-at-red-measured.md). On the same
 * left-out splits as train.ts (cached by it), three questions, printed; nothing is written:
 *
 * 1. A third part beside style and phrases: a logistic regression over a dense stylometric
 *    profile (lib/profile.ts), fitted per split, stacked and calibrated as train.ts does.
 * 2. Whatever the stacking weights, how much recall can the red cut allow? (The calibration
 *    absorbs scale and offset, so only the direction of the weights matters: a grid of them.)
 * 3. Where the red cut is read from (left-out genres or held-out text groups, worst group or
 *    pooled): the recall at red per left-out generator it buys and what it costs humans.
 *
 *   npx tsx scripts/detector/explore-recall.ts            # today's phrase fit
 *   HUMAN_WEIGHT=3 npx tsx scripts/detector/explore-recall.ts   # human texts weigh 3× in the phrase fit
 *   THIRD=surprisal …                                     # the third part reads word surprisal
 *   GENRES=1 …                                           # also print every left-out genre
 */

import { readFileSync } from 'node:fs';
import { LIKELY_AI_FROM, MIXED_FROM } from '@common/detection-bands';
import { validateModel } from '../../server/features/detection/detector/model';
import { scoreText } from '../../server/features/detection/detector/score';
import { sigmoid } from '../../server/features/detection/detector/stats';
import { calibrate, worstGroupCut } from './lib/calibrate';
import {
  DEFAULT_DATA_PATHS,
  deduplicate,
  HUMAN_FIXTURES,
  loadDatasets,
  loadFixture,
} from './lib/dataset';
import { combined, fitCombination } from './lib/ensemble';
import { thresholdForFpr } from './lib/fit';
import { LEXICAL_CONFIG } from './lib/lexical-fit';
import { fitLogistic } from './lib/logistic';
import { auroc } from './lib/metrics';
import { profileOf } from './lib/profile';
import { buildBigramCounts, surprisalProfile } from './lib/surprisal';
import { leftOutScores, prepareRows } from './lib/training-rows';
import type { SplitScores } from './lib/transfer';

const { rows } = deduplicate(loadDatasets(DEFAULT_DATA_PATHS));
const prepared = prepareRows(rows);
const { tokens, training } = prepared;
const labels = training.map((r) => r.label);
const english = training.map((r) => r.english);
// HUMAN_WEIGHT=3: the phrase model fitted with human texts weighing three times more (class weights).
const lexicalConfig = process.env.HUMAN_WEIGHT
  ? { ...LEXICAL_CONFIG, humanWeight: Number(process.env.HUMAN_WEIGHT) }
  : LEXICAL_CONFIG;
const results: SplitScores[] = leftOutScores(rows, prepared, lexicalConfig);
// THIRD=surprisal: the third part reads word surprisal under a bigram model of the split's
// training humans (lib/surprisal.ts) instead of the stylometric profile.
const thirdPart = process.env.THIRD === 'surprisal' ? 'surprisal' : 'profile';
const profiles = thirdPart === 'profile' ? tokens.map((t, i) => profileOf(t, rows[i]!.text)) : [];

/** A class-balanced logistic regression over standardized vectors; returns the scorer. */
function fitDense(train: number[], vectorOf: (i: number) => number[]) {
  const vectors = new Map(train.map((i) => [i, vectorOf(i)]));
  const d = vectorOf(train[0]!).length;
  const mean = new Array<number>(d).fill(0);
  const sd = new Array<number>(d).fill(0);
  for (const v of vectors.values())
    v.forEach((x, j) => {
      mean[j]! += x / train.length;
    });
  for (const v of vectors.values())
    v.forEach((x, j) => {
      sd[j]! += (x - mean[j]!) ** 2 / train.length;
    });
  const s = sd.map((v) => Math.sqrt(v) || 1);
  const z = (v: number[]) => v.map((x, j) => Math.max(-4, Math.min(4, (x - mean[j]!) / s[j]!)));
  const ys = train.map((i) => labels[i]!);
  const pos = ys.filter((y) => y === 1).length;
  const w = ys.map((y) => (y === 1 ? ys.length / (2 * pos) : ys.length / (2 * (ys.length - pos))));
  const fit = fitLogistic(
    train.map((i) => z(vectors.get(i)!)),
    ys,
    w,
    0.01,
  );
  if (process.env.SHOW_WEIGHTS)
    console.log('third part weights', fit.weights.map((x) => x.toFixed(2)).join(' '));
  return (v: number[]) => fit.bias + z(v).reduce((a, x, j) => a + x * fit.weights[j]!, 0);
}

const third = results.map((r) => {
  if (thirdPart === 'profile') {
    const f = fitDense(r.split.train, (i) => profiles[i]!);
    return r.split.test.map((i) => f(profiles[i]!));
  }
  const trainHumans = r.split.train.filter((i) => labels[i] === 0);
  const counted = new Set(trainHumans);
  const lm = buildBigramCounts(trainHumans.map((i) => tokens[i]!));
  const f = fitDense(r.split.train, (i) => surprisalProfile(tokens[i]!, lm, counted.has(i)));
  return r.split.test.map((i) => f(surprisalProfile(tokens[i]!, lm, false)));
});
// Out-of-fold parts from genre splits.
const oof: Array<{ style: number; lexical: number; profile: number }> = new Array(rows.length);
results.forEach((r, s) => {
  if (r.split.kind !== 'genre') return;
  r.split.test.forEach((i, k) => {
    oof[i] = { ...r.scores[k]!, profile: third[s]![k]! };
  });
});
type P = { style: number; lexical: number; profile: number };
const keys: Array<Array<keyof P>> = [
  ['style', 'lexical'],
  ['style', 'lexical', 'profile'],
  ['profile'],
];
const balanced = (idx: number[], use: Array<keyof P>) => {
  const ys = idx.map((i) => labels[i]!);
  const pos = ys.filter((y) => y === 1).length;
  const w = ys.map((y) => (y === 1 ? ys.length / (2 * pos) : ys.length / (2 * (ys.length - pos))));
  return fitLogistic(
    idx.map((i) => use.map((k) => oof[i]![k])),
    ys,
    w,
    0.001,
  );
};
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
for (const use of keys) {
  const en = rows.map((_, i) => i).filter((i) => english[i]);
  const fit = balanced(en, use);
  const styleOnly = balanced(
    rows.map((_, i) => i).filter((i) => !english[i]),
    ['style'],
  );
  const comb = (p: P, e: boolean) =>
    e
      ? fit.bias + use.reduce((a, k, j) => a + fit.weights[j]! * p[k], 0)
      : styleOnly.bias + styleOnly.weights[0]! * p.style;
  const oofRaw = oof.map((p, i) => comb(p, english[i]!));
  const humans = (keep: (i: number) => boolean) =>
    oofRaw
      .map((raw, i) => ({ raw, group: `${rows[i]!.domain}/${rows[i]!.language}`, i }))
      .filter(({ i }) => labels[i] === 0 && keep(i));
  const cal = calibrate(humans(() => true));
  const prob = (raw: number, c = cal) => sigmoid(c.scale * raw + c.offset);
  const lines: string[] = [];
  let worstFprRed = 0;
  let worstFprYellow = 0;
  let minRecall = 1;
  results.forEach((r, s) => {
    const c =
      r.split.kind === 'genre'
        ? calibrate(humans((i) => rows[i]!.domain !== rows[r.split.test[0]!]!.domain))
        : cal;
    const ps = r.split.test.map((i, k) =>
      prob(comb({ ...r.scores[k]!, profile: third[s]![k]! }, english[i]!), c),
    );
    const ys = r.split.test.map((i) => labels[i]!);
    const ai = ps.filter((_, k) => ys[k] === 1);
    const hu = ps.filter((_, k) => ys[k] === 0);
    const recall = ai.filter((p) => p >= LIKELY_AI_FROM).length / ai.length;
    const fpr = hu.filter((p) => p >= LIKELY_AI_FROM).length / hu.length;
    const fprY = hu.filter((p) => p >= MIXED_FROM).length / hu.length;
    worstFprRed = Math.max(worstFprRed, fpr);
    worstFprYellow = Math.max(worstFprYellow, fprY);
    if (r.split.kind === 'generator' && !r.split.name.includes('davinci'))
      minRecall = Math.min(minRecall, recall);
    if (r.split.kind === 'generator' || process.env.GENRES)
      lines.push(
        `  ${r.split.name.padEnd(40)} auroc ${auroc(ps, ys).toFixed(3)} recall@red ${pct(recall)} fpr@red ${pct(fpr)} fpr@yellow ${pct(fprY)}`,
      );
  });
  const pooledHumanRed =
    humans(() => true).filter((h) => prob(h.raw) >= LIKELY_AI_FROM).length /
    humans(() => true).length;
  console.log(
    `${use.map((k) => (k === 'profile' ? thirdPart : k)).join('+')}: weights ${fit.weights.map((w) => w.toFixed(3)).join(',')} oof auroc ${auroc(oofRaw, labels).toFixed(3)} cuts red ${cal.redCut.toFixed(2)} (${cal.redGroup}) yellow ${cal.yellowCut.toFixed(2)} (${cal.yellowGroup}); worst fpr red ${pct(worstFprRed)} yellow ${pct(worstFprYellow)}; pooled oof human red ${pct(pooledHumanRed)}; min recall (not davinci) ${pct(minRecall)}`,
  );
  console.log(lines.join('\n'));
}

// Direction search: the calibration absorbs scale and offset, so only the direction of the
// weights matters. Objective: recall at red of the out-of-fold AI texts with the red cut read as
// calibrate() reads it (worst genre/language group at 2%).
const en = rows.map((_, i) => i).filter((i) => english[i]);
const oofHumansEn = en.filter((i) => labels[i] === 0);
const oofAiEn = en.filter((i) => labels[i] === 1);
let best = { score: -1, w: [0, 0, 0] };
const evaluate = (w: number[]) => {
  const raw = (p: P) => w[0]! * p.style + w[1]! * p.lexical + w[2]! * p.profile;
  const hum = oofHumansEn.map((i) => ({
    raw: raw(oof[i]!),
    group: `${rows[i]!.domain}/${rows[i]!.language}`,
  }));
  const c = calibrate(hum);
  const recall = oofAiEn.filter((i) => raw(oof[i]!) >= c.redCut).length / oofAiEn.length;
  return { recall, c, raw };
};
for (let a = 0; a <= 90; a += 5)
  for (let b = 0; b <= 90; b += 5) {
    const ra = (a * Math.PI) / 180;
    const rb = (b * Math.PI) / 180;
    const w = [Math.cos(ra) * Math.cos(rb), Math.sin(ra) * Math.cos(rb), Math.sin(rb)];
    const { recall } = evaluate(w);
    if (recall > best.score) best = { score: recall, w };
  }
console.log(
  `best direction ${best.w.map((x) => x.toFixed(3))} oof recall@red (English AI) ${pct(best.score)}`,
);
for (const w of [best.w, [0.2, 0.98, 0], [0, 0, 1]]) {
  const { c, raw } = evaluate(w);
  const out: string[] = [];
  let worstRed = 0;
  let worstYellow = 0;
  results.forEach((r, s) => {
    const cc =
      r.split.kind === 'genre'
        ? calibrate(
            oofHumansEn
              .filter((i) => rows[i]!.domain !== rows[r.split.test[0]!]!.domain)
              .map((i) => ({
                raw: raw(oof[i]!),
                group: `${rows[i]!.domain}/${rows[i]!.language}`,
              })),
          )
        : c;
    const idx = r.split.test.map((i, k) => ({ i, k })).filter(({ i }) => english[i]);
    const rs = idx.map(({ k }) => raw({ ...r.scores[k]!, profile: third[s]![k]! }));
    const ys = idx.map(({ i }) => labels[i]!);
    const ai = rs.filter((_, k) => ys[k] === 1);
    const hu = rs.filter((_, k) => ys[k] === 0);
    const rec = ai.filter((x) => x >= cc.redCut).length / ai.length;
    const fpr = hu.filter((x) => x >= cc.redCut).length / hu.length;
    const fprY = hu.filter((x) => x >= cc.yellowCut).length / hu.length;
    worstRed = Math.max(worstRed, fpr);
    worstYellow = Math.max(worstYellow, fprY);
    if (r.split.kind === 'generator' || process.env.GENRES)
      out.push(
        `  ${r.split.name.padEnd(40)} auroc ${auroc(rs, ys).toFixed(3)} recall@red ${pct(rec)} fpr@red ${pct(fpr)} fpr@yellow ${pct(fprY)}`,
      );
  });
  console.log(
    `direction ${w.map((x) => x.toFixed(3))}: worst left-out genre fpr red ${pct(worstRed)} yellow ${pct(worstYellow)} (red group ${c.redGroup})`,
  );
  console.log(out.join('\n'));
}

// Cut-point rules compared on the shipped parts (style + phrases, today's stacking): where the
// red cut is read from, what recall at red it buys per left-out generator, and what it costs on
// left-out genres' human texts and on the hand-written plain human fixtures.
{
  const oof2 = oof.map((p) => ({ style: p.style, lexical: p.lexical }));
  const combination = fitCombination(oof2, labels, english);
  const genreRaw = oof2.map((p, i) => combined(combination, p, english[i]!));
  const group = (i: number) => `${rows[i]!.domain}/${rows[i]!.language}`;
  // Generator-split raw scores of held-out humans (each human appears in every generator split: take the first).
  const genRaw = new Map<number, number>();
  const genAi: Array<{ name: string; raws: number[]; humans: number[] }> = [];
  for (const r of results) {
    if (r.split.kind !== 'generator') continue;
    const raws: number[] = [];
    const hums: number[] = [];
    r.split.test.forEach((i, k) => {
      const raw = combined(combination, r.scores[k]!, english[i]!);
      if (labels[i] === 0) {
        if (!genRaw.has(i)) genRaw.set(i, raw);
        hums.push(raw);
      } else raws.push(raw);
    });
    genAi.push({ name: r.split.name, raws, humans: hums });
  }
  const model = validateModel(
    JSON.parse(readFileSync('server/features/detection/detector/model.json', 'utf8')),
  );
  const fixtures = HUMAN_FIXTURES.flatMap((p) => loadFixture(p));
  const fixtureRaw = fixtures.map((t) => {
    const p = scoreText(t.text, model).probability;
    return (Math.log(p / (1 - p)) - model.calibration!.offset) / model.calibration!.scale;
  });
  const genreHumans = rows.map((_, i) => i).filter((i) => labels[i] === 0);
  const rules: Array<[string, (excludeGenre?: string) => number]> = [
    [
      'left-out genres, worst group 2% (today)',
      (g) =>
        worstGroupCut(
          genreHumans
            .filter((i) => rows[i]!.domain !== g)
            .map((i) => ({ raw: genreRaw[i]!, group: group(i) })),
          0.02,
        ).cut,
    ],
    [
      'left-out genres, pooled 2%',
      (g) =>
        thresholdForFpr(
          genreHumans.filter((i) => rows[i]!.domain !== g).map((i) => genreRaw[i]!),
          0.02,
        ),
    ],
    [
      'left-out genres, pooled 5%',
      (g) =>
        thresholdForFpr(
          genreHumans.filter((i) => rows[i]!.domain !== g).map((i) => genreRaw[i]!),
          0.05,
        ),
    ],
    [
      'held-out groups (genre seen), worst group 2%',
      (g) =>
        worstGroupCut(
          [...genRaw]
            .filter(([i]) => rows[i]!.domain !== g)
            .map(([i, raw]) => ({ raw, group: group(i) })),
          0.02,
        ).cut,
    ],
    [
      'held-out groups (genre seen), pooled 2%',
      (g) =>
        thresholdForFpr(
          [...genRaw].filter(([i]) => rows[i]!.domain !== g).map(([, raw]) => raw),
          0.02,
        ),
    ],
  ];
  // Why the cut sits where it does: the humans of a left-out genre against the AI texts of a
  // left-out generator, on the same raw scale.
  const quantile = (xs: number[], q: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  };
  const genreTails = results
    .filter((r) => r.split.kind === 'genre')
    .map((r) => {
      const hs = r.split.test.filter((i) => labels[i] === 0).map((i) => genreRaw[i]!);
      return {
        genre: rows[r.split.test[0]!]!.domain,
        p98: quantile(hs, 0.98),
        median: quantile(hs, 0.5),
      };
    })
    .sort((a, b) => b.p98 - a.p98);
  console.log(
    `left-out genres' humans, 98th percentile (median) of raw score: ${genreTails
      .slice(0, 6)
      .map((t) => `${t.genre} ${t.p98.toFixed(2)} (${t.median.toFixed(2)})`)
      .join(', ')}; pooled ${quantile(
      genreHumans.map((i) => genreRaw[i]!),
      0.98,
    ).toFixed(2)}`,
  );
  console.log(
    `left-out generators' AI texts, median raw score: ${genAi
      .map(
        (g) =>
          `${g.name.replace('generator: ', '').slice(0, 12)} ${quantile(g.raws, 0.5).toFixed(2)}`,
      )
      .join(
        ', ',
      )}; held-out-group humans' 98th percentile ${quantile([...genRaw.values()], 0.98).toFixed(2)}`,
  );
  for (const [name, cutOf] of rules) {
    const cut = cutOf();
    const recalls = genAi.map(
      (g) =>
        `${g.name.replace('generator: ', '').slice(0, 12)} ${pct(g.raws.filter((x) => x >= cut).length / g.raws.length)}`,
    );
    const genHumFpr = Math.max(
      ...genAi.map((g) => g.humans.filter((x) => x >= cut).length / g.humans.length),
    );
    let worstGenre = 0;
    let worstName = '';
    for (const r of results) {
      if (r.split.kind !== 'genre') continue;
      const g = rows[r.split.test[0]!]!.domain;
      const c = cutOf(g);
      const hs = r.split.test.filter((i) => labels[i] === 0);
      const f = hs.filter((i) => genreRaw[i]! >= c).length / hs.length;
      if (f > worstGenre) [worstGenre, worstName] = [f, g];
    }
    const pooled = genreHumans.filter((i) => genreRaw[i]! >= cut).length / genreHumans.length;
    // The fixtures are scored by the shipped model: meaningful for the shipped parts only.
    const fx = process.env.HUMAN_WEIGHT ? '–' : fixtureRaw.filter((x) => x >= cut).length;
    console.log(
      `${name}: cut ${cut.toFixed(2)}; humans at red: worst left-out genre ${pct(worstGenre)} (${worstName}), all left-out-genre humans ${pct(pooled)}, held-out-group humans ≤ ${pct(genHumFpr)}, fixtures ${fx}/${fixtures.length}\n   recall at red: ${recalls.join(', ')}`,
    );
  }
}
