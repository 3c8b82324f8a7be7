// `npm run check:bundle` (after a build, in `npm test`): fails when the JavaScript the first page
// loads passes the budget of issue 18, gzipped, or comes in more files than its entry and the app
// the entry imports in turns (each file is a request and a compile while the first screen paints:
// docs/decisions/129-first-page-modules-one-chunk.md,
// docs/decisions/250-app-starts-in-turns.md). Measured by scripts/first-page-js.mjs.
import { firstPageJs } from './first-page-js.mjs';

const BUDGET_KB = 170;
/**
 * Files of JavaScript the first page fetches: its entry with React, and the app, which the entry
 * imports once it has run and the page's head preloads (vite.config.ts).
 */
const FILES_BUDGET = 2;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const { files, raw, gzip } = firstPageJs(process.argv[2] ?? 'dist/client');
for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
  console.log(
    `  ${file.file.padEnd(48)} ${kB(file.raw).padStart(10)} ${kB(file.gzip).padStart(10)} gzip`,
  );
}
console.log(`First page JS: ${kB(raw)}, ${kB(gzip)} gzipped (budget ${BUDGET_KB} kB gzipped)`);
if (gzip > BUDGET_KB * 1000) {
  console.error(
    `The first page's JavaScript is ${kB(gzip)} gzipped, over the ${BUDGET_KB} kB budget: load the new code on demand (React.lazy) or make it smaller.`,
  );
  process.exit(1);
}
const fetched = files.filter((file) => !file.inline);
if (fetched.length > FILES_BUDGET) {
  console.error(
    `The first page fetches ${fetched.length} JavaScript files, where it should fetch ${FILES_BUDGET}: keep the first page's modules in the entry's and the app's chunks (codeSplitting in vite.config.ts).`,
  );
  process.exit(1);
}
