// Running from source (tests, `npm run dev`), the workers are TypeScript: tsx compiles them as
// they load. Its paths (`@common/…`) are the repository's tsconfig.json, named here, so that a
// worker resolves them whatever the working directory of the process that started it.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register({ tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)) });
