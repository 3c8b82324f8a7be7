// Bundles the server's own code into dist/server/index.js; npm packages stay external and
// are loaded from node_modules at run time (PGlite, for one, ships files it reads itself).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'dist/server/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
