// npm run report:size [root] [count]: the largest source files and functions, in lines.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Measured, sizeReport } from './lib/size-report';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const count = Number(process.argv[3] ?? 10);
const { files, functions } = sizeReport(root, count);
const table = (title: string, rows: Measured[]) =>
  [title, ...rows.map((row) => `${String(row.lines).padStart(6)}  ${row.name}`)].join('\n');
console.log(table(`The ${count} largest source files (lines):`, files));
console.log();
console.log(table(`The ${count} largest functions (lines):`, functions));
