import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel, scoreText } from './index';

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

describe('fixtures', () => {
  it.each(fixture('simple-human.json').texts)(
    "plain human prose '$id' scores below the threshold",
    ({ text }) => {
      const r = scoreText(text, model);
      expect(r.probability).toBeLessThan(model.threshold);
      expect(r.isAIGenerated).toBe(false);
    },
  );

  it.each(fixture('ai-styled.json').texts)(
    "ChatGPT-styled essay '$id' scores at or above the threshold",
    ({ text }) => {
      const r = scoreText(text, model);
      expect(r.probability).toBeGreaterThanOrEqual(model.threshold);
      expect(r.isAIGenerated).toBe(true);
    },
  );
});
