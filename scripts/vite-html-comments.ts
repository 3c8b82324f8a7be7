import type { Plugin } from 'vite';

/** An HTML comment outside a script or style element's text. */
const COMMENT = /[ \t]*<!--[\s\S]*?-->\n?/g;
const RAW_TEXT = /<(script|style)\b[\s\S]*?<\/\1>/g;

/**
 * Drops the comments of the built index.html: they explain the page to its readers in
 * client/index.html, and every first visit would fetch them (about 0.6 kB gzipped since the page
 * carries its first screen, docs/decisions/223-first-screen-in-the-page.md). The text of scripts
 * and styles is left as it is, so the inline scripts keep the hashes the server allows them by.
 */
export function stripHtmlComments(html: string): string {
  let page = '';
  let from = 0;
  for (const element of html.matchAll(RAW_TEXT)) {
    page += html.slice(from, element.index).replace(COMMENT, '') + element[0];
    from = element.index + element[0].length;
  }
  return page + html.slice(from).replace(COMMENT, '');
}

/** Applies {@link stripHtmlComments} to the built index.html. */
export function htmlWithoutComments(): Plugin {
  return {
    name: 'redraft:html-without-comments',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: stripHtmlComments },
  };
}
