import {
  type DetectResponse,
  detectorName,
  indicatorBand,
  REPORT_FORMATS,
  type ReportFormat,
} from '@common/detection';
import { DownloadIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { fetchReport } from './api';
import { DetectionReasons } from './detection-reasons';
import { LowConfidenceNote } from './low-confidence-note';
import { BAND_CLASSES, percent } from './scale';
import { SentenceHighlight } from './sentence-highlight';
import { SentenceScoreChart } from './sentence-score-chart';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-1.5">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-muted-foreground">{label}:</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

function ReportDownloads({ text, result }: { text: string; result: DetectResponse }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await fetchReport(text, format, result);
      downloadBlob(blob, fileName);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 'network error';
      toast.error('Download Failed', { description: `Document generation failed: ${status}` });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Download report:</span>
      {REPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="outline"
          size="sm"
          disabled={busy !== null}
          onClick={() => download(format)}
        >
          <DownloadIcon aria-hidden="true" />
          {format.toUpperCase()}
          <span className="sr-only"> report</span>
        </Button>
      ))}
    </div>
  );
}

/** The verdict in the words of its band: the colour and the verdict tell one story. */
function verdictWords(result: DetectResponse): string {
  if (result.isAIGenerated) return 'Likely AI-generated';
  return indicatorBand(result.probability).tone === 'yellow'
    ? 'Mixed or uncertain: not flagged as AI-generated'
    : 'Likely human-written';
}

/** Everything of the full detection result, readable; model-written parts rendered as text. */
export function ReportView({ text, result }: { text: string; result: DetectResponse }) {
  const band = indicatorBand(result.probability);
  const narrative = result.narrative;
  const deep = Object.entries(result.deepAnalysis);
  return (
    <div className="grid gap-5 text-sm">
      <Part title="AI detection">
        <p className={cn('w-fit rounded-md border px-2 py-1 font-medium', BAND_CLASSES[band.tone])}>
          {band.label}: {percent(result.probability)} AI probability
        </p>
        {result.lowConfidence && <LowConfidenceNote />}
        <DetectionReasons reasons={result.reasons} tone={band.tone} />
        <dl className="grid gap-1">
          <Fact label="Verdict" value={verdictWords(result)} />
          <Fact label="Human likelihood" value={result.humanLikelihood} />
          <Fact label="Burstiness" value={result.burstiness.toFixed(2)} />
          <Fact label="Scored by" value={detectorName(result.detector)} />
        </dl>
        <p className="text-muted-foreground">{result.details}</p>
      </Part>

      <Part title="Sentences">
        <SentenceScoreChart sentences={result.sentences} threshold={result.threshold} />
        <SentenceHighlight text={text} sentences={result.sentences} />
      </Part>

      {!narrative.available ? (
        <Part title="Written assessment">
          <p className="rounded-md border border-dashed p-3 text-muted-foreground">
            The written assessment could not be made: {narrative.message}
          </p>
        </Part>
      ) : (
        <>
          <Part title="Assessment">
            <p className="whitespace-pre-wrap">{result.assessment}</p>
            {result.intelligenceScore !== null && (
              <p>
                Intelligence score: <strong>{result.intelligenceScore}</strong> / 100
              </p>
            )}
          </Part>
          {result.surfaceAnalysis && (
            <Part title="Surface analysis">
              <dl className="grid gap-1">
                <Fact label="Grammar" value={result.surfaceAnalysis.grammar} />
                <Fact label="Lexical precision" value={result.surfaceAnalysis.lexicalPrecision} />
                <Fact label="Stylistic" value={result.surfaceAnalysis.stylistic} />
              </dl>
            </Part>
          )}
          {deep.length > 0 && (
            <Part title="Deep analysis">
              {deep.map(([name, section]) => (
                <div key={name} className="grid gap-1">
                  <h4 className="font-medium">{name}</h4>
                  <p className="whitespace-pre-wrap">{section.assessment}</p>
                  {section.quotedExamples.map((quote) => (
                    <blockquote
                      key={quote}
                      className="border-l-2 pl-3 italic text-muted-foreground"
                    >
                      {quote}
                    </blockquote>
                  ))}
                </div>
              ))}
            </Part>
          )}
          {result.psychologicalProfile && (
            <Part title="Psychological profile">
              <p className="whitespace-pre-wrap">{result.psychologicalProfile}</p>
            </Part>
          )}
          <Part title="Errata">
            {result.errata.length === 0 ? (
              <p className="text-muted-foreground">No errors were listed.</p>
            ) : (
              <ul className="grid gap-2">
                {result.errata.map((erratum) => (
                  <li key={`${erratum.quote}|${erratum.issue}`} className="rounded-md border p-2">
                    <q>{erratum.quote}</q> — {erratum.issue} <strong>→ {erratum.correction}</strong>
                  </li>
                ))}
              </ul>
            )}
          </Part>
          <Part title="Recommendations">
            {result.recommendations.length === 0 ? (
              <p className="text-muted-foreground">No recommendations were given.</p>
            ) : (
              <ol className="list-decimal pl-6">
                {result.recommendations.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            )}
          </Part>
          {narrative.droppedQuotes > 0 && (
            <p className="text-xs text-muted-foreground">
              {narrative.droppedQuotes} quotation(s) the model gave did not occur in the text and
              were left out.
            </p>
          )}
        </>
      )}
      <ReportDownloads text={text} result={result} />
    </div>
  );
}
