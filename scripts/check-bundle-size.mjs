// `npm run check:bundle` (after a build, in `npm test`): fails when the JavaScript the first page
// loads passes the budget of issue 18, gzipped. Measured by scripts/first-page-js.mjs.
import { firstPageJs } from './first-page-js.mjs';

const BUDGET_KB = 170;
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
