// A saved workspace put in localStorage before the page loads, as a reload finds it: an input
// and its rewrite. Shared by the long-review walk (tests/e2e/review-long.spec.ts) and its bench
// (bench/review-walk.ts).
import { DEFAULT_MODEL, DEFAULT_PRESET } from '@common/transform';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Seeds the saved input and output into every page `target` opens. With `once`, only the tab's
 * first load is seeded: a later reload finds what the page itself saved.
 */
export function seedSavedWorkspace(
  target: BrowserContext | Page,
  input: string,
  output: string,
  { once = false } = {},
) {
  return target.addInitScript(
    ([input, output, preset, model, once]) => {
      if (once && sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('redraft-input-draft', input);
      const settings = {
        preset,
        transformType: 'non-fiction',
        model,
        modelChosen: false,
        retainFormatting: false,
        includeGraphs: false,
        useStyleReference: true,
        useContentReference: true,
      };
      localStorage.setItem(
        'redraft.workspace.v1',
        JSON.stringify({ output, graphs: [], settings }),
      );
    },
    [input, output, DEFAULT_PRESET, DEFAULT_MODEL, once] as const,
  );
}
