import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers weigh more than what compression saves. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip level 9) beside each built text
 * file, once at build time, so that the server sends them as they are (@fastify/static's
 * `preCompressed`) instead of compressing on every request or not at all
 * (docs/decisions/086-precompressed-files-and-caching.md).
 * A compressed copy that is not smaller than the file is not written.
 */
export async function precompressDir(dir: string) {
  const work: Array<Promise<void>> = [];
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path)) continue;
    work.push(
      (async () => {
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: 9 }),
        ]);
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
      })(),
    );
  }
  await Promise.all(work);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'redraft:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
