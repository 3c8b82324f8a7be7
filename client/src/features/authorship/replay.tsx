import type { AuthorshipLog } from '@common/authorship';
import { applyOperation, replayLog } from '@common/authorship-replay';
import type { Piece, PieceTable } from '@common/authorship-spans';
import { Pause, Play } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { ColouredText } from './coloured-text';

const SPEEDS = [1, 4, 16, 64];
/** A long pause plays as this much (at 1×), so a night away does not stop the replay. */
const LONGEST_WAIT_MS = 1_500;

/** The text growing operation by operation, at its own pace, sped up or paused at will. */
export function Replay({
  log,
  livePieces,
  version,
  labelOf,
}: {
  log: AuthorshipLog;
  /** The text as it is now, shown until the replay is played or moved. */
  livePieces: readonly Piece[];
  /** Changes when the log does (its last operation may have grown in place). */
  version: number;
  labelOf: (source: number) => string;
}) {
  const total = log.ops.length;
  const [position, setStep] = useState<number | null>(null);
  const step = position ?? total;
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(4);
  const speedId = useId();
  const table = useRef<{ step: number; version: number; table: PieceTable } | null>(null);

  // The pieces at `step`: one more operation when playing, rebuilt when the slider jumps back.
  let pieces = livePieces;
  if (position !== null) {
    if (!table.current || table.current.step > step || table.current.version !== version) {
      table.current = { step, version, table: replayLog(log, step) };
    }
    while (table.current.step < step) {
      const op = log.ops[table.current.step];
      if (op) applyOperation(table.current.table, op);
      table.current.step++;
    }
    pieces = table.current.table.pieces;
  }

  useEffect(() => {
    if (!playing) return;
    if (step >= total) {
      setPlaying(false);
      setStep(null);
      return;
    }
    const previous = log.ops[step - 1];
    const next = log.ops[step];
    const gap = previous && next ? next[0] - (previous[0] + previous[1]) : 0;
    const wait = Math.min(Math.max(gap, 120), LONGEST_WAIT_MS) / speed;
    const timer = setTimeout(() => setStep(step + 1), wait);
    return () => clearTimeout(timer);
  }, [playing, step, total, speed, log]);

  const play = () => {
    if (step >= total) setStep(0);
    setPlaying(true);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={playing ? () => setPlaying(false) : play}
          disabled={total === 0}
        >
          {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          {playing ? 'Pause' : 'Play'}
        </Button>
        <label htmlFor={speedId} className="text-sm">
          Speed
        </label>
        <NativeSelect
          id={speedId}
          className="h-8 w-20"
          value={speed}
          onChange={(event) => setSpeed(Number(event.target.value))}
        >
          {SPEEDS.map((value) => (
            <option key={value} value={value}>
              {value}×
            </option>
          ))}
        </NativeSelect>
        <input
          type="range"
          className="min-w-32 flex-1"
          aria-label="Replay position"
          min={0}
          max={total}
          value={step}
          onChange={(event) => {
            setPlaying(false);
            setStep(Number(event.target.value));
          }}
        />
        <span className="text-muted-foreground text-xs tabular-nums">
          Step {step} of {total}
        </span>
      </div>
      <ColouredText pieces={pieces} log={log} labelOf={labelOf} />
    </div>
  );
}
