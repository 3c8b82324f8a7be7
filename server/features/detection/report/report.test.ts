import { type DetectResponse, LOW_CONFIDENCE_NOTE } from '@common/detection';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { EMPTY_NARRATIVE } from '../narrative';
import { scoreLocally } from '../scores';
import { assembleResult } from '../service';
import { buildReport } from './content';
import { LONGEST_DOCX_TABLE, writeDocxReport } from './docx';
import { textTable, writeTxtReport } from './txt';

const TEXT =
  'I walk to school every day. It takes ten minutes. My friend walks with me and we talk.';

function result(available: boolean): DetectResponse {
  const scores = scoreLocally(TEXT);
  if (!available) {
    return assembleResult(scores, EMPTY_NARRATIVE, {
      provider: 'openai',
      available: false,
      message: 'OpenAI API key is required for GPT models',
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
    expect(report.title).toBe('AI Detection Report');
    expect(report.notice).toBeUndefined();
    expect(headings).toEqual([
      'AI detection',
      ...(report.sections[1]!.heading.startsWith('What reads as')
        ? [report.sections[1]!.heading]
        : []),
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
    expect(report.subtitle).toBe(
      'Generated 2026-01-02 03:04 UTC by Redraft; scored by Local detector (built in)',
    );
    const table = report.sections.find((s) => s.heading === 'Sentence scores')!.table!;
    expect(table.columns).toEqual(['#', 'AI probability', 'Sentence']);
    expect(table.rows).toHaveLength(3);
  });

  it('tells one threshold story in plain words: no model id, hash or threshold', () => {
    const r = result(false);
    const txt = writeTxtReport(buildReport(r, TEXT)).toString('utf8');
    expect(r.modelVersion).toMatch(/\S/);
    expect(txt).not.toContain(r.modelVersion!);
    expect(txt).not.toMatch(/threshold|flags from|stylometric|style-phrases/i);
    expect(txt).toMatch(
      /^Verdict: +(Likely AI-generated|Likely human-written|Mixed or uncertain: not flagged as AI-generated)$/m,
    );
    for (const reason of r.reasons) expect(txt).toContain(reason.slice(0, 40));
  });

  it('explains each yellow or red sentence in its own line', () => {
    const ai =
      'It is important to note that the policy plays a crucial role in the economy. Moreover, it fosters growth, innovation and resilience across the region. Additionally, it is important to note that stakeholders benefit significantly. Furthermore, the landscape continues to evolve in meaningful ways for communities. In conclusion, the policy plays a crucial role in shaping a brighter future for everyone involved.';
    const scored = assembleResult(scoreLocally(ai), EMPTY_NARRATIVE, {
      provider: 'openai',
      available: false,
      droppedQuotes: 0,
    });
    const report = buildReport(scored, ai);
    const why = report.sections.find((s) => s.heading === 'Why sentences read as AI');
    const explained = scored.sentences.filter((s) => s.reasons?.length);
    expect(explained.length).toBeGreaterThan(0);
    expect(why?.paragraphs).toHaveLength(explained.length);
  });

  it('says in one line, first, that the written assessment could not be made, then what was measured', () => {
    const txt = writeTxtReport(buildReport(result(false), TEXT)).toString('utf8');
    const lines = txt.split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'AI Detection Report',
      '===================',
      expect.stringMatching(/^Generated .* UTC by Redraft; scored by Local detector \(built in\)$/),
      '',
      'The written assessment could not be made: OpenAI API key is required for GPT models. What the detector measured follows.',
    ]);
    expect(txt.match(/written assessment could not be made/g)).toHaveLength(1);
    expect(txt).not.toContain('Intelligence score');
    expect(txt).toMatch(/^Probability of AI authorship: +\d+%$/m);
    expect(txt).toMatch(/^Scored by: +Local detector \(built in\)$/m);
  });

  it('writes tables in aligned columns, long sentences wrapped in theirs', () => {
    const long = `This one sentence ${'goes on and on, '.repeat(12)}until it must wrap inside its column.`;
    const table = textTable({
      columns: ['#', 'AI probability', 'Sentence'],
      rows: [
        ['1', '12%', 'I walk to school every day.'],
        ['2', '87%', long],
      ],
    });
    expect(table[0]).toBe('#  AI probability  Sentence');
    expect(table[1]).toBe(`-  --------------  ${'-'.repeat(72)}`);
    expect(table[2]).toBe('1  12%             I walk to school every day.');
    expect(table[3]!.startsWith('2  87%             This one sentence goes on')).toBe(true);
    // The wrapped lines continue in the sentence column; nothing is wider than the rule.
    expect(table.length).toBeGreaterThan(4);
    for (const line of table.slice(4)) expect(line).toMatch(/^ {19}\S/);
    for (const line of table) expect(line.length).toBeLessThanOrEqual(table[1]!.length);
    expect(
      table
        .slice(3)
        .map((line) => line.slice(19))
        .join(' '),
    ).toBe(long);
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

describe('the Word report', () => {
  const withSentences = (count: number) =>
    ({
      title: 'AI detection report',
      subtitle: 'A long text',
      sections: [
        {
          heading: 'Sentence scores',
          paragraphs: [],
          table: {
            columns: ['#', 'AI probability', 'Sentence'],
            rows: Array.from({ length: count }, (_, i) => [
              String(i + 1),
              '12% (human)',
              `Sentence number ${i + 1}.`,
            ]),
          },
        },
      ],
    }) satisfies Parameters<typeof writeDocxReport>[0];

  it('keeps a table of sentences as a table', async () => {
    const { value } = await mammoth.convertToHtml({
      buffer: await writeDocxReport(withSentences(3)),
    });
    expect(value).toContain('<table>');
    expect(value).toContain('Sentence number 3.');
  });

  it('writes a very long table one line a row, every row kept', async () => {
    const rows = LONGEST_DOCX_TABLE + 1;
    const docx = await writeDocxReport(withSentences(rows));
    const { value } = await mammoth.convertToHtml({ buffer: docx });
    expect(value).not.toContain('<table>');
    expect(value).toContain('<strong># · AI probability · Sentence</strong>');
    expect(value).toContain(`<p>${rows} · 12% (human) · Sentence number ${rows}.</p>`);
  });
});
