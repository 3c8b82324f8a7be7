// Running from source (tests, `npm run dev`): the scoring worker is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/score-worker.js instead.
import '../../lib/typescript-loader.mjs';

await import('./score-worker.ts');
