// What the first page loads of the built client's JavaScript: the entry script of
// dist/client/index.html and every chunk it imports statically (also those it preloads), not the
// chunks loaded on demand with import(), and the page's inline scripts. Sizes are gzipped at
// level 9, as the server's precompressed files are.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g;
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
const ASSET_IN_HTML =
  /<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g;

/** A file's size as it is and gzipped at level 9. */
const sizeOf = (bytes) => ({ raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });

/**
 * The first page's JS files (paths under `clientDir`) with their raw and gzipped sizes; `inline`
 * marks the scripts written into index.html, which cost no request.
 */
export function firstPageJs(clientDir = 'dist/client') {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const pending = [...html.matchAll(ASSET_IN_HTML)].map((match) => match[1]);
  const seen = new Map();
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    const code = readFileSync(join(clientDir, file));
    seen.set(file, { ...sizeOf(code), inline: false });
    const dir = file.slice(0, file.lastIndexOf('/') + 1);
    for (const match of code.toString('utf8').matchAll(STATIC_IMPORT)) {
      pending.push(dir + match[1].slice(2));
    }
  }
  for (const [index, [, code]] of [...html.matchAll(INLINE_SCRIPT)].entries()) {
    seen.set(`index.html, inline script ${index + 1}`, {
      ...sizeOf(Buffer.from(code)),
      inline: true,
    });
  }
  const files = [...seen].map(([file, size]) => ({ file, ...size }));
  return {
    files,
    raw: files.reduce((sum, file) => sum + file.raw, 0),
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
  };
}
