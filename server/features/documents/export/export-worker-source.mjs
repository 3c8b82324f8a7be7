// Running from source (tests, `npm run dev`): the document writer is TypeScript, so tsx
// compiles it as it loads. The built server starts dist/server/export-worker.js instead.
import '../../../lib/typescript-loader.mjs';

await import('./export-worker.ts');
