import { readFileSync } from 'node:fs';
import { bandTone, isLikelyAi, LIKELY_AI_FROM } from '@common/detection-bands';
import { describe, expect, it } from 'vitest';
import { loadDefaultModel, scoreText, validateModel } from './index';

const fixtureTexts = (name: string): string[] =>
  (
    JSON.parse(
      readFileSync(
        new URL(`../../../../tests/fixtures/detection/${name}`, import.meta.url),
        'utf8',
      ),
    ) as { texts: Array<{ text: string }> }
  ).texts.map((t) => t.text);

const model = loadDefaultModel();
const texts = [
  ...fixtureTexts('ai-styled.json'),
  ...fixtureTexts('simple-human.json'),
  ...fixtureTexts('plain-human.json'),
  ...fixtureTexts('everyday-human.json'),
];
// Mixtures and cut-downs, so the scores cover the whole range, the bands' edges included.
const variants = texts.flatMap((t, i) => [
  t,
  t.slice(0, Math.max(60, t.length >> 1)),
  `${t}\n\n${texts[(i + 7) % texts.length]}`,
]);

describe('one threshold story', () => {
  it('ships a calibrated model whose threshold is the red band', () => {
    expect(model.calibration).toBeDefined();
    expect(model.threshold).toBe(LIKELY_AI_FROM);
  });

  it('calls a text AI-generated exactly when its probability is red, on every text', () => {
    const tones = new Set<string>();
    for (const text of variants) {
      const r = scoreText(text, model);
      expect(r.isAIGenerated).toBe(isLikelyAi(r.probability));
      expect(r.isAIGenerated).toBe(bandTone(r.probability) === 'red');
      tones.add(bandTone(r.probability));
    }
    // The check is only worth something if the texts reach every band.
    expect([...tones].sort()).toEqual(['green', 'red', 'yellow']);
  });

  it('gives sentences reasons exactly when they are yellow or red', () => {
    for (const text of texts.slice(0, 12)) {
      for (const s of scoreText(text, model).sentences) {
        if (bandTone(s.probability) === 'green') expect(s.reasons).toBeUndefined();
        else expect(s.reasons?.length ?? 0).toBeLessThanOrEqual(3);
      }
    }
  });

  it('maps raw scores through a monotone curve: more evidence never lowers the probability', () => {
    const c = model.calibration!;
    expect(c.scale).toBeGreaterThan(0);
  });

  it('rejects a calibration that is not monotone', () => {
    expect(() => validateModel({ ...model, calibration: { scale: -1, offset: 0 } })).toThrow(
      /calibration/,
    );
    expect(() => validateModel({ ...model, combine: { style: 1, lexical: 'x', bias: 0 } })).toThrow(
      /combine/,
    );
  });
});
