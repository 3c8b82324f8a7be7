// Harper in a Web Worker: the WebAssembly checker (16 MB, fetched on the first check) and the
// readability measures run off the page's thread, so typing never waits for a check. Each
// paragraph's issues are kept, so an edit re-checks only the paragraph that changed.

import { HARPER_RULES_OFF, type WritingDialect } from '@common/writing';
import { checkText, ParagraphCache } from '@common/writing-check';
import { Dialect, type Linter, LocalLinter } from 'harper.js';
import { slimBinary } from 'harper.js/slimBinary';
import type { CheckReply, CheckRequest } from './checker-messages';

const linters = new Map<WritingDialect, { linter: Promise<Linter>; cache: ParagraphCache }>();

function linterFor(dialect: WritingDialect) {
  let entry = linters.get(dialect);
  if (!entry) {
    const linter = new LocalLinter({
      binary: slimBinary,
      dialect: dialect === 'en-GB' ? Dialect.British : Dialect.American,
    });
    const ready = linter.setup().then(async () => {
      const config = await linter.getLintConfig();
      for (const rule of HARPER_RULES_OFF) config[rule] = false;
      await linter.setLintConfig(config);
      return linter as Linter;
    });
    entry = { linter: ready, cache: new ParagraphCache() };
    linters.set(dialect, entry);
  }
  return entry;
}

self.onmessage = async (event: MessageEvent<CheckRequest>) => {
  const { id, text, dialect } = event.data;
  try {
    const { linter, cache } = linterFor(dialect);
    const result = await checkText(await linter, text, cache);
    self.postMessage({ id, ok: true, result } satisfies CheckReply);
  } catch {
    // A checker that failed may be left broken (Harper's WebAssembly keeps its state): the next
    // check of this dialect starts a fresh one.
    linters.delete(dialect);
    self.postMessage({ id, ok: false } satisfies CheckReply);
  }
};
