import {
  REPORT_DOCUMENTS,
  REPORT_FORMATS,
  type ReportDocumentKey,
  type ReportFormat,
  SOURCE_COLORS,
  SOURCE_KINDS,
  SOURCE_LABELS,
  type SourceKind,
} from '@common/authorship';
import { formatDuration, writingTimeMs } from '@common/authorship-replay';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { describeError } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useAuthorshipRecords, useRecordsVersion } from './authorship-recording';
import { KeepSwitch } from './keep-switch';
import type { AuthorshipRecorder } from './recorder';
import { Replay } from './replay';
import { downloadReport } from './report-download';
import { LINE_WORDS, sourceStyle } from './source-style';

/** The share of the text from each kind of source, largest first. */
function sharesOf(recorder: AuthorshipRecorder) {
  const counts = new Map<SourceKind, number>();
  for (const piece of recorder.pieces) {
    const kind = recorder.log.sources[piece.source]?.kind ?? 'unrecorded';
    counts.set(kind, (counts.get(kind) ?? 0) + piece.text.length);
  }
  const total = recorder.currentText.length || 1;
  return [...counts]
    .filter(([, characters]) => characters > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, characters]) => ({ kind, characters, percent: (100 * characters) / total }));
}

/** The panel's body, loaded when the panel is first opened (apart from the first page). */
export function AuthorshipBody() {
  const records = useAuthorshipRecords();
  const version = useRecordsVersion(records);
  const [shown, setShown] = useState<ReportDocumentKey>('input');
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const recorder = records.recorder(shown);
  const labelOf = (source: number) => {
    const found = recorder?.log.sources[source];
    if (!found) return SOURCE_LABELS.unrecorded;
    return found.detail
      ? `${SOURCE_LABELS[found.kind]}: ${found.detail}`
      : SOURCE_LABELS[found.kind];
  };
  const hasText = (['input', 'output'] as const).some((key) => records.recorder(key)?.currentText);

  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await downloadReport(records, format);
    } catch (error) {
      toast.error('The report could not be made', {
        description: describeError(error, 'Please try again.'),
      });
    } finally {
      setBusy(null);
    }
  };

  const shares = recorder ? sharesOf(recorder) : [];
  return (
    <CardContent id="authorship-body" className="flex flex-col gap-4">
      <KeepSwitch />
      <div role="tablist" aria-label="Text" className="flex gap-1 rounded-md bg-muted p-1">
        {(['input', 'output'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={shown === key}
            className="flex-1 rounded px-3 py-1.5 text-sm aria-selected:bg-background aria-selected:shadow-sm"
            onClick={() => setShown(key)}
          >
            {REPORT_DOCUMENTS[key]}
          </button>
        ))}
      </div>
      {!recorder?.currentText ? (
        <p className="text-muted-foreground text-sm">No text yet.</p>
      ) : (
        <>
          <ul aria-label="Shares by source" className="flex flex-col gap-2">
            {shares.map((share) => (
              <li key={share.kind} className="grid grid-cols-[7rem_1fr_4rem] items-center gap-2">
                <span className="justify-self-start text-sm" style={sourceStyle(share.kind)}>
                  {SOURCE_LABELS[share.kind]}
                </span>
                <span className="h-2 rounded bg-muted" aria-hidden>
                  <span
                    className="block h-2 rounded"
                    style={{
                      width: `${share.percent}%`,
                      backgroundColor: SOURCE_COLORS[share.kind],
                    }}
                  />
                </span>
                <span className="text-right text-sm tabular-nums">{share.percent.toFixed(1)}%</span>
              </li>
            ))}
          </ul>
          <p className="text-sm">
            Time spent writing: <strong>{formatDuration(writingTimeMs(recorder.log))}</strong>
          </p>
          <Replay
            key={shown}
            log={recorder.log}
            livePieces={recorder.pieces}
            version={version}
            labelOf={labelOf}
          />
          <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {SOURCE_KINDS.map((kind) => (
              <li key={kind}>
                <span style={sourceStyle(kind)}>{SOURCE_LABELS[kind]}</span>
                <span className="text-muted-foreground"> ({LINE_WORDS[kind]})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm">Download report:</span>
        {REPORT_FORMATS.map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            disabled={!hasText || busy !== null}
            onClick={() => download(format)}
            aria-label={`Download the authorship report as ${format.toUpperCase()}`}
          >
            {busy === format ? 'Writing…' : format.toUpperCase()}
          </Button>
        ))}
      </div>
    </CardContent>
  );
}
