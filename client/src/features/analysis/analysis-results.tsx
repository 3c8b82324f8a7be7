import {
  type DocumentAnalysis,
  type EvaluateResponse,
  OVERALL_SCORE,
  type Phase,
} from '@common/analysis';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { PHASE2_SKIPPED, phasesRunText } from './report';
import { type ChartSeries, ScoreRangeChart } from './score-range-chart';

/**
 * Model text, shown as text: React escapes it, so nothing in it can become markup. Each
 * paragraph's label (up to its first colon, or a short line such as 'Sample 1 of 3') is bold.
 */
function ModelText({ text }: { text: string }) {
  const paragraphs = text.split(/\n{2,}/);
  return (
    <div className="grid gap-3 text-sm leading-relaxed">
      {paragraphs.map((paragraph, index) => {
        const label = /^([^:\n]{1,40}):/.exec(paragraph)?.[1];
        const heading = !label && /^Sample \d+ of \d+$/.test(paragraph.trim());
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional and static
          <p key={index} className={heading ? 'font-sans font-semibold' : 'whitespace-pre-wrap'}>
            {label ? (
              <>
                <strong className="font-sans font-semibold">{label}:</strong>
                {paragraph.slice(label.length + 1)}
              </>
            ) : (
              paragraph
            )}
          </p>
        );
      })}
    </div>
  );
}

function perDocument(result: EvaluateResponse, render: (doc: DocumentAnalysis) => ReactNode) {
  if (!result.documentB) return render(result);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {[
        { label: 'Document A', doc: result as DocumentAnalysis },
        { label: 'Document B', doc: result.documentB },
      ].map(({ label, doc }) => (
        <section key={label} aria-label={label} className="grid min-w-0 content-start gap-2">
          <h4 className="font-semibold">{label}</h4>
          {render(doc)}
        </section>
      ))}
    </div>
  );
}

function phaseText(doc: DocumentAnalysis, phase: Phase) {
  if (phase === 'phase1') return <ModelText text={doc.phase1Response} />;
  if (phase === 'phase3') return <ModelText text={doc.phase3Response} />;
  return doc.phase2Response === null ? (
    <p className="text-sm text-muted-foreground">{PHASE2_SKIPPED}</p>
  ) : (
    <ModelText text={doc.phase2Response} />
  );
}

function FinalResult({ doc }: { doc: DocumentAnalysis }) {
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="secondary">
          {OVERALL_SCORE} {doc.scores[OVERALL_SCORE]}/100
        </Badge>
        <span className="text-muted-foreground">{phasesRunText(doc)}</span>
      </p>
      {doc.truncated && (
        <p className="text-sm text-muted-foreground">
          Only the beginning of this long document was read.
        </p>
      )}
      <ModelText text={doc.finalResult} />
      {doc.evidence.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium">
            Evidence quoted from the document ({doc.evidence.length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {doc.evidence.map((item) => (
              <li key={`${item.dimension}-${item.quote}`}>
                <span className="font-medium">{item.dimension}:</span> “{item.quote}”
              </li>
            ))}
          </ul>
        </details>
      )}
      {doc.droppedQuotes > 0 && (
        <p className="text-xs text-muted-foreground">
          {doc.droppedQuotes} quotation{doc.droppedQuotes === 1 ? '' : 's'} the model offered
          {doc.droppedQuotes === 1 ? ' was' : ' were'} not found in the document and{' '}
          {doc.droppedQuotes === 1 ? 'was' : 'were'} left out.
        </p>
      )}
    </div>
  );
}

function ComparisonView({
  comparison,
}: {
  comparison: NonNullable<EvaluateResponse['comparison']>;
}) {
  return (
    <section aria-label="Comparison" className="grid gap-3 rounded-lg border p-4">
      <h4 className="font-semibold">Comparison</h4>
      <ModelText text={comparison.summary} />
      <ul className="grid gap-3">
        {comparison.items.map((item) => (
          <li key={item.name} className="grid gap-1 text-sm">
            <p>
              <span className="font-medium">{item.name}:</span>{' '}
              <Badge variant={item.stronger === 'tie' ? 'outline' : 'secondary'}>
                {item.stronger === 'tie' ? 'Tie' : `Document ${item.stronger} stronger`}
              </Badge>{' '}
              {item.reason}
            </p>
            {item.quoteA && <p className="text-muted-foreground">A: “{item.quoteA}”</p>}
            {item.quoteB && <p className="text-muted-foreground">B: “{item.quoteB}”</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

const TABS: { value: Phase | 'final' | 'scores'; label: string }[] = [
  { value: 'phase1', label: 'Phase 1' },
  { value: 'phase2', label: 'Phase 2' },
  { value: 'phase3', label: 'Phase 3' },
  { value: 'final', label: 'Final Result' },
  { value: 'scores', label: 'Scores' },
];

/** The result tabs: the three phases, the final result and the scores with their spreads. */
export function AnalysisResults({ result }: { result: EvaluateResponse }) {
  const series: ChartSeries[] = [
    { label: 'Document A', details: result.scoreDetails, tone: 'primary' },
    ...(result.documentB
      ? [{ label: 'Document B', details: result.documentB.scoreDetails, tone: 'amber' as const }]
      : []),
  ];
  return (
    <section aria-label="Analysis result">
      <Tabs defaultValue="final" className="grid gap-3">
        <TabsList aria-label="Analysis results">
          {TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {(['phase1', 'phase2', 'phase3'] as const).map((phase) => (
          <TabsContent key={phase} value={phase}>
            {perDocument(result, (doc) => phaseText(doc, phase))}
          </TabsContent>
        ))}
        <TabsContent value="final" className="grid gap-4">
          {perDocument(result, (doc) => (
            <FinalResult doc={doc} />
          ))}
          {result.comparison && <ComparisonView comparison={result.comparison} />}
        </TabsContent>
        <TabsContent value="scores" className="grid gap-3">
          <p className="text-sm">
            {OVERALL_SCORE}: <strong>{result.scores[OVERALL_SCORE]}</strong>
            {result.documentB && (
              <>
                {' '}
                (Document A) · <strong>{result.documentB.scores[OVERALL_SCORE]}</strong> (Document
                B)
              </>
            )}
            <span className="text-muted-foreground">
              {' '}
              —{' '}
              {result.sampleCount > 1
                ? `median of ${result.sampleCount} independent samples per score`
                : 'one sample: Comprehensive mode measures how far each score can be trusted'}
            </span>
          </p>
          <ScoreRangeChart series={series} />
        </TabsContent>
      </Tabs>
    </section>
  );
}
