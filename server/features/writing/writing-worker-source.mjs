// Running from source (tests, `npm run dev`): the writing worker is TypeScript, compiled by tsx
// as it loads. The built server starts dist/server/writing-worker.js instead.
import '../../lib/typescript-loader.mjs';

await import('./writing-worker.ts');
