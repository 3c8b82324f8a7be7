// Running from source (tests, `npm run dev`): the writing worker is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/writing-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./writing-worker.ts');
