// index.html styles what it shows before the stylesheet is in
// (docs/decisions/128-first-paint-no-wait-stylesheet-script.md) with a
// few of index.css's colours: they must stay the same, or the page would change colour as the
// app takes over.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync(new URL('./index.html', import.meta.url), 'utf8');
const stylesheet = readFileSync(new URL('./src/index.css', import.meta.url), 'utf8');

/** The custom properties declared in the first `selector { … }` block of `css`. */
function customProperties(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!.trim()]),
  );
}

describe("index.html's own colours", () => {
  for (const selector of [':root', '.dark']) {
    it(`are index.css's for ${selector}`, () => {
      const own = customProperties(page, selector);
      const app = customProperties(stylesheet, selector);
      expect(own.size).toBeGreaterThan(0);
      for (const [name, value] of own)
        expect(`${name}: ${value}`).toBe(`${name}: ${app.get(name)}`);
    });
  }

  it('has the theme script inline, before any stylesheet or content', () => {
    const script = page.indexOf('<script>');
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(page.indexOf('<style>'));
    expect(page.slice(script)).toContain("localStorage.getItem('redraft-theme')");
  });
});
