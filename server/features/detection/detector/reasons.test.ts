import { readFileSync } from 'node:fs';
import { bandTone } from '@common/detection-bands';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel, scoreText, splitSentences, splitWords } from './index';

const fixture = (name: string): Array<{ id: string; text: string }> =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../tests/fixtures/detection/${name}`, import.meta.url),
        'utf8',
      ),
    ) as { texts: Array<{ id: string; text: string }> }
  ).texts;

const model = loadDefaultModel();
const texts = [
  ...fixture('ai-styled.json'),
  ...fixture('plain-human.json').slice(0, 15),
  ...fixture('everyday-human.json'),
];
const signals = new Set([...model.features, 'phrases']);
const normal = (s: string): string => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ');

/** Every claim a reason makes that can be checked against the text. */
function checkReason(reason: string, text: string): void {
  // Quoted words and phrases are the text's own.
  for (const [, quoted] of reason.matchAll(/“([^”]+)”/g)) {
    const words = quoted!.replace(/[,.]$/, '');
    expect(normal(text), `“${words}” in: ${reason}`).toContain(normal(words).replace(/ ,/g, ','));
  }
  // "most sentences are 18–22 words long": both ends are lengths of sentences of the text.
  const range = reason.match(/(\d+)–(\d+) words long/) ?? reason.match(/from (\d+) to (\d+) words/);
  if (range) {
    const lengths = splitSentences(text).map((s) => splitWords(s.text).length);
    expect(lengths).toContain(Number(range[1]));
    expect(lengths).toContain(Number(range[2]));
  }
  // No model ids, hashes, thresholds or percentages in what a user reads.
  expect(reason).not.toMatch(/%|\bthreshold\b|\bmodel\b|[0-9a-f]{8,}|\d\.\d/i);
}

describe('reasons', () => {
  it.each(texts)("each reason for '$id' names something found in the text", ({ text }) => {
    const r = scoreText(text, model);
    expect(r.reasons.length).toBeLessThanOrEqual(3);
    for (const reason of r.reasons) {
      expect(signals.has(reason.signal)).toBe(true);
      expect(reason.weight).toBeGreaterThan(0);
      checkReason(reason.text, text);
    }
    for (const s of r.sentences) for (const reason of s.reasons ?? []) checkReason(reason, text);
  });

  it('explains a yellow or red text with AI-side signals, strongest first', () => {
    for (const { text } of fixture('ai-styled.json')) {
      const r = scoreText(text, model);
      expect(bandTone(r.probability)).not.toBe('green');
      expect(r.reasons.length).toBeGreaterThanOrEqual(2);
      const weights = r.reasons.map((x) => x.weight);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
    }
  });

  it('never offers bare common words ("a", "the", "to") as telling phrases', () => {
    for (const { text } of texts) {
      for (const reason of scoreText(text, model).reasons) {
        if (reason.signal !== 'phrases') continue;
        for (const [, q] of reason.text.matchAll(/“([^”]+)”/g)) {
          expect(['a', 'the', 'to', 'of', 'and', 'their', 'its', 'is']).not.toContain(q);
        }
      }
    }
  });

  it('quotes the stock phrase it found', () => {
    const text =
      'It is important to note that the policy plays a crucial role in the economy. Moreover, it fosters growth, innovation and resilience across the region. Additionally, it is important to note that stakeholders benefit. Furthermore, the landscape continues to evolve in meaningful ways for communities. In conclusion, the policy plays a crucial role in shaping a brighter future for everyone involved.';
    const r = scoreText(text, model);
    const all = r.reasons.map((x) => x.text).join(' ');
    expect(all).toMatch(/“[^”]+”/);
    for (const reason of r.reasons) checkReason(reason.text, text);
  });

  it('says once that a text uses words AI models over-use, quoting each word in one reason only', () => {
    const text =
      "In today's rapidly evolving digital landscape, it is important to note that artificial intelligence plays a pivotal role in shaping how we communicate. Furthermore, organizations must leverage these innovative tools to enhance productivity and foster collaboration. Moreover, the integration of AI into everyday workflows offers numerous benefits, including improved efficiency, reduced costs, and enhanced decision-making. Additionally, it is crucial to consider the ethical implications of these technologies. By embracing a balanced approach, businesses can navigate the complexities of this transformative era. Ultimately, the key lies in understanding both the opportunities and the challenges that AI presents.";
    for (const { text: each } of [...fixture('ai-styled.json'), { text }]) {
      const reasons = scoreText(each, model).reasons;
      const wordLists = reasons.filter((r) => /^Words\b/.test(r.text));
      expect(wordLists.length, reasons.map((r) => r.text).join(' | ')).toBeLessThanOrEqual(1);
      const quoted = (r: { text: string }) => [...r.text.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
      const stock = reasons.filter((r) => r.signal === 'assistantPhraseRate').flatMap(quoted);
      for (const word of wordLists.flatMap(quoted))
        for (const phrase of stock)
          expect(phrase.includes(word) || word.includes(phrase)).toBe(false);
    }
    const reasons = scoreText(text, model).reasons;
    expect(reasons.map((r) => r.signal)).not.toContain('modelVocabularyShrunk');
    expect(reasons[0]!.text).toMatch(
      /^Words and phrases AI models use more than people, such as “landscape”/,
    );
  });
});
