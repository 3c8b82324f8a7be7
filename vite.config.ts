import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { htmlWithoutComments } from './scripts/vite-html-comments';
import { precompress } from './scripts/vite-precompress';
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
        // Everything the first page runs in one file. Left to itself, Rolldown split the modules
        // the first page shares with the lazy sections into a dozen small chunks, each a request
        // and a compile while the browser was trying to paint: one chunk paints sooner and makes
        // the workspace ready sooner (docs/decisions/129-first-page-modules-one-chunk.md).
        // '$initial' is Rolldown's own mark
        // for what the entry runs, so a module only a lazy section needs stays out of it.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
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
