import type { HtmlTagDescriptor, Plugin } from 'vite';

interface Output {
  type: 'chunk' | 'asset';
  name?: string;
  fileName: string;
}

/**
 * The links that preload the chunks named `names` from the page's head, in that order, but for
 * those the page links already. Throws when the build has no chunk of one of those names: a
 * renamed group in vite.config.ts would otherwise drop the preload without a word.
 */
export function preloadLinks(
  html: string,
  bundle: Record<string, Output>,
  names: string[],
): HtmlTagDescriptor[] {
  const outputs = Object.values(bundle);
  return names
    .map((name) => {
      const chunk = outputs.find((output) => output.type === 'chunk' && output.name === name);
      if (!chunk) throw new Error(`preloadStartChunks: no chunk named ${name} in the build`);
      return chunk;
    })
    .filter((chunk) => !html.includes(`"/${chunk.fileName}"`))
    .map((chunk) => ({
      tag: 'link',
      attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
      injectTo: 'head',
    }));
}

/**
 * Preloads, from the built page's head, the chunks the entry imports in turns at start
 * (client/src/main.tsx, docs/decisions/250-app-starts-in-turns.md): the browser fetches and
 * compiles them while the first screen paints, not only once the entry has run and asks for
 * them. `names` are the chunks' names (codeSplitting groups in vite.config.ts).
 */
export function preloadStartChunks(names: string[]): Plugin {
  return {
    name: 'redraft:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => preloadLinks(html, context.bundle ?? {}, names),
    },
  };
}
