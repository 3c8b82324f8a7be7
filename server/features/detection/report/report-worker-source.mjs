// Running from source (tests, `npm run dev`): the report writer is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/report-worker.js instead.
import '../../../lib/typescript-loader.mjs';

await import('./report-worker.ts');
