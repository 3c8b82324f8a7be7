// Running from source (tests, `npm run dev`): the parsing worker is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/parse-worker.js instead.
import '../../lib/typescript-loader.mjs';

await import('./parse-worker.ts');
