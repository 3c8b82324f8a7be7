import { describe, expect, it } from 'vitest';
import { type DetectResponse, LOW_CONFIDENCE_NOTE } from '../../../../common/detection';
import { EMPTY_NARRATIVE } from '../narrative';
import { scoreLocally } from '../scores';
import { assembleResult } from '../service';
import { buildReport } from './content';
import { writeTxtReport } from './txt';

const TEXT =
  'I walk to school every day. It takes ten minutes. My friend walks with me and we talk.';

function result(available: boolean): DetectResponse {
  const scores = scoreLocally(TEXT);
  if (!available) {
    return assembleResult(scores, EMPTY_NARRATIVE, {
      provider: 'openai',
      available: false,
      message: 'needs a language model: OpenAI API key is required for GPT models.',
      droppedQuotes: 0,
    });
  }
  return assembleResult(
    scores,
    {
      assessment: 'Simple and clear.',
      intelligenceScore: 40,
      surfaceAnalysis: { grammar: 'Good.', lexicalPrecision: 'Basic.', stylistic: 'Plain.' },
      deepAnalysis: {
        Voice: { assessment: 'Personal.', quotedExamples: ['It takes ten minutes.'] },
      },
      psychologicalProfile: 'Calm.',
      errata: [{ quote: 'we talk', issue: 'Vague.', correction: 'we talk about school' }],
      recommendations: ['Add detail.'],
    },
    { provider: 'openai', available: true, droppedQuotes: 1 },
  );
}

describe('the report content', () => {
  it('holds every field of the full result, and the sentence score table', () => {
    const report = buildReport(result(true), TEXT, new Date('2026-01-02T03:04:00Z'));
    const headings = report.sections.map((s) => s.heading);
    expect(headings).toEqual([
      'AI detection',
      'Assessment',
      'Surface analysis',
      'Deep analysis: Voice',
      'Psychological profile',
      'Errata',
      'Recommendations',
      'Note on quotations',
      'Sentence scores',
      'Text assessed',
    ]);
    expect(report.subtitle).toBe('Generated 2026-01-02 03:04 UTC by Redraft');
    const table = report.sections.find((s) => s.heading === 'Sentence scores')!.table!;
    expect(table.columns).toEqual(['#', 'AI probability', 'Sentence']);
    expect(table.rows).toHaveLength(3);
  });

  it('says which parts need a provider instead of inventing them', () => {
    const txt = writeTxtReport(buildReport(result(false), TEXT)).toString('utf8');
    expect(txt).toContain('Written assessment');
    expect(txt).toContain('needs a language model');
    expect(txt).not.toContain('Intelligence score');
    expect(txt).toContain('Human likelihood:');
    expect(txt).toMatch(/#: 1 \| AI probability: \d+% \| Sentence: I walk to school every day\./);
  });

  it('carries the low-confidence note for a short text, and not for a long one', () => {
    const short = writeTxtReport(buildReport(result(false), TEXT)).toString('utf8');
    expect(short).toContain(LOW_CONFIDENCE_NOTE);
    const long = { ...result(false), lowConfidence: false };
    expect(writeTxtReport(buildReport(long, TEXT)).toString('utf8')).not.toContain(
      LOW_CONFIDENCE_NOTE,
    );
  });
});
