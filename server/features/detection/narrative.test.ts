import { describe, expect, it } from 'vitest';
import { checkNarrative, type ModelNarrative, narrativeSchema } from './narrative';

const TEXT = 'The council met on Tuesday. It decided to close the old library, despite protests.';

const answer = (): ModelNarrative => ({
  assessment: 'Plain report.',
  intelligenceScore: 55,
  surfaceAnalysis: { grammar: 'Fine.', lexicalPrecision: 'Plain.', stylistic: 'Flat.' },
  deepAnalysis: [
    {
      section: 'Evidence',
      assessment: 'Thin.',
      quotedExamples: ['“It decided to close the old library”', 'The mayor resigned.'],
    },
    { section: 'Evidence', assessment: 'Still thin.', quotedExamples: ['met on Tuesday'] },
  ],
  psychologicalProfile: '  ',
  errata: [
    { quote: 'despite protests', issue: 'Vague.', correction: 'despite protests by residents' },
    { quote: 'the new library', issue: 'Wrong.', correction: 'the old library' },
  ],
  recommendations: ['  Name the protesters. ', ''],
});

describe('checkNarrative', () => {
  it('keeps quotes that occur, drops the rest, and counts them', () => {
    const { narrative, dropped } = checkNarrative(answer(), TEXT);
    expect(dropped).toBe(2);
    expect(narrative.deepAnalysis).toEqual({
      Evidence: {
        assessment: 'Thin.\n\nStill thin.',
        quotedExamples: ['“It decided to close the old library”', 'met on Tuesday'],
      },
    });
    expect(narrative.errata.map((e) => e.quote)).toEqual(['despite protests']);
    expect(narrative.psychologicalProfile).toBeNull();
    expect(narrative.recommendations).toEqual(['Name the protesters.']);
  });
});

describe('narrativeSchema', () => {
  it('refuses a score outside 0-100 and missing parts', () => {
    expect(narrativeSchema.safeParse({ ...answer(), intelligenceScore: 101 }).success).toBe(false);
    const { errata: _errata, ...withoutErrata } = answer();
    expect(narrativeSchema.safeParse(withoutErrata).success).toBe(false);
    expect(narrativeSchema.safeParse(answer()).success).toBe(true);
  });
});
