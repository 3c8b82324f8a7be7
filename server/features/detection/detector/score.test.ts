import { readFileSync } from 'node:fs';
import { LIKELY_AI_FROM, MIXED_FROM } from '@common/detection-bands';
import { LOW_CONFIDENCE_WORDS } from '@common/detection-confidence';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel, scoreText, splitWords } from './index';

interface Fixture {
  texts: Array<{ id: string; text: string }>;
}
const fixture = (name: string): Fixture =>
  JSON.parse(
    readFileSync(new URL(`../../../../tests/fixtures/detection/${name}`, import.meta.url), 'utf8'),
  ) as Fixture;

const model = loadDefaultModel();
const essay = fixture('ai-styled.json')
  .texts.map((t) => t.text)
  .join('\n\n');

describe('scoreText', () => {
  it('is deterministic', () => {
    expect(scoreText(essay, model)).toEqual(scoreText(essay, model));
  });

  it('returns probabilities in [0, 1] for the text and every sentence', () => {
    const inputs = [essay, '', 'Hi.', 'Short text.', 'x'.repeat(500), '1. 2. 3. 4.', '!!!???'];
    for (const text of inputs) {
      const r = scoreText(text, model);
      expect(r.probability).toBeGreaterThanOrEqual(0);
      expect(r.probability).toBeLessThanOrEqual(1);
      for (const s of r.sentences) {
        expect(s.probability).toBeGreaterThanOrEqual(0);
        expect(s.probability).toBeLessThanOrEqual(1);
      }
      expect(r.isAIGenerated).toBe(r.probability >= model.threshold);
    }
  });

  it('returns sentence spans that index back into the original text', () => {
    const text = `  ${essay}\n\nDr. Who said "fine." Then 3.5 people left…  `;
    const r = scoreText(text, model);
    expect(r.sentences.length).toBeGreaterThan(10);
    for (const s of r.sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('keeps very short texts below the threshold with no evidence either way', () => {
    const r = scoreText('Furthermore, it is crucial.', model);
    expect(r.isAIGenerated).toBe(false);
    expect(Math.abs(r.probability - 0.5)).toBeLessThan(0.2);
    const empty = scoreText('', model);
    expect(empty.probability).toBe(0.5);
    expect(empty.sentences).toEqual([]);
    expect(empty.burstiness).toBe(0);
  });

  it('reports burstiness of equal-length sentences as 0', () => {
    expect(scoreText('The cat sat down. A dog ran off. My hat is red.', model).burstiness).toBe(0);
  });

  it('exposes only finite feature values', () => {
    const r = scoreText(essay, model);
    for (const v of Object.values(r.features)) expect(Number.isFinite(v)).toBe(true);
    for (const f of model.features) expect(r.features).toHaveProperty(f);
  });

  it('scores sentences from their neighbourhood, so machine-styled passages stand out', () => {
    const human = fixture('simple-human.json')
      .texts.slice(0, 2)
      .map((t) => t.text)
      .join('\n\n');
    const mixed = `${human}\n\n${fixture('ai-styled.json').texts[0]!.text}`;
    const r = scoreText(mixed, model);
    const split = mixed.indexOf("In today's");
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    const before = r.sentences.filter((s) => s.end <= split).map((s) => s.probability);
    const after = r.sentences.filter((s) => s.start >= split).map((s) => s.probability);
    expect(mean(after)).toBeGreaterThan(mean(before) + 0.3);
  });
});

describe('low confidence', () => {
  const words = (n: number): string =>
    Array.from(
      { length: n / 10 },
      () => 'We walked to the old market and bought fresh bread.',
    ).join(' ');

  it(`marks texts under ${LOW_CONFIDENCE_WORDS} words, and only those`, () => {
    const short = scoreText(words(LOW_CONFIDENCE_WORDS - 10), model);
    expect(short.wordCount).toBe(LOW_CONFIDENCE_WORDS - 10);
    expect(short.lowConfidence).toBe(true);
    const enough = scoreText(words(LOW_CONFIDENCE_WORDS), model);
    expect(enough.wordCount).toBe(LOW_CONFIDENCE_WORDS);
    expect(enough.lowConfidence).toBe(false);
    expect(scoreText('', model).lowConfidence).toBe(true);
  });

  it('counts words as the detector splits them', () => {
    const text = fixture('ai-styled.json').texts[0]!.text;
    expect(scoreText(text, model).wordCount).toBe(splitWords(text).length);
  });
});

describe('per-sentence scores', () => {
  const boilerplate = fixture('ai-styled.json').texts[0]!.text;
  const casual =
    'ok so yesterday the bus was late AGAIN… i stood in the rain for like 40 minutes lol.';
  const windowOnly = { ...model, sentence: undefined };

  it('do not shade a casual human sentence like the assistant boilerplate after it', () => {
    const r = scoreText(`${casual} ${boilerplate}`, model);
    const [first, ...rest] = r.sentences;
    expect(first!.text).toBe(casual);
    expect(first!.probability).toBeLessThan(MIXED_FROM);
    // The text as a whole still reads partly machine-made, and its own sentences say so.
    expect(r.probability).toBeGreaterThanOrEqual(MIXED_FROM);
    expect(Math.max(...rest.map((s) => s.probability))).toBeGreaterThanOrEqual(LIKELY_AI_FROM);
  });

  it("let the sentence's own evidence pull it away from its window", () => {
    const text = `${casual} ${boilerplate}`;
    const withOwn = scoreText(text, model).sentences[0]!.probability;
    const neighbours = scoreText(text, windowOnly).sentences[0]!.probability;
    expect(neighbours).toBeGreaterThanOrEqual(MIXED_FROM);
    expect(withOwn).toBeLessThan(neighbours - 0.3);
  });

  it('rank the known human sentences of mixed texts below the known AI ones', () => {
    const human = fixture('plain-human.json').texts.find((t) => t.id === 'forum-cat')!.text;
    const ai = fixture('ai-styled.json').texts[1]!.text;
    for (const [first, second, firstIsHuman] of [
      [human, ai, true],
      [ai, human, false],
    ] as const) {
      const text = `${first}\n\n${second}`;
      const split = first.length;
      const r = scoreText(text, model);
      const part = (before: boolean) =>
        r.sentences
          .filter((s) => (before ? s.end <= split : s.start > split))
          .map((s) => s.probability);
      const humanScores = firstIsHuman ? part(true) : part(false);
      const aiScores = firstIsHuman ? part(false) : part(true);
      const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
      expect(mean(aiScores)).toBeGreaterThan(mean(humanScores) + 0.3);
      // Most human sentences stay out of the "Likely AI" band (0.7 and above).
      expect(humanScores.filter((p) => p >= 0.7).length).toBeLessThanOrEqual(
        humanScores.length / 3,
      );
    }
  });
});

describe('fixtures', () => {
  const plain = [
    ...fixture('simple-human.json').texts,
    ...fixture('plain-human.json').texts,
    ...fixture('everyday-human.json').texts,
  ];

  it('has enough hand-written plain human texts to measure a rate', () => {
    expect(plain.length).toBeGreaterThanOrEqual(70);
  });

  // Learners of English, young writers, forum posts, e-mails: a user checking their own writing
  // must not see red ("Likely AI").
  it.each(plain)("plain human writing '$id' stays out of red", ({ text }) => {
    const r = scoreText(text, model);
    expect(r.probability).toBeLessThan(LIKELY_AI_FROM);
    expect(r.isAIGenerated).toBe(false);
  });

  it('shows yellow on at most a fifth of the plain human texts', () => {
    const yellow = plain.filter((t) => scoreText(t.text, model).probability >= MIXED_FROM);
    const ids = yellow.map((t) => t.id).join(', ');
    expect(yellow.length / plain.length, `yellow: ${ids}`).toBeLessThanOrEqual(0.2);
  });

  it.each(fixture('ai-styled.json').texts)(
    "ChatGPT-styled essay '$id' is at least yellow",
    ({ text }) => {
      expect(scoreText(text, model).probability).toBeGreaterThanOrEqual(MIXED_FROM);
    },
  );

  it('calls most ChatGPT-styled essays AI-generated (red)', () => {
    const essays = fixture('ai-styled.json').texts.map((t) => scoreText(t.text, model));
    expect(essays.filter((r) => r.isAIGenerated).length).toBeGreaterThanOrEqual(3);
  });
});
