import type { Plugin } from 'vite';

const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/**
 * Moves the built page's stylesheet links from the head to the end of the body.
 *
 * In the head a stylesheet holds the first paint until it has loaded; at the end of the body
 * the page's own content, styled by its inline `<style>` (client/index.html), paints first. The
 * module scripts still wait for it: a deferred script runs only once the stylesheets before it
 * in the document have loaded, so the app never renders unstyled
 * (docs/decisions/128-first-paint-no-wait-stylesheet-script.md).
 */
export function moveStylesheetsToBodyEnd(html: string): string {
  const links = html.match(STYLESHEET_LINK);
  if (!links || !html.includes('</body>')) return html;
  const tags = links.map((link) => link.trim()).join('\n    ');
  return html.replace(STYLESHEET_LINK, '').replace('</body>', `  ${tags}\n  </body>`);
}

/** Applies {@link moveStylesheetsToBodyEnd} to the built index.html, after Vite adds its tags. */
export function stylesheetLast(): Plugin {
  return {
    name: 'redraft:stylesheet-last',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: moveStylesheetsToBodyEnd },
  };
}
