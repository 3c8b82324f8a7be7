import { HARPER_RULES_OFF, type WritingDialect } from '@common/writing';
import { Dialect, type Linter, LocalLinter } from 'harper.js';
import { slimBinary } from 'harper.js/slimBinary';

/**
 * Harper's linters, one per dialect, made on first use: the WebAssembly module (16 MB, shipped
 * in the harper.js package, read from node_modules) takes about 2 s to start and 300 MB of
 * memory, so it is loaded in the writing worker thread only, and only when a check comes.
 * The slim build: the full one loads both binaries for the same answers (about 60 MB more).
 */
const linters = new Map<WritingDialect, Promise<Linter>>();

const HARPER_DIALECTS: Record<WritingDialect, Dialect> = {
  'en-US': Dialect.American,
  'en-GB': Dialect.British,
};

async function createLinter(dialect: WritingDialect): Promise<Linter> {
  const linter = new LocalLinter({ binary: slimBinary, dialect: HARPER_DIALECTS[dialect] });
  await linter.setup();
  const config = await linter.getLintConfig();
  for (const rule of HARPER_RULES_OFF) config[rule] = false;
  await linter.setLintConfig(config);
  return linter;
}

export function harperLinter(dialect: WritingDialect): Promise<Linter> {
  let linter = linters.get(dialect);
  if (!linter) {
    linter = createLinter(dialect);
    // A failed start is not kept: the next check tries again.
    linter.catch(() => linters.delete(dialect));
    linters.set(dialect, linter);
  }
  return linter;
}
