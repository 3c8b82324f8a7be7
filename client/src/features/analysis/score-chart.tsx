import { DISAGREEMENT_THRESHOLD, type ScoreDetail } from '@common/analysis';

export interface ChartSeries {
  label: string;
  details: ScoreDetail[];
  /** Tailwind fill/stroke classes for this series. */
  tone: 'primary' | 'amber';
}

const TONES = {
  primary: { fill: 'fill-primary', stroke: 'stroke-primary', text: 'text-primary' },
  amber: { fill: 'fill-amber-600', stroke: 'stroke-amber-600', text: 'text-amber-700' },
};

const ROW = 26;
const LEFT = 120;
const WIDTH = 460;
const TRACK = WIDTH - LEFT - 50;
const x = (score: number) => LEFT + (score / 100) * TRACK;

/**
 * Each score as its median with the range of its independent samples (an error bar), and
 * every sample as a dot. Disagreement beyond the threshold is marked in words as well as
 * colour, and the figures are listed in a table for screen readers and printing.
 */
export function ScoreChart({ series }: { series: ChartSeries[] }) {
  const names = series[0]?.details.map((detail) => detail.name) ?? [];
  const rows = names.length * series.length;
  const height = rows * ROW + 34;
  const summary = series
    .map(
      (s) =>
        `${s.label}: ${s.details.map((d) => `${d.name} ${d.median} (range ${d.min}–${d.max}${d.flagged ? ', samples disagree' : ''})`).join('; ')}`,
    )
    .join('. ');
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        className="w-full max-w-2xl"
        role="img"
        aria-label={`Scores with the spread of their samples. ${summary}`}
      >
        {[0, 25, 50, 75, 100].map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={4}
              y2={height - 24}
              className="stroke-border"
              strokeDasharray="3 3"
            />
            <text
              x={x(tick)}
              y={height - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[13px]"
            >
              {tick}
            </text>
          </g>
        ))}
        {names.map((name, nameIndex) =>
          series.map((s, seriesIndex) => {
            const detail = s.details[nameIndex]!;
            const y = (nameIndex * series.length + seriesIndex) * ROW + 16;
            const tone = TONES[s.tone];
            return (
              <g key={`${name}-${s.label}`}>
                <text
                  x={LEFT - 10}
                  y={y + 4}
                  textAnchor="end"
                  className="fill-foreground text-[14px]"
                >
                  {seriesIndex === 0 ? name : ''}
                  {series.length > 1 ? ` ${s.label.replace('Document ', '')}` : ''}
                </text>
                <line
                  x1={x(detail.min)}
                  x2={x(detail.max)}
                  y1={y}
                  y2={y}
                  strokeWidth={detail.flagged ? 4 : 2}
                  className={detail.flagged ? 'stroke-red-600' : tone.stroke}
                />
                {detail.samples.map((sample, i) => (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: samples are positional
                    key={i}
                    cx={x(sample)}
                    cy={y}
                    r={3}
                    className="fill-background stroke-muted-foreground"
                  />
                ))}
                <rect
                  x={x(detail.median) - 2}
                  y={y - 8}
                  width={4}
                  height={16}
                  className={tone.fill}
                />
                <text
                  x={WIDTH - 44}
                  y={y + 4}
                  className="fill-foreground text-[14px] font-semibold"
                >
                  {detail.median}
                  {detail.flagged ? ' ⚠' : ''}
                </text>
              </g>
            );
          }),
        )}
      </svg>
      <figcaption className="text-xs text-muted-foreground">
        The bar marks the median; the line spans the samples' range, each dot one sample. A red line
        and ⚠ mark samples that disagree by more than {DISAGREEMENT_THRESHOLD} points.
      </figcaption>
      <table className="w-full max-w-3xl text-sm">
        <caption className="sr-only">Scores</caption>
        <thead>
          <tr className="border-b text-left">
            <th className="py-1 font-medium">Dimension</th>
            {series.map((s) => (
              <th key={s.label} className={`py-1 font-medium ${TONES[s.tone].text}`}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {names.map((name, nameIndex) => (
            <tr key={name} className="border-b last:border-0">
              <td className="py-1">{name}</td>
              {series.map((s) => {
                const d = s.details[nameIndex]!;
                return (
                  <td key={s.label} className="py-1 tabular-nums">
                    {d.median}
                    {d.samples.length > 1 && (
                      <span className="text-muted-foreground">
                        {' '}
                        ± {Math.round(d.spread / 2)} ({d.samples.join(', ')})
                      </span>
                    )}
                    {d.flagged && (
                      <span className="ml-1 font-medium text-red-700 dark:text-red-400">
                        samples disagree
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
