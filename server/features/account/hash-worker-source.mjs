// Running from source (tests, `npm run dev`): the hashing worker is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/hash-worker.js instead.
import '../../lib/typescript-loader.mjs';

await import('./hash-worker.ts');
