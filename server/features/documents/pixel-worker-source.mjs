// Running from source (tests, `npm run dev`): the decoding worker is TypeScript, so tsx
// compiles it as it loads. The built server starts dist/server/pixel-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./pixel-worker.ts');
