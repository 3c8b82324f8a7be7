// A scoring worker thread: runs the embedded detector off the server's event loop, so a very
// long text (up to MAX_DETECTION_CHARS, about a second of scoring) never stalls other requests.
import { serveJobs } from '../../lib/worker-port';
import { type DetectorScores, scoreLocally } from './scores';

serveJobs<{ text: string }, DetectorScores>({
  run: ({ text }) => scoreLocally(text),
  failure: () => null,
  fallback: { status: 500, message: 'Failed to detect AI content' },
});
