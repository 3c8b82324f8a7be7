import { DISAGREEMENT_THRESHOLD, type ScoreDetail } from '@common/analysis';
import { ChartFigure, ChartGrid, ChartTicks, pct } from '@/components/chart';

export interface ChartSeries {
  label: string;
  details: ScoreDetail[];
  /** Tailwind fill/stroke classes for this series. */
  tone: 'primary' | 'amber';
}

const TONES = {
  primary: { bar: 'bg-primary', text: 'text-primary' },
  amber: { bar: 'bg-amber-600 dark:bg-amber-500', text: 'text-amber-700 dark:text-amber-400' },
};

const TICKS = [0, 25, 50, 75, 100];
const ROW_GRID = 'grid grid-cols-[minmax(5rem,auto)_1fr_2.5rem] items-center gap-x-3';

/**
 * Each score as its median with the range of its independent samples (an error bar), and
 * every sample as a dot, in the app's one chart style (components/chart.tsx). Disagreement
 * beyond the threshold is marked in words as well as colour, and the figures are listed in a
 * table for screen readers and printing.
 */
export function ScoreRangeChart({ series }: { series: ChartSeries[] }) {
  const names = series[0]?.details.map((detail) => detail.name) ?? [];
  const summary = series
    .map(
      (s) =>
        `${s.label}: ${s.details.map((d) => `${d.name} ${d.median} (range ${d.min}–${d.max}${d.flagged ? ', samples disagree' : ''})`).join('; ')}`,
    )
    .join('. ');
  return (
    <div className="grid gap-3">
      <ChartFigure
        label={`Scores with the spread of their samples. ${summary}`}
        caption={`The bar marks the median; the line spans the samples' range, each dot one sample. A red line and ⚠ mark samples that disagree by more than ${DISAGREEMENT_THRESHOLD} points.`}
      >
        <div className="grid gap-1">
          {names.map((name, nameIndex) =>
            series.map((s, seriesIndex) => {
              const detail = s.details[nameIndex]!;
              const tone = TONES[s.tone];
              return (
                <div key={`${name}-${s.label}`} className={ROW_GRID}>
                  <span className="truncate text-sm">
                    {seriesIndex === 0 ? name : ''}
                    {series.length > 1 ? ` ${s.label.replace('Document ', '')}` : ''}
                  </span>
                  <div className="relative h-6">
                    <ChartGrid at={TICKS.map((tick) => tick / 100)} direction="columns" />
                    <span
                      className={`absolute top-1/2 -translate-y-1/2 ${detail.flagged ? 'h-1 bg-red-600 dark:bg-red-500' : `h-0.5 ${tone.bar}`}`}
                      style={{
                        left: pct(detail.min / 100),
                        width: pct((detail.max - detail.min) / 100),
                      }}
                    />
                    {detail.samples.map((sample, i) => (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: samples are positional
                        key={i}
                        className="absolute top-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rounded-full border border-muted-foreground bg-background"
                        style={{ left: pct(sample / 100) }}
                      />
                    ))}
                    <span
                      className={`absolute top-1/2 h-4 w-1 -translate-x-1/2 -translate-y-1/2 rounded-sm ${tone.bar}`}
                      style={{ left: pct(detail.median / 100) }}
                    />
                  </div>
                  <span className="text-sm font-semibold tabular-nums">
                    {detail.median}
                    {detail.flagged ? ' ⚠' : ''}
                  </span>
                </div>
              );
            }),
          )}
          <div className={ROW_GRID}>
            <span />
            <ChartTicks
              direction="horizontal"
              ticks={TICKS.map((tick) => ({ at: tick / 100, label: String(tick) }))}
              className="h-4"
            />
            <span />
          </div>
        </div>
      </ChartFigure>
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
    </div>
  );
}
