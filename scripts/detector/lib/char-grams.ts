/**
 * Character n-grams for the third-part experiment of issue 35 (docs/decisions/256-recall-at-red-second-attempt.md):
 * lower-cased 3–5-grams over the whole text with runs of white space folded to one space, so a
 * gram may span a word boundary (" of t", "s, an"). Each text becomes a sublinear, length-normalised
 * vector, exactly as the phrase part's (phraseVector), encoded against one gram list so the phrase
 * fit (lexical-fit.ts) can be reused unchanged, with its group-aware candidate rule.
 */
import { phraseVector } from '../../../server/features/detection/detector/lexical';
import { type EncodedCorpus, type EncodedDoc, idOf } from './lexical-fit';

export const CHAR_GRAM_SIZES = [3, 4, 5] as const;

/** The text as the grams read it: lower case, typographic quotes folded, white space runs as one space. */
export function charGramText(text: string): string {
  return text.toLowerCase().replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
}

export function charGramCounts(text: string): Map<string, number> {
  const s = charGramText(text);
  const counts = new Map<string, number>();
  for (const n of CHAR_GRAM_SIZES)
    for (let i = 0; i + n <= s.length; i++) {
      const g = s.slice(i, i + n);
      counts.set(g, (counts.get(g) ?? 0) + 1);
    }
  return counts;
}

/**
 * Gram vectors of every text against one gram list. Grams occurring in fewer than `minGroups`
 * text groups or `minGenres` genres of the WHOLE corpus are dropped before encoding: no split's
 * training part can see them in more, so the per-split candidate rule gives the same answer and
 * the encoded corpus stays small enough to fit in memory.
 */
export function encodeCharCorpus(
  texts: ReadonlyArray<{ text: string; label: 0 | 1; genre: string; group: string }>,
  minGroups: number,
  minGenres: number,
): EncodedCorpus {
  const genreId = new Map<string, number>();
  const groupId = new Map<string, number>();
  const meta = texts.map((t) => ({ genre: idOf(genreId, t.genre), group: idOf(groupId, t.group) }));
  // Pass 1: in how many groups and genres each gram occurs (texts visited group by group).
  const order = texts.map((_, i) => i).sort((a, b) => meta[a]!.group - meta[b]!.group);
  const seen = new Map<string, { lastGroup: number; groups: number; genres: number }>();
  for (const i of order) {
    const { genre, group } = meta[i]!;
    for (const g of charGramCounts(texts[i]!.text).keys()) {
      let s = seen.get(g);
      if (!s) {
        s = { lastGroup: -1, groups: 0, genres: 0 };
        seen.set(g, s);
      }
      if (s.lastGroup !== group) {
        s.lastGroup = group;
        s.groups++;
      }
      s.genres |= 1 << (genre % 31);
    }
  }
  const bits = (m: number): number => {
    let c = 0;
    for (let x = m; x; x &= x - 1) c++;
    return c;
  };
  const gramId = new Map<string, number>();
  const phrases: string[] = [];
  for (const [g, s] of seen)
    if (s.groups >= minGroups && bits(s.genres) >= minGenres) {
      gramId.set(g, phrases.length);
      phrases.push(g);
    }
  seen.clear();
  // Pass 2: the vectors, over the kept grams only (normalised over every gram of the text).
  const docs: EncodedDoc[] = texts.map((t, i) => {
    const vector = phraseVector(charGramCounts(t.text));
    const kept = [...vector].filter(([g]) => gramId.has(g));
    return {
      ids: Int32Array.from(kept, ([g]) => gramId.get(g)!),
      values: Float64Array.from(kept, ([, v]) => v),
      label: t.label,
      genre: meta[i]!.genre,
      group: meta[i]!.group,
    };
  });
  return { phrases, docs };
}

/** A fitted gram table's log-odds for a text. */
export function charGramLogOdds(
  text: string,
  model: { weights: Record<string, number>; bias: number },
) {
  let z = model.bias;
  for (const [g, v] of phraseVector(charGramCounts(text))) z += (model.weights[g] ?? 0) * v;
  return z;
}
