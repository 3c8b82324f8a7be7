// Bundles the server's own code into dist/server/index.js (and the parsing worker beside it); npm packages stay external and
// are loaded from node_modules at run time (PGlite, for one, ships files it reads itself).
import { build } from 'esbuild';

await build({
  entryPoints: {
    index: 'server/index.ts',
    // `npm run worker`: the job queue's workers without the web server.
    worker: 'server/worker.ts',
    // Parsing runs in worker threads, which load this file by itself.
    'parse-worker': 'server/features/documents/parse-worker.ts',
    // PNG pages are decoded for OCR in bands by a worker that loads nothing else.
    'pixel-worker': 'server/features/documents/pixel-worker.ts',
    // The detector scores long texts in worker threads too.
    'score-worker': 'server/features/detection/score-worker.ts',
    // Passwords are hashed in worker threads of their own, off libuv's thread pool.
    'hash-worker': 'server/features/account/hash-worker.ts',
    // Harper's spelling and grammar checks run in a worker thread of their own.
    'writing-worker': 'server/features/writing/writing-worker.ts',
    // Files (PDF, Word, LaTeX, reports) are written in child processes, off the event loop.
    'export-worker': 'server/features/documents/export/export-worker.ts',
    'report-worker': 'server/features/detection/report/report-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // The server imports common/ as `@common/…`: esbuild resolves it by tsconfig.json's paths.
  tsconfig: 'tsconfig.json',
});
