import { describe, expect, it } from 'vitest';
import { preloadLinks } from './vite-preload-start-chunks';

const bundle = {
  'assets/index-A1.js': { type: 'chunk' as const, name: 'index', fileName: 'assets/index-A1.js' },
  'assets/app-B2.js': { type: 'chunk' as const, name: 'app', fileName: 'assets/app-B2.js' },
  'assets/index-C3.css': { type: 'asset' as const, name: 'index', fileName: 'assets/index-C3.css' },
};
const html = '<head><script type="module" crossorigin src="/assets/index-A1.js"></script></head>';

describe('preloadLinks', () => {
  it('links the chunks the entry imports later from the head, to be fetched at once', () => {
    expect(preloadLinks(html, bundle, ['app'])).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/app-B2.js' },
        injectTo: 'head',
      },
    ]);
  });

  it('does not link a chunk the page links already', () => {
    expect(preloadLinks(html, bundle, ['index'])).toEqual([]);
  });

  it('fails the build when a chunk of that name is missing', () => {
    expect(() => preloadLinks(html, bundle, ['react'])).toThrow('no chunk named react');
  });
});
