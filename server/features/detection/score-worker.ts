// A scoring worker thread: runs the embedded detector, and the library's style match, off the
// server's event loop, so a very long text (up to MAX_DETECTION_CHARS, about a second of
// scoring) never stalls other requests.
import { serveJobs } from '../../lib/worker-port';
import { type DetectorScores, scoreLocally } from './scores';
import { type StyleMatchJob, scoreStyleMatch } from './stylometry/style-scores';

/** What the pool sends: a text to score, or a style match. */
export type ScoreJob = { text: string } | { styleMatch: StyleMatchJob };

serveJobs<ScoreJob, DetectorScores | number[] | null>({
  run: (job) => ('styleMatch' in job ? scoreStyleMatch(job.styleMatch) : scoreLocally(job.text)),
  failure: () => null,
  fallback: { status: 500, message: 'Failed to detect AI content' },
});
