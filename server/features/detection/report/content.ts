import {
  bandTone,
  type DetectResponse,
  detectorName,
  LOW_CONFIDENCE_NOTE,
  REPORT_TITLE,
} from '@common/detection';

/** A report as structure, written out as txt, docx or pdf by the writers beside this file. */
export interface ReportTable {
  columns: string[];
  rows: string[][];
}
export interface ReportSection {
  heading: string;
  paragraphs: string[];
  /** Short labelled lines ("Probability: 72%"). */
  facts?: [string, string][];
  table?: ReportTable;
}
export interface ReportDocument {
  title: string;
  subtitle: string;
  /** One line read first when part of the report is missing (the written assessment). */
  notice?: string;
  sections: ReportSection[];
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

const bandWords = (probability: number): string =>
  ({ green: 'likely human', yellow: 'mixed or uncertain', red: 'likely AI' })[
    bandTone(probability)
  ];

/** The verdict in the words of its band, as the screen says it. */
function verdictWords(result: DetectResponse): string {
  if (result.isAIGenerated) return 'Likely AI-generated';
  return bandTone(result.probability) === 'yellow'
    ? 'Mixed or uncertain: not flagged as AI-generated'
    : 'Likely human-written';
}

/** Everything of the detection result, in reading order; empty narrative parts say so. */
export function buildReport(
  result: DetectResponse,
  text: string,
  generatedAt = new Date(),
): ReportDocument {
  const sections: ReportSection[] = [];
  sections.push({
    heading: 'AI detection',
    paragraphs: result.lowConfidence ? [result.details, LOW_CONFIDENCE_NOTE] : [result.details],
    facts: [
      ['Probability of AI authorship', percent(result.probability)],
      ['Verdict', verdictWords(result)],
      ['Human likelihood', result.humanLikelihood],
      ['Burstiness', result.burstiness.toFixed(2)],
      ['Scored by', detectorName(result.detector)],
    ],
  });

  if (result.reasons.length > 0) {
    sections.push({
      heading:
        bandTone(result.probability) === 'green'
          ? 'What reads as human writing'
          : 'What reads as AI writing',
      paragraphs: result.reasons.map((r) => `• ${r}`),
    });
  }

  const narrative = result.narrative;
  const notice = narrative.available
    ? undefined
    : `The written assessment could not be made: ${(narrative.message ?? 'no language model was available').replace(/\.+$/, '')}. What the detector measured follows.`;
  if (narrative.available) {
    sections.push({
      heading: 'Assessment',
      paragraphs: [result.assessment ?? ''],
      facts:
        result.intelligenceScore === null
          ? []
          : [['Intelligence score', `${result.intelligenceScore} / 100`]],
    });
    if (result.surfaceAnalysis) {
      sections.push({
        heading: 'Surface analysis',
        paragraphs: [],
        facts: [
          ['Grammar', result.surfaceAnalysis.grammar],
          ['Lexical precision', result.surfaceAnalysis.lexicalPrecision],
          ['Stylistic', result.surfaceAnalysis.stylistic],
        ],
      });
    }
    for (const [name, section] of Object.entries(result.deepAnalysis)) {
      sections.push({
        heading: `Deep analysis: ${name}`,
        paragraphs: [section.assessment, ...section.quotedExamples.map((quote) => `“${quote}”`)],
      });
    }
    if (result.psychologicalProfile) {
      sections.push({
        heading: 'Psychological profile',
        paragraphs: [result.psychologicalProfile],
      });
    }
    sections.push({
      heading: 'Errata',
      paragraphs: result.errata.length === 0 ? ['No errors were listed.'] : [],
      table:
        result.errata.length === 0
          ? undefined
          : {
              columns: ['Quote', 'Issue', 'Correction'],
              rows: result.errata.map((e) => [e.quote, e.issue, e.correction]),
            },
    });
    sections.push({
      heading: 'Recommendations',
      paragraphs:
        result.recommendations.length === 0
          ? ['No recommendations were given.']
          : result.recommendations.map((r, i) => `${i + 1}. ${r}`),
    });
    if (narrative.droppedQuotes > 0) {
      sections.push({
        heading: 'Note on quotations',
        paragraphs: [
          `${narrative.droppedQuotes} quotation(s) the model gave did not occur in the text and were left out.`,
        ],
      });
    }
  }

  sections.push({
    heading: 'Sentence scores',
    paragraphs: [
      'Each sentence is scored with its neighbours: the scores show where the text reads most machine-like, not which sentence a model wrote.',
    ],
    table: {
      columns: ['#', 'AI probability', 'Sentence'],
      rows: result.sentences.map((s, i) => [
        String(i + 1),
        `${percent(s.probability)} (${bandWords(s.probability)})`,
        s.text,
      ]),
    },
  });
  const explained = result.sentences
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => (s.reasons?.length ?? 0) > 0);
  if (explained.length > 0) {
    sections.push({
      heading: 'Why sentences read as AI',
      paragraphs: explained.map(
        ({ s, i }) =>
          `Sentence ${i + 1} (${percent(s.probability)}, ${bandWords(s.probability)}): ${s.reasons!.join(' ')}`,
      ),
    });
  }
  sections.push({ heading: 'Text assessed', paragraphs: text.split(/\n\s*\n/).filter(Boolean) });

  return {
    title: REPORT_TITLE,
    subtitle: `Generated ${generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by Redraft; scored by ${detectorName(result.detector)}`,
    ...(notice ? { notice } : {}),
    sections,
  };
}
