/**
 * A dense stylometric profile of a text, measured as a third part beside style and phrases in
 * issue 35's recall experiments (scripts/detector/explore-recall.ts): the rates of 100 function
 * words and 10 punctuation marks (square roots, so rare marks still register), and word, sentence
 * and layout shape. Not shipped: see docs/decisions/176-recall-at-red-measured.md.
 */
const FUNCTION_WORDS =
  `the a an of to in and or but is are was were be been being it this that these those i you he she we they me him her us them my your his its our their not no so very just also can could would should will may might must do does did have has had with for on at by from as about into through while which who what when where how if then than there here all some any more most such each both other only even still because although however like up out over after before one`.split(
    ' ',
  );
const PUNCT = [',', '.', ';', ':', '!', '?', '(', '"', '—', '-'];

export const PROFILE_NAMES = [
  ...FUNCTION_WORDS.map((w) => `fw:${w}`),
  ...PUNCT.map((p) => `punct:${p}`),
  'shape:wordLen',
  'shape:wordLenSd',
  'shape:longWords',
  'shape:ttr50',
  'shape:sentLen',
  'shape:sentLenCv',
  'shape:contractions',
  'shape:newlines',
  'shape:digits',
  'shape:fwShare',
];

const FW_INDEX = new Map(FUNCTION_WORDS.map((w, i) => [w, i]));

export function profileOf(tokens: readonly string[], text: string): number[] {
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t));
  const n = Math.max(words.length, 1);
  const fw = new Array<number>(FUNCTION_WORDS.length).fill(0);
  let fwTotal = 0;
  for (const w of words) {
    const k = FW_INDEX.get(w);
    if (k !== undefined) {
      fw[k]!++;
      fwTotal++;
    }
  }
  const punct = PUNCT.map((p) => tokens.filter((t) => t === p).length);
  const lens = words.map((w) => w.length);
  const meanLen = lens.reduce((a, b) => a + b, 0) / n;
  const sdLen = Math.sqrt(lens.reduce((a, b) => a + (b - meanLen) ** 2, 0) / n);
  let ttr = 0;
  let windows = 0;
  for (let s = 0; s + 50 <= words.length; s += 25) {
    ttr += new Set(words.slice(s, s + 50)).size / 50;
    windows++;
  }
  const sentLens: number[] = [];
  let cur = 0;
  for (const t of tokens) {
    if (t === '.' || t === '!' || t === '?') {
      if (cur > 0) sentLens.push(cur);
      cur = 0;
    } else if (/[\p{L}\p{N}]/u.test(t)) cur++;
  }
  if (cur > 0) sentLens.push(cur);
  const sm = sentLens.reduce((a, b) => a + b, 0) / Math.max(sentLens.length, 1);
  const ssd = Math.sqrt(
    sentLens.reduce((a, b) => a + (b - sm) ** 2, 0) / Math.max(sentLens.length, 1),
  );
  return [
    ...fw.map((c) => Math.sqrt(c / n)),
    ...punct.map((c) => Math.sqrt(c / n)),
    meanLen,
    sdLen,
    lens.filter((l) => l >= 7).length / n,
    windows ? ttr / windows : 0.7,
    Math.log(1 + sm),
    sm ? ssd / sm : 0,
    Math.sqrt(words.filter((w) => w.includes("'")).length / n),
    Math.sqrt((text.match(/\n/g) ?? []).length / n),
    Math.sqrt(words.filter((w) => /^\d/.test(w)).length / n),
    fwTotal / n,
  ];
}
