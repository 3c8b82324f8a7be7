import type { SentenceScore } from '@common/detection';
import { percent, scaleStep } from './scale';

const WIDTH = 600;
const HEIGHT = 120;
const PAD = { left: 34, right: 8, top: 8, bottom: 20 };

/** Bars of each sentence's AI probability along the text, drawn from the numbers alone. */
export function ScoreChart({
  sentences,
  threshold,
}: {
  sentences: SentenceScore[];
  threshold: number | null;
}) {
  if (sentences.length === 0) return null;
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const barWidth = plotWidth / sentences.length;
  const y = (p: number) => PAD.top + plotHeight * (1 - p);
  const highest = sentences.reduce(
    (best, s, i) => (s.probability > sentences[best]!.probability ? i : best),
    0,
  );
  const summary = `Sentence scores along the text: ${sentences.length} sentences, from ${percent(
    Math.min(...sentences.map((s) => s.probability)),
  )} to ${percent(sentences[highest]!.probability)} (highest at sentence ${highest + 1}).`;
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-2xl text-muted-foreground"
        role="img"
        aria-label={summary}
      >
        {[0, 0.5, 1].map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.2}
            />
            <text
              x={PAD.left - 4}
              y={y(tick) + 4}
              textAnchor="end"
              fontSize={10}
              fill="currentColor"
            >
              {percent(tick)}
            </text>
          </g>
        ))}
        {sentences.map((s, i) => (
          <rect
            // Sentences are positional: their index is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: positional bars
            key={i}
            x={PAD.left + i * barWidth + barWidth * 0.1}
            y={y(s.probability)}
            width={Math.max(1, barWidth * 0.8)}
            height={plotHeight * s.probability}
            fill={scaleStep(s.probability).fill}
          >
            <title>{`Sentence ${i + 1}: ${percent(s.probability)} AI probability`}</title>
          </rect>
        ))}
        {threshold !== null && (
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(threshold)}
            y2={y(threshold)}
            stroke="currentColor"
            strokeDasharray="4 3"
          />
        )}
        <text x={PAD.left} y={HEIGHT - 4} fontSize={10} fill="currentColor">
          start of text
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 4}
          fontSize={10}
          textAnchor="end"
          fill="currentColor"
        >
          end of text
        </text>
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        {summary}
        {threshold !== null && ` Dashed line: the detector's threshold (${percent(threshold)}).`}
      </figcaption>
    </figure>
  );
}
