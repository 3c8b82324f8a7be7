import { describe, expect, it } from 'vitest';
import { moveStylesheetsToBodyEnd } from './vite-stylesheet-last';

const built = `<!doctype html>
<html>
  <head>
    <style>body{margin:0}</style>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/dist-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"><p>Loading Redraft…</p></div>
  </body>
</html>`;

describe('moveStylesheetsToBodyEnd', () => {
  it('moves the stylesheet after the page content and leaves the scripts and preloads in the head', () => {
    const html = moveStylesheetsToBodyEnd(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-A1.js"></script>');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/dist-B2.js">');
    expect(html).toContain(
      '<div id="root"><p>Loading Redraft…</p></div>\n    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">\n  </body>',
    );
  });

  it('keeps several stylesheets in their order', () => {
    const two = built.replace(
      '</head>',
      '  <link rel="stylesheet" crossorigin href="/assets/more-D4.css">\n  </head>',
    );
    const html = moveStylesheetsToBodyEnd(two);
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('index-C3.css')).toBeGreaterThan(body.indexOf('id="root"'));
    expect(body.indexOf('more-D4.css')).toBeGreaterThan(body.indexOf('index-C3.css'));
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('changes nothing in a page without a stylesheet', () => {
    const none = built.replace(/\s*<link rel="stylesheet"[^>]*>/, '');
    expect(moveStylesheetsToBodyEnd(none)).toBe(none);
  });
});
