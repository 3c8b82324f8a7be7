import type { AuthorshipLog } from '@common/authorship';
import type { Piece } from '@common/authorship-spans';
import { formatNumber } from '@common/format-number';
import { sourceStyle } from './source-style';

/** Past this many characters the panel shows the start; the report holds all of it. */
export const SHOWN_CHARACTERS = 20_000;

/** The text in pieces coloured and lined by source; each piece names its source on hover. */
export function ColouredText({
  pieces,
  log,
  labelOf,
}: {
  pieces: readonly Piece[];
  log: AuthorshipLog;
  labelOf: (source: number) => string;
}) {
  const shown: { key: number; text: string; source: number }[] = [];
  let left = SHOWN_CHARACTERS;
  for (const [index, piece] of pieces.entries()) {
    if (left <= 0) break;
    const text = piece.text.slice(0, left);
    left -= text.length;
    shown.push({ key: index, text, source: piece.source });
  }
  const total = pieces.reduce((sum, piece) => sum + piece.text.length, 0);
  return (
    <div className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded-md border bg-background p-3 text-sm leading-7">
      {shown.map((piece) => (
        <span
          key={piece.key}
          title={labelOf(piece.source)}
          style={sourceStyle(log.sources[piece.source]?.kind ?? 'unrecorded')}
        >
          {piece.text}
        </span>
      ))}
      {total > SHOWN_CHARACTERS && (
        <p className="mt-2 text-muted-foreground text-xs">
          The first {formatNumber(SHOWN_CHARACTERS)} of {formatNumber(total)} characters; the report
          holds them all.
        </p>
      )}
    </div>
  );
}
