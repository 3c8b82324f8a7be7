import {
  type DocumentAnalysis,
  type EvaluateResponse,
  type OriginalityResponse,
  OVERALL_SCORE,
  PHASE_NAMES,
} from '@common/analysis';

/** Phase 2's place when it did not run, in the tab and in the report. */
export const PHASE2_SKIPPED =
  'Phase 2 (the challenge) did not run: Normal mode reads once and calibrates. Choose Comprehensive for the challenge and three independent samples.';

export function phasesRunText(result: DocumentAnalysis): string {
  const names = result.phasesRun.map((phase) => PHASE_NAMES[phase]).join(', ');
  const samples =
    result.sampleCount > 1 ? `, ${result.sampleCount} independent samples` : ', one sample';
  return `${result.mode === 'comprehensive' ? 'Comprehensive' : 'Normal'} mode: ${names}${samples}.`;
}

function documentReport(result: DocumentAnalysis, heading?: string): string[] {
  const scoreLines = result.scoreDetails.map(
    (d) =>
      `${d.name}: ${d.median}${d.samples.length > 1 ? ` (samples ${d.samples.join(', ')}; spread ${d.spread}${d.flagged ? ', samples disagree' : ''})` : ''}`,
  );
  return [
    ...(heading ? [heading.toUpperCase(), ''] : []),
    phasesRunText(result),
    result.truncated ? 'Only the beginning of a long document was read.' : '',
    '',
    'Scores',
    ...scoreLines,
    `${OVERALL_SCORE}: ${result.scores[OVERALL_SCORE]}`,
    '',
    'Final Result',
    result.finalResult,
    '',
    PHASE_NAMES.phase1,
    result.phase1Response,
    '',
    PHASE_NAMES.phase2,
    result.phase2Response ?? PHASE2_SKIPPED,
    '',
    PHASE_NAMES.phase3,
    result.phase3Response,
    '',
    result.droppedQuotes
      ? `${result.droppedQuotes} quotation(s) the model offered were not found in the document and were left out.`
      : '',
  ];
}

/** The analysis as one plain text, written to PDF or Word by the server's document writer. */
export function analysisReport(
  result: EvaluateResponse | null,
  originality: OriginalityResponse | null,
): string {
  const parts: string[] = [];
  if (result) {
    const title = result.rubric === 'fiction' ? 'Fiction Assessment' : 'Intelligence Analysis';
    parts.push(title, '');
    parts.push(...documentReport(result, result.documentB ? 'Document A' : undefined));
    if (result.documentB) parts.push('', ...documentReport(result.documentB, 'Document B'));
    if (result.comparison) {
      parts.push('', 'COMPARISON', '', result.comparison.summary, '');
      for (const item of result.comparison.items) {
        const stronger = item.stronger === 'tie' ? 'tie' : `Document ${item.stronger} stronger`;
        parts.push(`${item.name}: ${stronger}. ${item.reason}`);
        if (item.quoteA) parts.push(`  A: “${item.quoteA}”`);
        if (item.quoteB) parts.push(`  B: “${item.quoteB}”`);
      }
    }
  }
  if (originality) {
    parts.push(
      '',
      'Originality',
      '',
      `Originality score: ${originality.originalityScore}/100`,
      originality.verdict,
      '',
    );
    if (originality.derivative.length) {
      parts.push('Derivative');
      for (const item of originality.derivative)
        parts.push(`“${item.quote}” echoes ${item.echoes} ${item.explanation}`);
      parts.push('');
    }
    if (originality.novel.length) {
      parts.push('New');
      for (const item of originality.novel) parts.push(`“${item.quote}” ${item.explanation}`);
    }
  }
  return parts
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
