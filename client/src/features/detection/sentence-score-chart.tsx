import type { SentenceScore } from '@common/detection';
import { CHART_LABEL, ChartFigure, ChartGrid, ChartTicks, pct } from '@/components/chart';
import { percent, scaleStep } from './scale';

const TICKS = [0, 0.5, 1];

/** Bars of each sentence's AI probability along the text, drawn from the numbers alone. */
export function SentenceScoreChart({
  sentences,
  threshold,
}: {
  sentences: SentenceScore[];
  threshold: number | null;
}) {
  if (sentences.length === 0) return null;
  const highest = sentences.reduce(
    (best, s, i) => (s.probability > sentences[best]!.probability ? i : best),
    0,
  );
  const summary = `Sentence scores along the text: ${sentences.length} sentences, from ${percent(
    Math.min(...sentences.map((s) => s.probability)),
  )} to ${percent(sentences[highest]!.probability)} (highest at sentence ${highest + 1}).`;
  return (
    <ChartFigure
      label={summary}
      caption={
        <>
          {summary}
          {/* Where red begins, said as the colour's meaning: issue 35 keeps thresholds out of what a user reads. */}
          {threshold !== null && ' Dashed line: sentences above it read as likely AI.'}
        </>
      }
    >
      <div className="grid grid-cols-[auto_1fr] gap-x-2">
        <ChartTicks
          direction="vertical"
          ticks={TICKS.map((at) => ({ at, label: percent(at) }))}
          className="h-28 w-9"
        />
        <div className="relative h-28 border-b border-border">
          <ChartGrid at={TICKS} direction="rows" />
          <div className="absolute inset-0 flex items-end gap-px">
            {sentences.map((s, i) => (
              <span
                // Sentences are positional: their index is their identity here.
                // biome-ignore lint/suspicious/noArrayIndexKey: positional bars
                key={i}
                title={`Sentence ${i + 1}: ${percent(s.probability)} AI probability`}
                className="min-w-px flex-1 rounded-t-sm"
                style={{
                  height: pct(s.probability),
                  backgroundColor: scaleStep(s.probability).fill,
                }}
              />
            ))}
          </div>
          {threshold !== null && (
            <span
              className="pointer-events-none absolute inset-x-0 border-t-2 border-dashed border-foreground/70"
              style={{ bottom: pct(threshold) }}
            />
          )}
        </div>
        <span />
        <div className={`flex justify-between pt-1 ${CHART_LABEL}`}>
          <span>start of text</span>
          <span>end of text</span>
        </div>
      </div>
    </ChartFigure>
  );
}
