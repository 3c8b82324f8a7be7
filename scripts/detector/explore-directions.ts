/**
 * Recall at red, second attempt (issue 35; docs/decisions/256-recall-at-red-second-attempt.md).
 * Three directions decision 176 did not measure, each judged on the same left-out splits as
 * train.ts (its cached part scores) by the same figures: the worst left-out genre's human texts
 * at red and at yellow-or-red (cuts read without that genre), recall at red per left-out
 * generator family (overall and for texts over 150 words), and the hand-written plain human
 * fixtures. Prints a table; writes nothing but its cache.
 *
 * 1. Evidence-aware cut points: red and yellow cuts per band of word count (lib/length-bands.ts).
 * 2. Both parts must agree: the score is the weaker of the two standardized parts, or a mix of
 *    it with today's linear stacking (monotone in both parts).
 * 3. A character 3–5-gram part (lib/char-grams.ts), fitted per split like the phrase part and
 *    stacked as a third part (CHAR=1: its 32 fits take 15–35 minutes once, then are cached).
 *
 *   npx tsx scripts/detector/explore-directions.ts
 *   CHAR=1 npx tsx scripts/detector/explore-directions.ts
 */
import { readFileSync } from 'node:fs';
import { LIKELY_AI_FROM, MIXED_FROM } from '@common/detection-bands';
import { detectionBenchText } from '../../bench/detection-text';
import { extractFeatures, splitWords } from '../../server/features/detection/detector/features';
import {
  lexicalLogOdds,
  lexicalTokens,
  readsAsEnglish,
} from '../../server/features/detection/detector/lexical';
import {
  linearScore,
  standardize,
  validateModel,
} from '../../server/features/detection/detector/model';
import { FULL_EVIDENCE_WORDS, scoreText } from '../../server/features/detection/detector/score';
import { calibrate, calibrationThrough } from './lib/calibrate';
import { charGramLogOdds, encodeCharCorpus } from './lib/char-grams';
import {
  DEFAULT_DATA_PATHS,
  deduplicate,
  familyOf,
  HUMAN_FIXTURES,
  loadDatasets,
  loadFixture,
} from './lib/dataset';
import { combined, fitCombination } from './lib/ensemble';
import { cachedSplits } from './lib/feature-cache';
import {
  type BandedHuman,
  bandOf,
  cutAt,
  lineCutAt,
  lineThrough,
  readBandCuts,
} from './lib/length-bands';
import { fitLexical, LEXICAL_CONFIG } from './lib/lexical-fit';
import { fitLogistic } from './lib/logistic';
import { auroc } from './lib/metrics';
import { leftOutScores, prepareRows } from './lib/training-rows';

const logit = (p: number) => Math.log(p / (1 - p));
const RED = logit(LIKELY_AI_FROM);
const YELLOW = logit(MIXED_FROM);
const LONG = 150;
const pct = (x: number) => (Number.isNaN(x) ? '–' : `${(100 * x).toFixed(1)}%`);

const { rows } = deduplicate(loadDatasets(DEFAULT_DATA_PATHS));
const prepared = prepareRows(rows);
const { training } = prepared;
const labels = training.map((r) => r.label);
const english = training.map((r) => r.english);
const words = training.map((r) => r.words);
const group = (i: number) => `${rows[i]!.domain}/${rows[i]!.language}`;
const group_ = (r: { domain: string; language: string }) => `${r.domain}/${r.language}`;
const results = leftOutScores(rows, prepared, LEXICAL_CONFIG, (l) => console.log(l));

interface Parts {
  style: number;
  lexical: number;
  char: number;
}

// --- Direction 3's part: a character-gram model per split (cached like the other parts). ---
const CHAR_CONFIG = { ...LEXICAL_CONFIG, keep: 4000 };
const useChar = process.env.CHAR === '1';
const charRun = useChar
  ? cachedSplits(
      ['char-grams-v1', rows.map((r) => r.id), CHAR_CONFIG, results.map((r) => r.split.name)],
      () => {
        const started = Date.now();
        const corpus = encodeCharCorpus(
          rows.map((r) => ({ text: r.text, label: r.label, genre: r.domain, group: r.group })),
          CHAR_CONFIG.minGroups,
          CHAR_CONFIG.minGenres,
        );
        console.log(
          `char grams: ${corpus.phrases.length} candidates in ${((Date.now() - started) / 1000).toFixed(0)} s`,
        );
        const scoreOf = (byId: Float64Array, bias: number, i: number) => {
          const d = corpus.docs[i]!;
          let z = bias;
          for (let k = 0; k < d.ids.length; k++) z += byId[d.ids[k]!]! * d.values[k]!;
          return z;
        };
        const perSplit = results.map((r) => {
          const t0 = Date.now();
          const fit = fitLexical(
            r.split.train.map((i) => corpus.docs[i]!),
            corpus.phrases,
            CHAR_CONFIG,
          );
          console.log(`char part, ${r.split.name}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
          return r.split.test.map((i) => scoreOf(fit.byId, fit.model.bias, i));
        });
        const full = fitLexical(corpus.docs, corpus.phrases, CHAR_CONFIG).model;
        return { perSplit, full };
      },
    )
  : undefined;

const partsOf = (s: number, k: number): Parts => ({
  ...results[s]!.scores[k]!,
  char: charRun ? charRun.perSplit[s]![k]! : 0,
});
// Out-of-fold parts of every row, from the genre splits.
const oof: Parts[] = new Array(rows.length);
results.forEach((r, s) => {
  if (r.split.kind !== 'genre') return;
  r.split.test.forEach((i, k) => {
    oof[i] = partsOf(s, k);
  });
});
const combination = fitCombination(oof, labels, english);
const balancedFit = (idx: number[], x: (i: number) => number[]) => {
  const ys = idx.map((i) => labels[i]!);
  const pos = ys.filter((y) => y === 1).length;
  const w = ys.map((y) => (y === 1 ? ys.length / (2 * pos) : ys.length / (2 * (ys.length - pos))));
  return fitLogistic(idx.map(x), ys, w, 0.001);
};
const enIdx = rows.map((_, i) => i).filter((i) => english[i]);
const three = charRun
  ? balancedFit(enIdx, (i) => [oof[i]!.style, oof[i]!.lexical, oof[i]!.char])
  : undefined;
const linear = (p: Parts, en: boolean) => combined(combination, p, en);
const linear3 = (p: Parts, en: boolean) =>
  en && three
    ? three.bias +
      three.weights[0]! * p.style +
      three.weights[1]! * p.lexical +
      three.weights[2]! * p.char
    : combined(combination, p, en);

// --- A rule: from the human texts it may read its cuts from, a calibrated log-odds per text. ---
interface TextInfo {
  english: boolean;
  words: number;
}
type Scorer = (p: Parts, t: TextInfo) => number;
interface Rule {
  name: string;
  build: (humans: number[]) => Scorer;
}

/** Today's rule over any raw score: one logistic map through the worst group's two cuts. */
const single = (name: string, raw: (p: Parts, en: boolean) => number): Rule => ({
  name,
  build: (humans) => {
    const c = calibrate(humans.map((i) => ({ raw: raw(oof[i]!, english[i]!), group: group(i) })));
    return (p, t) => c.scale * raw(p, t.english) + c.offset;
  },
});

/** Direction 1: cuts per band of word count, step or smooth in ln(words). */
const banded = (
  name: string,
  raw: (p: Parts, en: boolean) => number,
  edges: number[],
  minBand: number,
  form: 'step' | 'smooth' = 'step',
): Rule => ({
  name,
  build: (humans) => {
    const hs: BandedHuman[] = humans.map((i) => ({
      raw: raw(oof[i]!, english[i]!),
      group: group(i),
      words: words[i]!,
    }));
    const cuts = readBandCuts(hs, edges, minBand);
    if (process.env.SHOW_CUTS && humans.length === allHumans.length)
      console.log(
        `  ${name}: red cuts ${cuts.red.map((c, b) => `${c.toFixed(2)} (${cuts.redGroups[b]})`).join(', ')}; yellow ${cuts.yellow.map((c) => c.toFixed(2)).join(', ')}`,
      );
    return (p, t) => {
      const c = calibrationThrough(
        cutAt(cuts, 'yellow', t.words, form),
        cutAt(cuts, 'red', t.words, form),
      );
      return c.scale * raw(p, t.english) + c.offset;
    };
  },
});

/** Direction 1, smooth: red and yellow cuts each a line in ln(words) through the band cuts. */
const lined = (
  name: string,
  raw: (p: Parts, en: boolean) => number,
  edges: number[],
  minBand: number,
): Rule => ({
  name,
  build: (humans) => {
    const hs: BandedHuman[] = humans.map((i) => ({
      raw: raw(oof[i]!, english[i]!),
      group: group(i),
      words: words[i]!,
    }));
    const cuts = readBandCuts(hs, edges, minBand);
    const counts = cuts.centres.map(
      (_, b) => hs.filter((h) => bandOf(h.words, edges) === b).length,
    );
    const red = lineThrough(cuts.centres, cuts.red, counts);
    const yellow = lineThrough(cuts.centres, cuts.yellow, counts);
    if (process.env.SHOW_CUTS && humans.length === allHumans.length)
      console.log(
        `  ${name}: red cut ${red.at.toFixed(2)} + ${red.slope.toFixed(3)}·ln(words), yellow ${yellow.at.toFixed(2)} + ${yellow.slope.toFixed(3)}·ln(words), ln(words) clamped to ${red.from.toFixed(2)}–${red.to.toFixed(2)}`,
      );
    return (p, t) => {
      const c = calibrationThrough(lineCutAt(yellow, t.words), lineCutAt(red, t.words));
      return c.scale * raw(p, t.english) + c.offset;
    };
  },
});

/**
 * Direction 2: each English part standardized on the humans (median, spread), the score the
 * weaker of the two (both must point to AI), mixed with today's stacking by `alpha`. Other
 * languages keep the style-only stacking.
 */
const agreeing = (name: string, alpha: number): Rule => ({
  name,
  build: (humans) => {
    const centre = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const m = s[Math.floor(s.length / 2)]!;
      const sd = Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length) || 1;
      return (x: number) => (x - m) / sd;
    };
    const en = humans.filter((i) => english[i]);
    const us = centre(en.map((i) => oof[i]!.style));
    const ul = centre(en.map((i) => oof[i]!.lexical));
    const ulin = centre(en.map((i) => linear(oof[i]!, true)));
    // Other languages have style alone: its stacked raw score, on the English scale as today
    // (with Wikipedia left out there are no other-language humans to standardize on).
    const raw = (p: Parts, e: boolean) =>
      e
        ? alpha * ulin(linear(p, true)) + (1 - alpha) * Math.min(us(p.style), ul(p.lexical))
        : ulin(linear(p, false));
    const c = calibrate(humans.map((i) => ({ raw: raw(oof[i]!, english[i]!), group: group(i) })));
    return (p, t) => c.scale * raw(p, t.english) + c.offset;
  },
});

// --- Fixtures: the shipped model's parts (fitted on every text), shrunk like score.ts. ---
const model = validateModel(
  JSON.parse(readFileSync('server/features/detection/detector/model.json', 'utf8')),
);
const fixtures = HUMAN_FIXTURES.flatMap((p) => loadFixture(p)).map((f) => {
  const tokens = lexicalTokens(f.text);
  const en = readsAsEnglish(tokens);
  return {
    info: { english: en, words: splitWords(f.text).length },
    parts: {
      style: linearScore(standardize(extractFeatures(f.text), model), model),
      lexical: lexicalLogOdds(tokens, model.lexical!),
      char: charRun ? charGramLogOdds(f.text, charRun.full) : 0,
    },
  };
});

const allHumans = rows.map((_, i) => i).filter((i) => labels[i] === 0 && oof[i]);
const families = results.filter((r) => r.split.kind === 'generator');

function evaluate(rule: Rule) {
  // False positives: each left-out genre's humans, cuts read without that genre.
  let worstRed = { f: 0, g: '' };
  let worstYellow = { f: 0, g: '' };
  let pooledRed = 0;
  let pooledN = 0;
  results.forEach((r, s) => {
    if (r.split.kind !== 'genre') return;
    const genre = rows[r.split.test[0]!]!.domain;
    const score = rule.build(allHumans.filter((i) => rows[i]!.domain !== genre));
    const hs = r.split.test
      .map((i, k) => ({ i, k }))
      .filter(({ i }) => labels[i] === 0)
      .map(({ i, k }) => score(partsOf(s, k), { english: english[i]!, words: words[i]! }));
    const red = hs.filter((z) => z >= RED).length;
    const yellow = hs.filter((z) => z >= YELLOW).length;
    pooledRed += red;
    pooledN += hs.length;
    if (red / hs.length > worstRed.f) worstRed = { f: red / hs.length, g: genre };
    if (yellow / hs.length > worstYellow.f) worstYellow = { f: yellow / hs.length, g: genre };
  });
  // Recall: each left-out generator family, cuts read from every out-of-fold human.
  const score = rule.build(allHumans);
  let heldOutHumans = 0;
  const perFamily = families.map((r) => {
    const s = results.indexOf(r);
    const scored = r.split.test.map((i, k) => ({
      i,
      z: score(partsOf(s, k), { english: english[i]!, words: words[i]! }),
    }));
    const ai = scored.filter(({ i }) => labels[i] === 1);
    const long = ai.filter(({ i }) => words[i]! > LONG);
    const hu = scored.filter(({ i }) => labels[i] === 0);
    heldOutHumans = Math.max(heldOutHumans, hu.filter(({ z }) => z >= RED).length / hu.length);
    return {
      family: familyOf(r.split.name.replace('generator: ', '')),
      auroc: auroc(
        scored.map(({ z }) => z),
        scored.map(({ i }) => labels[i]!),
      ),
      recall: ai.filter(({ z }) => z >= RED).length / ai.length,
      red: ai.filter(({ z }) => z >= RED).length,
      n: ai.length,
      recallLong: long.filter(({ z }) => z >= RED).length / long.length,
      longShare: long.length / ai.length,
    };
  });
  const fixtureZ = fixtures.map(
    (f) => score(f.parts, f.info) * Math.min(1, f.info.words / FULL_EVIDENCE_WORDS),
  );
  return {
    worstRed,
    worstYellow,
    pooledRed: pooledRed / pooledN,
    heldOutHumans,
    perFamily,
    fixturesRed: fixtureZ.filter((z) => z >= RED).length,
    fixturesYellow: fixtureZ.filter((z) => z >= YELLOW && z < RED).length,
  };
}

// --- How the lengths fall: human texts per band and genre. ---
const EDGES = [150, 400];
{
  const byBand = [0, 0, 0];
  const aiBand = [0, 0, 0];
  rows.forEach((_, i) => {
    const b = words[i]! < 150 ? 0 : words[i]! < 400 ? 1 : 2;
    (labels[i] === 0 ? byBand : aiBand)[b]!++;
  });
  console.log(
    `texts by words <150 / 150–400 / >400: humans ${byBand.join(' / ')}, AI ${aiBand.join(' / ')}`,
  );
}

// Does a long text's human score sit tighter? Spread of the humans' out-of-fold raw score around
// their own genre's median, per band (genre shift taken out), and the AI texts' median there.
{
  const q = (xs: number[], p: number) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
  };
  const raw = (i: number) => linear(oof[i]!, english[i]!);
  const genreMedian = new Map<string, number>();
  for (const g of new Set(rows.map((r) => group_(r))))
    genreMedian.set(g, q(allHumans.filter((i) => group_(rows[i]!) === g).map(raw), 0.5));
  const edges = [100, 150, 200, 300, 400, Number.POSITIVE_INFINITY];
  let lo = 0;
  const lines: string[] = [];
  for (const hi of edges) {
    const hs = allHumans.filter((i) => words[i]! >= lo && words[i]! < hi);
    const centred = hs.map((i) => raw(i) - genreMedian.get(group_(rows[i]!))!);
    const ai = rows
      .map((_, i) => i)
      .filter((i) => labels[i] === 1 && oof[i] && words[i]! >= lo && words[i]! < hi);
    lines.push(
      `  ${lo}–${hi === Number.POSITIVE_INFINITY ? '' : hi} words: ${hs.length} humans, spread around their genre's median: p90 ${q(centred, 0.9).toFixed(2)}, p98 ${q(centred, 0.98).toFixed(2)}; raw p98 ${q(hs.map(raw), 0.98).toFixed(2)}; AI (${ai.length}) median ${q(ai.map(raw), 0.5).toFixed(2)}`,
    );
    lo = hi;
  }
  console.log(`humans' out-of-fold raw score by length:\n${lines.join('\n')}`);
}

// Why "both parts must agree" does not help: do the two parts shift together on an unseen genre?
// Each genre's human median of each part (in spreads of all English humans), and the parts'
// correlation over English humans.
{
  const en = allHumans.filter((i) => english[i]);
  const stats = (xs: number[]) => {
    const m = xs.reduce((a, x) => a + x, 0) / xs.length;
    return { m, sd: Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / xs.length) };
  };
  const st = stats(en.map((i) => oof[i]!.style));
  const lx = stats(en.map((i) => oof[i]!.lexical));
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  let cov = 0;
  for (const i of en) cov += ((oof[i]!.style - st.m) / st.sd) * ((oof[i]!.lexical - lx.m) / lx.sd);
  const shifts = [...new Set(en.map((i) => rows[i]!.domain))]
    .map((g) => {
      const hs = en.filter((i) => rows[i]!.domain === g);
      return {
        g,
        s: (med(hs.map((i) => oof[i]!.style)) - st.m) / st.sd,
        l: (med(hs.map((i) => oof[i]!.lexical)) - lx.m) / lx.sd,
      };
    })
    .sort((a, b) => b.s + b.l - (a.s + a.l));
  console.log(
    `parts over English humans: correlation ${(cov / en.length).toFixed(2)}; genre medians (style, phrases) in spreads: ${shifts
      .slice(0, 8)
      .map((x) => `${x.g} ${x.s.toFixed(2)}/${x.l.toFixed(2)}`)
      .join(', ')}`,
  );
}

const rules: Rule[] = [
  single('today: one cut, worst group', linear),
  banded('1a. bands <150/150–400/>400, step, floor 50', linear, EDGES, 50),
  banded(
    '1j. two bands <150/150+ (where the low-confidence mark ends), step, floor 50',
    linear,
    [150],
    50,
  ),
  banded('1b. bands <150/150–400/>400, smooth, floor 50', linear, EDGES, 50, 'smooth'),
  banded('1c. bands <150/150–400/>400, step, floor 30', linear, EDGES, 30),
  banded('1d. bands <100/100–200/200–400/>400, step, floor 50', linear, [100, 200, 400], 50),
  banded(
    '1e. bands <100/100–200/200–400/>400, smooth, floor 50',
    linear,
    [100, 200, 400],
    50,
    'smooth',
  ),
  banded('1f. bands <100/100–200/200–400/>400, step, floor 30', linear, [100, 200, 400], 30),
  lined(
    '1h. red and yellow cuts lines in ln(words) through bands <100/100–200/200–400/>400',
    linear,
    [100, 200, 400],
    50,
  ),
  lined(
    '1i. lines in ln(words) through bands <100/100–150/150–200/200–300/300–400/>400',
    linear,
    [100, 150, 200, 300, 400],
    50,
  ),
  banded(
    '1g. bands <100/100–150/150–250/250–400/>400, step, floor 50',
    linear,
    [100, 150, 250, 400],
    50,
  ),
  agreeing('2a. weaker part (both must agree)', 0),
  agreeing('2b. ½ stacking + ½ weaker part', 0.5),
  agreeing('2c. ¾ stacking + ¼ weaker part', 0.75),
  ...(three
    ? [
        single('3a. + character grams, stacked', linear3),
        banded('3d. + character grams, bands <150/150–400/>400 (as 1a), step', linear3, EDGES, 50),
        banded(
          '3b. + character grams, bands <100/100–200/200–400/>400, step',
          linear3,
          [100, 200, 400],
          50,
        ),
        lined('3c. + character grams, lines in ln(words) as 1h', linear3, [100, 200, 400], 50),
      ]
    : []),
];
if (three)
  console.log(
    `three-part stacking (style, phrases, char): ${three.weights.map((w) => w.toFixed(3)).join(', ')}`,
  );
const only = process.env.RULES?.split(',');
for (const rule of rules) {
  if (only && !only.some((o) => rule.name.startsWith(o))) continue;
  const e = evaluate(rule);
  console.log(
    `\n${rule.name}\n  worst left-out genre: red ${pct(e.worstRed.f)} (${e.worstRed.g || '–'}), yellow or red ${pct(e.worstYellow.f)} (${e.worstYellow.g}); all left-out-genre humans red ${pct(e.pooledRed)}; held-out-group humans red ≤ ${pct(e.heldOutHumans)}; fixtures ${e.fixturesRed} red, ${e.fixturesYellow} yellow of ${fixtures.length}`,
  );
  console.log(
    `  recall at red: ${e.perFamily.map((f) => `${f.family} ${pct(f.recall)} (${f.red}/${f.n})`).join(', ')}`,
  );
  console.log(
    `  recall at red, texts over ${LONG} words: ${e.perFamily.map((f) => `${f.family} ${pct(f.recallLong)} (${pct(f.longShare)} of its texts)`).join(', ')}`,
  );
  console.log(`  AUROC: ${e.perFamily.map((f) => `${f.family} ${f.auroc.toFixed(3)}`).join(', ')}`);
}

// Direction 3's run-time cost: the pruned gram table (fitted on every text) scoring the bench's
// 1,000-word text, beside the shipped scorer on the same text in the same run (median CPU time).
if (charRun) {
  const text = detectionBenchText(1000);
  const cpuMs = (fn: () => unknown) => {
    for (let i = 0; i < 20; i++) fn();
    const xs: number[] = [];
    for (let i = 0; i < 100; i++) {
      const c0 = process.cpuUsage();
      fn();
      const c = process.cpuUsage(c0);
      xs.push((c.user + c.system) / 1000);
    }
    return xs.sort((a, b) => a - b)[50]!;
  };
  const gram = cpuMs(() => charGramLogOdds(text, charRun.full));
  const shipped = cpuMs(() => scoreText(text, model));
  console.log(
    `\nspeed on ${splitWords(text).length} words: character-gram part ${gram.toFixed(2)} ms CPU, shipped scorer ${shipped.toFixed(2)} ms CPU; gram table ${Object.keys(charRun.full.weights).length} grams, ${JSON.stringify(charRun.full).length} bytes as JSON`,
  );
}
