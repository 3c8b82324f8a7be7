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

describe("index.html's first screen", () => {
  const shell = page.slice(page.indexOf('<div id="shell">'), page.indexOf('<div id="root">'));
  const workspace = readFileSync(
    new URL('./src/features/workspace/workspace-section.tsx', import.meta.url),
    'utf8',
  );

  it("has the home page's headings and section links as the app draws them", async () => {
    const { HOME_SECTIONS } = await import('./src/app/routes/home-sections');
    expect(shell).toContain('<h1>Your writing workspace</h1>');
    for (const section of HOME_SECTIONS)
      expect(shell).toContain(`<a href="#${section.id}">${section.title}</a>`);
    const workspaceSection = HOME_SECTIONS.find((section) => section.id === 'workspace')!;
    expect(shell).toContain(`>${workspaceSection.title}</h2>`);
    expect(shell).toContain(`>${workspaceSection.description}</p>`);
  });

  it("has the workspace's input with the app's id, label and placeholder, and Transform", () => {
    for (const [attribute, value] of [
      ['id', 'original-dictation'],
      ['title', 'Original Dictation'],
      ['placeholder', 'Type, paste or dictate your text here…'],
    ]) {
      expect(workspace).toContain(`${attribute}="${value}"`);
    }
    expect(shell).toMatch(/<label [^>]*for="original-dictation">Original Dictation<\/label>/);
    expect(shell).toMatch(
      /<textarea id="original-dictation" [^>]*placeholder="Type, paste or dictate your text here…">/,
    );
    expect(shell).toMatch(
      /<button type="button" id="shell-transform"[\s\S]*?Transform\s*<\/button>/,
    );
  });

  it("fills the input with the app's saved draft, on the home page only", async () => {
    const { CLIENT_ROUTES } = await import('@common/routes');
    const { INPUT_DRAFT_KEY } = await import('./src/features/workspace/workspace-context');
    expect(page).toContain(`localStorage.getItem('${INPUT_DRAFT_KEY}')`);
    expect(page).toContain(`location.pathname !== '${CLIENT_ROUTES.home}'`);
  });
});
