// Running from source (tests, `npm run dev`): the decoding worker is TypeScript, so tsx
// compiles it as it loads. The built server starts dist/server/pixel-worker.js instead.
import '../../lib/typescript-loader.mjs';

await import('./pixel-worker.ts');
