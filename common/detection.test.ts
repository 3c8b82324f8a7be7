import { describe, expect, it } from 'vitest';
import {
  assessmentBand,
  detectRequestSchema,
  hasEnoughText,
  humanLikelihood,
  indicatorBand,
  reportFileName,
  TOO_SHORT_MESSAGE,
} from './detection';

describe('thresholds', () => {
  it('bands human likelihood by AI percent exactly as the spec lists', () => {
    expect(humanLikelihood(0)).toBe('Very High (Likely Human)');
    expect(humanLikelihood(0.199)).toBe('Very High (Likely Human)');
    expect(humanLikelihood(0.2)).toBe('High');
    expect(humanLikelihood(0.399)).toBe('High');
    expect(humanLikelihood(0.4)).toBe('Moderate');
    expect(humanLikelihood(0.6)).toBe('Low');
    expect(humanLikelihood(0.799)).toBe('Low');
    expect(humanLikelihood(0.8)).toBe('Very Low (Likely AI)');
    expect(humanLikelihood(1)).toBe('Very Low (Likely AI)');
  });

  it('colours the indicator green below 0.3, yellow below 0.7, red from 0.7', () => {
    expect(indicatorBand(0.299)).toEqual({ tone: 'green', label: 'Likely Human' });
    expect(indicatorBand(0.3).tone).toBe('yellow');
    expect(indicatorBand(0.699).tone).toBe('yellow');
    expect(indicatorBand(0.7).tone).toBe('red');
  });

  it('uses 30 and 70 percent in the assessment dialog', () => {
    expect(assessmentBand(0.29)).toBe('Likely Human-Written');
    expect(assessmentBand(0.3)).toBe('Mixed Elements');
    expect(assessmentBand(0.69)).toBe('Mixed Elements');
    expect(assessmentBand(0.7)).toBe('Likely AI-Generated');
  });
});

describe('detection request', () => {
  it('needs text, then 50 characters after trimming', () => {
    const first = (value: unknown) =>
      detectRequestSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({})).toBe('Text is required');
    expect(first({ text: '' })).toBe('Text is required');
    expect(first({ text: `   ${'a'.repeat(49)}   ` })).toBe(TOO_SHORT_MESSAGE);
    expect(hasEnoughText('a'.repeat(50))).toBe(true);
    expect(detectRequestSchema.parse({ text: 'a'.repeat(50) }).provider).toBe('openai');
  });

  it('names the report intelligence-assessment-{date}', () => {
    expect(reportFileName('pdf', new Date('2026-03-04T10:00:00Z'))).toBe(
      'intelligence-assessment-2026-03-04.pdf',
    );
  });
});
