import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { htmlWithoutComments } from './scripts/vite-html-comments';
import { precompress } from './scripts/vite-precompress';
import { preloadStartChunks } from './scripts/vite-preload-start-chunks';
import { pureSchemas } from './scripts/vite-pure-schemas';
import { stylesheetLast } from './scripts/vite-stylesheet-last';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: fromRoot('./client'),
  plugins: [
    react(),
    tailwindcss(),
    pureSchemas(),
    stylesheetLast(),
    htmlWithoutComments(),
    preloadStartChunks(['app']),
    precompress(),
  ],
  resolve: {
    alias: {
      '@common': fromRoot('./common'),
      '@': fromRoot('./client/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist/client'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // What the first page runs in two files: the entry with React and its DOM renderer, and
        // the app, which the entry imports once it has run, so that each is evaluated in a task of
        // its own (client/src/main.tsx, docs/decisions/250-app-starts-in-turns.md). Left to
        // itself, Rolldown split the modules the first page shares with the lazy sections into a
        // dozen small chunks, each a request and a compile while the browser was trying to paint
        // (docs/decisions/129-first-page-modules-one-chunk.md); the groups keep them in these two.
        // '$initial' is Rolldown's own mark for what the entry imports statically; the app's
        // group takes the mount module and everything it imports statically.
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'], priority: 2 },
            { name: 'app', test: /client[\\/]src[\\/]app[\\/]mount\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // The browser's Host goes through unchanged: the API's cross-origin guard compares it with
      // the Origin (server/plugins/same-origin.ts). Vite's shorthand would rewrite it.
      '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 5001}`, changeOrigin: false },
    },
  },
});
