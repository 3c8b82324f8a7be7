// Running from source (tests, `npm run dev`): the parsing worker is TypeScript, so tsx compiles
// it as it loads. The built server starts dist/server/parse-worker.js instead.
import { register } from 'tsx/esm/api';

register();
await import('./parse-worker.ts');
